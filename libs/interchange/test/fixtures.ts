// The real result files (from shared/data), read from the copies committed as the scoring oracle
// fixtures so the tests run wherever the repository is checked out. Read as bytes, like a user's file.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const FIXTURES = new URL('../../scoring/test/oracle/fixtures/', import.meta.url);

/** `pbn/x.pbn` or `usebio/x.xml` as in shared/data; the copies sit in one folder. */
const fixture = (relative: string) => new URL(relative.replace(/^(pbn|usebio)\//, ''), FIXTURES);

export const fixturePath = (relative: string): string => fileURLToPath(fixture(relative));

export function dataBytes(relative: string): Uint8Array {
  return readFileSync(fixture(relative));
}

export function dataText(relative: string): string {
  return readFileSync(fixture(relative), 'utf-8');
}
