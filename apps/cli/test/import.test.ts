// `club import` through the real CLI on the seeded demo club: a two-room LIN match and a Bridgemate
// teams session (its tables printed by mdbtools stand-ins: no Access writer exists) are checked and
// recorded as teams sessions, the way the import page records them; the recorded LIN match exported
// as PBN imports again with the same match; a Swiss, an unknown member and a broken file are refused
// by name and append nothing.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BwsTableTexts } from '@club/interchange';
import { TEAM_MATCH } from '@club/testing';
import { teamsOfTwoMatches, teamsOfTwoRounds } from '../../../libs/interchange/test/bws-files';
import { ACCESS_HEADER, fakeMdbtools } from '../../../libs/interchange/test/fake-mdbtools';
import { logHead, runClub, seedDemoClubFile } from './club-run';

const BY = 'm07';

let dir: string;
let db: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'club-import-'));
  db = join(dir, 'club.db');
  const seeded = seedDemoClubFile(db);
  expect(seeded.code, seeded.stderr).toBe(0);
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const club = (args: string[], path?: string) => runClub(dir, args, path);
const head = () => logHead(db);

/** A BWS file (an Access header) whose tables the mdbtools stand-ins in the returned path print. */
function bws(name: string, tables: BwsTableTexts): { file: string; path: string } {
  const file = join(dir, `${name}.bws`);
  writeFileSync(file, ACCESS_HEADER);
  return { file, path: fakeMdbtools(join(dir, `${name}-mdbtools`), tables) };
}

describe('club import', () => {
  test('a two-room LIN match is recorded as a teams match; its PBN export imports again with the same match', () => {
    const lin = join(dir, 'final.lin');
    writeFileSync(lin, TEAM_MATCH);
    const r = club(['import', lin, '--by', BY, '--db', db]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    // Board 1: +520 open v +1020 closed, 11 IMPs to Kings; 11 IMPs over 2 boards, 16.90 to 3.10 VP.
    expect(r.stdout).toMatch(/^match: Aces 0 – 11 Kings IMPs, 3\.10 – 16\.90 VP\n(import\.[0-9a-f]+): /);
    const sessionId = /(import\.[0-9a-f]+):/.exec(r.stdout)![1]!;
    const pbn = join(dir, 'final.pbn');
    expect(club(['export', sessionId, pbn, '--db', db]).code).toBe(0);
    const again = club(['import', pbn, '--by', BY, '--db', db]);
    expect(again.code).toBe(0);
    expect(again.stdout.split('\n')[0]).toBe('match: Aces 0 – 11 Kings IMPs, 3.10 – 16.90 VP');
  }, 120_000);

  test('a Bridgemate teams session of two matches is recorded, each match named with its IMPs and VPs', () => {
    const { file, path } = bws('teams', teamsOfTwoMatches());
    const r = club(['import', file, '--by', BY, '--db', db], path);
    expect(r.code).toBe(0);
    // Match 1: team 1 +6 on board 1, team 2 +10 on board 2; match 2: team 4 +10 on board 2.
    expect(r.stdout.split('\n').filter((line) => line.startsWith('match: '))).toEqual([
      expect.stringMatching(/^match: 1 6 – 10 2 IMPs, /),
      expect.stringMatching(/^match: 3 0 – 10 4 IMPs, /),
    ]);
    expect(r.stderr).toContain(
      'club import: teams.bws: 3 v 4 (round 1), at tables 3 and 4 of section A: recorded as section A3, tables 1 and 2',
    );
  }, 120_000);

  test('a Swiss, an unknown member and a broken file are refused by name and record nothing', () => {
    const before = head();
    const swiss = bws('swiss', teamsOfTwoRounds());
    const r = club(['import', swiss.file, '--by', BY, '--db', db], swiss.path);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/swiss\.bws: team 1 plays 1 v 2 in round 1 and 1 v 3 in round 2: /);
    const lin = join(dir, 'final.lin');
    expect(club(['import', lin, '--by', 'nobody', '--db', db]).stderr).toContain(
      "--by: 'nobody' is not a member of the club",
    );
    const broken = join(dir, 'broken.pbn');
    writeFileSync(broken, '[Event "x"]\n[Board "1"]\n[Deal "N:AKQ"]\n');
    expect(club(['import', broken, '--by', BY, '--db', db]).code).toBe(1);
    expect(head()).toBe(before);
  }, 120_000);
});
