// A word of the glossary and where it was found: a quote from a source text (the tests find the quote
// in the text, and the word, or the form the text uses, in the quote), or "not in the sources" with
// the nearest thing that is.
import type { SourceTextKey } from './source-texts';

export type GlossaryWord =
  | {
      readonly word: string;
      readonly from: SourceTextKey;
      /** A short quote of the source, as printed (whitespace, case and markup aside). */
      readonly quote: string;
      /** The form the quote uses when it is not the word itself (an inflection, a plural). */
      readonly as?: string;
    }
  | {
      readonly word: string;
      readonly from: null;
      /** Why this word: the nearest the sources have, or the usage it follows. */
      readonly nearest: string;
      /** Where the texts use the same word in another sense (a quote), if they do. */
      readonly otherSense?: string;
    };
