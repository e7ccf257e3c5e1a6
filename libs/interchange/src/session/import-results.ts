// One entry point for any supported results file: USEBIO when the text is XML, PBN otherwise.
import { importPbn } from '../pbn/import-pbn';
import { decodeText } from '../text/decode-text';
import { importUsebio } from '../usebio/usebio-session';
import type { SessionResults } from './session-results';

export function importResults(text: string, file = '<results>'): SessionResults {
  return /^\s*</.test(text) ? importUsebio(text, file) : importPbn(text, file);
}

/** Decodes the bytes (UTF-8 when valid, else ISO-8859-1) and imports them. */
export function importResultsBytes(bytes: Uint8Array, file = '<results>'): SessionResults {
  return importResults(decodeText(bytes).text, file);
}
