// The law picker's options in the page's language and the board's Laws edition (issue 16): first the
// references a club director cites most (LAW_TITLES), then every Law by its number. English keeps the
// spec's short titles for the cited references; the other languages name a reference by its Law's
// title in their source text of that edition. A language without one (Hungarian; Czech at a 1997
// tournament; Bosnian at a 2007 one) reads the nearest source's title, as lawTitle picks it and
// docs/glossary.md says, and the option carries that title's language. Pure.
import { LAW_NUMBERS, LAW_TITLES, lawNumberOf, lawTitle, type LawsEdition } from '@club/bridge';
import type { Locale } from '../../i18n/locales';

export interface LawOption {
  /** What the director applies: '27B1a', '16'. */
  readonly reference: string;
  readonly title: string;
  /** The title's language: not the page's when the page's language has no source of the edition. */
  readonly lang: Locale;
}

const fromSource = (reference: string, locale: Locale, edition: LawsEdition): LawOption => {
  const found = lawTitle(reference, locale, edition);
  return { reference, title: found.title, lang: found.locale };
};

/** The cited references (LAW_TITLES), each with its title in the page's language. */
export function citedLawOptions(locale: Locale, edition: LawsEdition): readonly LawOption[] {
  return LAW_TITLES.map(([reference, short]) =>
    locale === 'en' ? { reference, title: short, lang: 'en' } : fromSource(reference, locale, edition),
  );
}

/** The cited references, then Laws 1–93, as the picker lists them. */
export function lawOptions(locale: Locale, edition: LawsEdition): readonly LawOption[] {
  const laws = Array.from({ length: LAW_NUMBERS.last - LAW_NUMBERS.first + 1 }, (_, i) =>
    fromSource(String(LAW_NUMBERS.first + i), locale, edition),
  );
  return [...citedLawOptions(locale, edition), ...laws];
}

/** A picked reference's option: listed, or (typed, '12C') its Law's title; null for no Law of 1–93. */
export function lawOptionOf(
  reference: string,
  options: readonly LawOption[],
  locale: Locale,
  edition: LawsEdition,
): LawOption | null {
  const listed = options.find((o) => o.reference === reference);
  if (listed) return listed;
  try {
    return { ...fromSource(String(lawNumberOf(reference)), locale, edition), reference };
  } catch {
    return null;
  }
}
