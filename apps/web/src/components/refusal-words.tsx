// A refusal put in the page's language (src/i18n/refusal-words.ts): from a tRPC error (its
// data.refusal: the engine's code and params) or a page's refused load. Works in server and client
// components alike; instants in the words are written as the club reads them (TimesInText).
import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { refusalInWords, type RefusalLike, type RefusalTranslator } from '../i18n/refusal-words';
import type { Locale } from '../i18n/locales';
import { TimesInText } from './time/when';

/** What a refused mutation or load carries: its message, and the refusal's code and params when the API sent them. */
export interface RefusedError {
  readonly message: string;
  readonly data?: { readonly refusal?: { readonly code: string; readonly params: object } | null } | null;
}

export const refusalOfError = (error: RefusedError): RefusalLike => ({
  message: error.message,
  code: error.data?.refusal?.code ?? null,
  params: (error.data?.refusal?.params as Record<string, unknown> | undefined) ?? null,
});

/** The function that puts a refusal in the page's words. */
export function useRefusalWords(): (refusal: RefusalLike) => string {
  const t = useTranslations('refusals') as unknown as RefusalTranslator;
  const locale = useLocale() as Locale;
  return useCallback((refusal: RefusalLike) => refusalInWords(refusal, locale, t), [locale, t]);
}

/** A refused mutation's words, in the page's language; `plain`: as they are, without the instants rewritten. */
export function RefusalText({ error, plain = false }: { error: RefusedError; plain?: boolean }) {
  const words = useRefusalWords()(refusalOfError(error));
  return plain ? words : <TimesInText text={words} />;
}
