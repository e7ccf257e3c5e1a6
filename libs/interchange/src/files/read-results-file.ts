// The only I/O of the library: read a file's bytes and hand them to the pure importers.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { isAccessDatabase } from '../bws/access-magic';
import { ImportError } from '../errors/import-error';
import { importResultsBytes } from '../session/import-results';
import type { SessionResults } from '../session/session-results';
import { readBwsFile } from './read-bws-file';

/** Reads a PBN, USEBIO or Bridgemate BWS file, known by its content whatever its name; errors name the file by its base name. */
export function readResultsFile(path: string): SessionResults {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String((error as Error).message);
    throw new ImportError({ file: path, line: null, field: null }, reason);
  }
  // A BWS is an Access database: mdbtools read it from the file itself.
  if (isAccessDatabase(bytes)) return readBwsFile(path);
  return importResultsBytes(bytes, basename(path));
}
