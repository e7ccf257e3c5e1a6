// One entry point for any supported results file, known by its content: USEBIO when the text is
// XML, LIN when it opens with a tag and `|`, PBN when it opens with tag pairs; anything else is refused naming the file.
import { importLin } from '../lin/import-lin';
import { linSessionResults } from '../lin/lin-session';
import { importPbn, importPbnInSteps } from '../pbn/import-pbn';
import type { Steps } from '../steps/steps';
import { decodeText } from '../text/decode-text';
import { importUsebio } from '../usebio/usebio-session';
import { resultsFormatOf } from './results-format';
import type { SessionResults } from './session-results';

export function importResults(text: string, file = '<results>'): SessionResults {
  const format = resultsFormatOf(text, file);
  if (format === 'LIN') return linSessionResults(importLin(text, file));
  return format === 'USEBIO' ? importUsebio(text, file) : importPbn(text, file);
}

/** Decodes the bytes (UTF-8 when valid, else ISO-8859-1) and imports them. */
export function importResultsBytes(bytes: Uint8Array, file = '<results>'): SessionResults {
  return importResults(decodeText(bytes).text, file);
}

/** importResultsBytes in steps: a PBN file pauses every few thousand lines and every few dozen games; a USEBIO or LIN file is read in one step. */
export function* importResultsBytesInSteps(bytes: Uint8Array, file = '<results>'): Steps<SessionResults> {
  const { text } = decodeText(bytes);
  const format = resultsFormatOf(text, file);
  if (format === 'LIN') return linSessionResults(importLin(text, file));
  if (format === 'USEBIO') return importUsebio(text, file);
  return yield* importPbnInSteps(text, file);
}
