// SQLite: one file is one club's log. The first open naming a club writes it in the file; an open
// naming another club is refused, so a configuration cannot point one club at another's log.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { InvalidArgumentError, openEventLog } from '../src';
import { seated } from './support/temp-store';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const newFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sqlite-club-'));
  dirs.push(dir);
  return join(dir, 'club.db');
};

test('a SQLite file keeps the club that first named it and refuses another', async () => {
  const file = newFile();
  const first = await openEventLog({ file, clubId: 'club-a' });
  await first.append('table-7', [seated('ann', 'N')], 'no-stream');
  await first.close();
  const again = await openEventLog({ file, clubId: 'club-a' });
  expect(await again.headPosition()).toBe(1);
  await again.close();
  await expect(openEventLog({ file, clubId: 'club-b' })).rejects.toThrow(/log of club club-a, not of club club-b/);
  // An open that names no club (the application today) is not checked.
  const unnamed = await openEventLog({ file });
  expect(await unnamed.headPosition()).toBe(1);
  await unnamed.close();
});

test('a SQLite club id must be a plain name too', async () => {
  await expect(openEventLog({ file: newFile(), clubId: 'Club A' })).rejects.toBeInstanceOf(InvalidArgumentError);
});
