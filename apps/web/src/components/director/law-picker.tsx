'use client';
// The laws a ruling applies: picked from the list (number and title, in the page's language and the
// board's edition: law-options.ts) or typed, shown as chips that can be removed. Shared by the ruling
// form and the director's own rectification.
import type { LawsEdition } from '@club/bridge';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Locale } from '../../i18n/locales';
import { lawOptionOf, lawOptions, type LawOption } from './law-options';

/** The law number of a picked or typed entry ('25B intended change of call' → '25B'), '' when empty. */
export const lawNumber = (entry: string) => entry.trim().split(' ')[0] ?? '';

/** `pending`: the typed text not yet added, so a submit can take it too. */
export function LawPicker({
  id,
  laws,
  onChange,
  pending,
  onPending,
  edition,
}: {
  id: string;
  edition: LawsEdition;
  laws: string[];
  onChange: (laws: string[]) => void;
  pending: string;
  onPending: (text: string) => void;
}) {
  const t = useTranslations('rulingsLawPicker');
  const locale = useLocale() as Locale;
  const options = useMemo(() => lawOptions(locale, edition), [locale, edition]);
  // A title from another language's source is marked as that language's.
  const langOf = (o: LawOption | null) => (o && o.lang !== locale ? o.lang : undefined);
  const add = () => {
    const picked = lawNumber(pending);
    if (picked && !laws.includes(picked)) onChange([...laws, picked]);
    onPending('');
  };
  return (
    <>
      <label>
        {t('law')}
        <input
          name="law"
          list={id}
          value={pending}
          onChange={(e) => onPending(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), add())}
          placeholder="27B2"
        />
      </label>
      <datalist id={id}>
        {options.map((o) => (
          <option key={o.reference} value={o.reference} lang={langOf(o)}>{`${o.reference} ${o.title}`}</option>
        ))}
      </datalist>
      <button type="button" onClick={add}>
        {t('add')}
      </button>
      {laws.length ? (
        <ul className="law-chips" aria-label={t('applied')}>
          {laws.map((l) => (
            <li key={l}>
              <LawChip reference={l} option={lawOptionOf(l, options, locale, edition)} lang={langOf} />{' '}
              <button
                type="button"
                aria-label={t('remove', { law: l })}
                onClick={() => onChange(laws.filter((x) => x !== l))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function LawChip({
  reference,
  option,
  lang,
}: {
  reference: string;
  option: LawOption | null;
  lang: (o: LawOption | null) => string | undefined;
}) {
  return (
    <>
      {reference} <span lang={lang(option)}>{option?.title ?? ''}</span>
    </>
  );
}

/** The chips plus what is still typed: what a submit sends. */
export const lawsWithPending = (laws: string[], pending: string) =>
  lawNumber(pending) && !laws.includes(lawNumber(pending)) ? [...laws, lawNumber(pending)] : laws;
