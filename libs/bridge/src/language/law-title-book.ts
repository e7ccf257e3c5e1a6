// One language's Law titles in one edition, as its source text prints them (in sentence case: the
// sources print headings in capitals). Where the print has a misprint, the title is corrected and the
// printed form kept beside it, so that the tests still find the title in the source.
import type { SiteLocale } from '@club/events';
import type { LawsEdition } from '../director/laws-edition';
import type { SourceText } from './source-texts';

export type PrintedTitle = string | { readonly title: string; readonly printed: string; readonly why: string };

export interface LawTitleBook {
  readonly locale: SiteLocale;
  readonly edition: LawsEdition;
  /** The text the titles are printed in; null when no text of this language and edition is among the sources. */
  readonly source: SourceText | null;
  /** Where the titles come from when `source` is null. */
  readonly origin?: string;
  /** Laws the source text leaves out, with what it does instead: their titles come from the nearest book. */
  readonly missing?: Readonly<Record<number, string>>;
  readonly titles: Readonly<Record<number, PrintedTitle>>;
}

export function titleText(title: PrintedTitle): string {
  return typeof title === 'string' ? title : title.title;
}

/** The words as the source prints them (the corrected title's misprinted form). */
export function printedText(title: PrintedTitle): string {
  return typeof title === 'string' ? title : title.printed;
}
