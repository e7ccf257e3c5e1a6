// Entry points for PBN text and bytes.
import { decodeText } from '../text/decode-text';
import type { SessionResults } from '../session/session-results';
import type { PbnFile } from './pbn-file';
import type { Steps } from '../steps/steps';
import { pbnToSession, pbnToSessionInSteps } from './pbn-session';
import { scanPbn, scanPbnInSteps } from './scan-pbn';

/** Lexes PBN text into games and tags; `file` names the source in error messages. */
export function parsePbn(text: string, file = '<pbn>'): PbnFile {
  return scanPbn(text, file);
}

export function importPbn(text: string, file = '<pbn>'): SessionResults {
  return pbnToSession(scanPbn(text, file));
}

/** importPbn in steps (scanning, then reading the games), for a caller that must not be held for the whole file. */
export function* importPbnInSteps(text: string, file = '<pbn>'): Steps<SessionResults> {
  return yield* pbnToSessionInSteps(yield* scanPbnInSteps(text, file));
}

/** Decodes UTF-8 or ISO-8859-1 bytes (see decodeText), then imports. */
export function importPbnBytes(bytes: Uint8Array, file = '<pbn>'): SessionResults {
  return importPbn(decodeText(bytes).text, file);
}
