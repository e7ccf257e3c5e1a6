// The bridge glossary: each term's word in each of the site's languages, with where it was found.
import type { SiteLocale } from '@club/events';
import type { BridgeGlossary, BridgeTerm } from './bridge-terms';
import { BOSNIAN_GLOSSARY } from './glossary-bs';
import { CZECH_GLOSSARY } from './glossary-cs';
import { ENGLISH_GLOSSARY } from './glossary-en';
import { HUNGARIAN_GLOSSARY } from './glossary-hu';
import { SLOVAK_GLOSSARY } from './glossary-sk';
import type { GlossaryWord } from './glossary-word';

export const BRIDGE_GLOSSARY: Readonly<Record<SiteLocale, BridgeGlossary>> = {
  cs: CZECH_GLOSSARY,
  sk: SLOVAK_GLOSSARY,
  bs: BOSNIAN_GLOSSARY,
  hu: HUNGARIAN_GLOSSARY,
  en: ENGLISH_GLOSSARY,
};

export function glossaryEntry(term: BridgeTerm, locale: SiteLocale): GlossaryWord {
  return BRIDGE_GLOSSARY[locale][term];
}

/** The word for a term in a language: "dummy" → "tichý hráč" (cs), "mrtvac" (bs). */
export function bridgeWord(term: BridgeTerm, locale: SiteLocale): string {
  return glossaryEntry(term, locale).word;
}
