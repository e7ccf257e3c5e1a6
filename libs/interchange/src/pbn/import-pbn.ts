// Entry points for PBN text and bytes.
import { decodeText } from '../text/decode-text';
import type { SessionResults } from '../session/session-results';
import type { PbnFile } from './pbn-file';
import { pbnToSession } from './pbn-session';
import { scanPbn } from './scan-pbn';

/** Lexes PBN text into games and tags; `file` names the source in error messages. */
export function parsePbn(text: string, file = '<pbn>'): PbnFile {
  return scanPbn(text, file);
}

export function importPbn(text: string, file = '<pbn>'): SessionResults {
  return pbnToSession(scanPbn(text, file));
}

/** Decodes UTF-8 or ISO-8859-1 bytes (see decodeText), then imports. */
export function importPbnBytes(bytes: Uint8Array, file = '<pbn>'): SessionResults {
  return importPbn(decodeText(bytes).text, file);
}
