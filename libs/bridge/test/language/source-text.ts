// The source texts (copies of shared/sources) read for the tests, and the one comparison every quote
// and title is checked with: whitespace, letter case, the texts' markup (**bold**, <b>, ## headings)
// and the spacing around dashes aside (the texts print "BARVY- DOTAZY", "Sever-Jih", "1 – Balíček").
import { readFileSync } from 'node:fs';
import type { SourceText } from '../../src';

const SOURCES = new URL('./sources/', import.meta.url);
const cache = new Map<string, string>();

export function normalise(text: string): string {
  return text
    .replace(/<\/?b>/g, ' ')
    .replace(/[*#]/g, ' ')
    .replace(/\s*[-–—]\s*/g, ' - ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** The source's text, normalised. */
export function sourceText(source: SourceText): string {
  let text = cache.get(source.file);
  if (text === undefined) {
    text = normalise(readFileSync(new URL(source.file, SOURCES), 'utf-8'));
    cache.set(source.file, text);
  }
  return text;
}
