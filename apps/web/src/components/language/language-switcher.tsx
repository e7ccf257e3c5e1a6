'use client';
// The language switcher in every page's header: one small button per language, each named in its
// own words (read out; the code is what is seen), posting to /language with the page to come back to. The page's own language is marked
// current. A form, not links: the browser tests' crawls follow links, and a choice is not a page.
import { usePathname, useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { LANGUAGE_NAMES, LOCALES } from '../../i18n/locales';

export function LanguageSwitcher() {
  const t = useTranslations('header');
  const current = useLocale();
  const pathname = usePathname();
  const query = useSearchParams().toString();
  return (
    <form method="post" action="/language" className="languages" aria-label={t('language')}>
      <input type="hidden" name="back" value={query ? `${pathname}?${query}` : pathname} />
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="submit"
          name="locale"
          value={locale}
          lang={locale}
          title={LANGUAGE_NAMES[locale]}
          aria-current={locale === current ? 'true' : undefined}
        >
          {/* Seen as the code, read out as the language's own name (an aria-label the visible code is not part of fails the audit). */}
          <span aria-hidden="true">{locale.toUpperCase()}</span>
          <span className="visually-hidden">{LANGUAGE_NAMES[locale]}</span>
        </button>
      ))}
    </form>
  );
}
