// The bytes a results file is written in: PBN's own character set is ISO-8859-1 (names outside it
// keep UTF-8, which the readers also take); USEBIO declares UTF-8.
import { encodeLatin1 } from '@club/interchange';

export function pbnBytes(text: string): Uint8Array {
  try {
    return encodeLatin1(text);
  } catch {
    return new TextEncoder().encode(text);
  }
}

export const usebioBytes = (text: string): Uint8Array => new TextEncoder().encode(text);

/** The results format a file to write is named for, by its extension. */
export function formatToWrite(file: string): 'pbn' | 'usebio' | null {
  if (/\.pbn$/i.test(file)) return 'pbn';
  if (/\.xml$/i.test(file)) return 'usebio';
  return null;
}
