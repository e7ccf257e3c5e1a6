// A results file is known by its content, never by its name: PBN is often saved without an
// extension (or as .txt), USEBIO under any name. PBN opens with tag pairs (`[Event "..."]`), maybe
// after `%` escape lines, `;` comments or a `{...}` commentary; USEBIO is XML; BBO's LIN opens with a
// two-letter tag and `|` (`pn|…|`, `vg|…|`, `qx|…|`).
import { ImportError } from '../errors/import-error';
import type { SourceFormat } from './session-results';

export function sniffResultsFormat(text: string): SourceFormat | null {
  const body = text.replace(/^\uFEFF/, '');
  if (/^\s*</.test(body)) return 'USEBIO';
  if (/^\s*[a-z]{2}\|/i.test(body)) return 'LIN';
  for (const line of body.split(/\r?\n/)) {
    const start = line.trimStart();
    if (start === '' || start.startsWith('%') || start.startsWith(';')) continue;
    return start.startsWith('[') || start.startsWith('{') ? 'PBN' : null;
  }
  return null;
}

/** The format of a results file, or an error naming the file when it is neither PBN nor USEBIO. */
export function resultsFormatOf(text: string, file: string): SourceFormat {
  const format = sniffResultsFormat(text);
  if (format === null)
    throw new ImportError(
      { file, line: null, field: null },
      'not a results file: neither PBN (tag pairs such as [Board "1"]), USEBIO XML nor BBO LIN (pn|…|md|…|)',
    );
  return format;
}
