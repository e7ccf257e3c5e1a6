// A large import (demoResultsFile: a generated Mitchell of hundreds of boards) on a real club file
// does not hold the event loop: the file is read in steps (other work runs while it is still being
// parsed), and recording it reports its progress slice by slice, checking against the log first,
// then appending, with other work running between slices. Asking to record it again while it runs
// joins the running recording; it ends with every board recorded once. A refusal found by the
// check is shown in the progress and writes nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clubDecider, clubStreamId } from '@club/club';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoResultsFile, openClub, type Club } from '../../src';
import { executeBridge } from '../../src/bridge/bridge-commands';
import { leagueSiteCommands } from '../../src/site/league-commands';
import type { ImportRecording } from '../../src/site/league-file-shapes';

const BOARDS = 120;
const TABLES = 3;
const admin = { memberId: 'la' };

let dir: string;
let club: Club;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'import-slices-'));
  club = await openClub({ file: join(dir, 'club.sqlite'), queue: 'in-process', log: () => {} });
  await executeBridge(club, clubStreamId('demo'), clubDecider, {
    type: 'FoundClub',
    clubId: 'demo',
    name: 'Slices club',
    at: '2026-01-01T09:00:00.000Z',
  });
  await club.settle();
}, 60_000);

afterAll(async () => {
  await club?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function checked(commands: ReturnType<typeof leagueSiteCommands>, text: string) {
  const { importId } = commands.importResults({ fileName: 'marathon.pbn', bytes: Buffer.from(text) });
  while (!['done', 'failed'].includes(commands.importProgress(importId)!.step))
    await new Promise((r) => setTimeout(r, 2));
  return importId;
}

describe('a large import', () => {
  it('is parsed in steps: other work runs while the file is still being parsed', async () => {
    const commands = leagueSiteCommands(club, 'demo');
    // Over 20,000 lines: many of the parser's steps.
    const { importId } = commands.importResults({
      fileName: 'parse.pbn',
      bytes: Buffer.from(demoResultsFile({ boards: 1200, tables: TABLES, seed: 7 })),
    });
    // Queued behind the import's first turn: read at once, the whole file would be parsed before this runs.
    await nextTurn();
    await nextTurn();
    expect(commands.importProgress(importId)!.step).toBe('parsing');
    while (!['done', 'failed'].includes(commands.importProgress(importId)!.step))
      await new Promise((r) => setTimeout(r, 2));
    expect(commands.importProgress(importId)).toMatchObject({ step: 'done', problems: [], total: 1200 + 2 });
  });

  it('is recorded in slices with its progress; recording it again meanwhile joins the running recording', async () => {
    const commands = leagueSiteCommands(club, 'demo', { importSlice: 5 });
    const importId = await checked(commands, demoResultsFile({ boards: BOARDS, tables: TABLES }));
    const before = club.store.headPosition();

    const first = commands.recordImport({ importId, leagueId: null }, admin);
    const seen: ImportRecording[] = [];
    let turnsWhileAppending = 0;
    let finished = false;
    void first.finally(() => (finished = true));
    const second = commands.recordImport({ importId, leagueId: null }, admin);
    while (!finished) {
      await nextTurn();
      const r = commands.importProgress(importId)!.recording;
      if (r && r.step !== 'recorded') {
        seen.push(r);
        // Other work ran while some of the events are appended and some are not.
        if (r.step === 'recording' && r.done < r.total && club.store.headPosition() > before) turnsWhileAppending++;
      }
    }
    const [a, b] = await Promise.all([first, second]);
    expect(a).toMatchObject({ ok: true, status: 'recorded', tableBoards: BOARDS * TABLES });
    expect(b).toEqual(a);
    expect(turnsWhileAppending).toBeGreaterThan(1);
    // Checking first, then recording; never backwards.
    expect([...new Set(seen.map((r) => r.step))]).toEqual(['checking', 'recording']);
    expect(seen.every((r, i) => i === 0 || r.done >= seen[i - 1]!.done)).toBe(true);
    const end = commands.importProgress(importId)!.recording!;
    expect(end).toMatchObject({ step: 'recorded', message: expect.stringMatching(/^Recorded as session /) });
    expect(end.done).toBe(end.total);

    // Every table result once, and the session published.
    const events = club.store.readAll({ fromPosition: before + 1 });
    expect(events.filter((e) => e.type === 'TableBoardOpened')).toHaveLength(BOARDS * TABLES);
    expect(events.filter((e) => e.type === 'TableResultRecorded')).toHaveLength(BOARDS * TABLES);
    expect(events.filter((e) => e.type === 'OfficialScoreMadeAvailable')).toHaveLength(1);

    const again = await commands.recordImport({ importId, leagueId: null }, admin);
    expect(again).toMatchObject({ ok: true, status: 'already', events: 0 });
  });

  it('refused by the check: the refusal is in the progress and nothing is written', async () => {
    const commands = leagueSiteCommands(club, 'demo', { importSlice: 5 });
    const importId = await checked(commands, demoResultsFile({ boards: 30, tables: TABLES, seed: 3 }));
    const before = club.store.headPosition();
    const refused = await commands.recordImport({ importId, leagueId: 'nosuch' }, admin);
    expect(refused).toEqual({ ok: false, error: 'the league is not created yet', code: 'no-league', params: {} });
    expect(commands.importProgress(importId)!.recording).toMatchObject({
      step: 'refused',
      message: 'the league is not created yet',
    });
    expect(club.store.headPosition()).toBe(before);
  });
});
