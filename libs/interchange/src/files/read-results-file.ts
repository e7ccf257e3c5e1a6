// The only I/O of the library: read a file's bytes and hand them to the pure importers.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { ImportError } from '../errors/import-error';
import { importResultsBytes } from '../session/import-results';
import type { SessionResults } from '../session/session-results';

/** Reads a PBN or USEBIO file, known by its content whatever its name; errors name the file by its base name. */
export function readResultsFile(path: string): SessionResults {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String((error as Error).message);
    throw new ImportError({ file: path, line: null, field: null }, reason);
  }
  return importResultsBytes(bytes, basename(path));
}
