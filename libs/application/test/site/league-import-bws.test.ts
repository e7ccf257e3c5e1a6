// A Bridgemate BWS recorded as a session of the club, on a real SQLite club: hand-made BWS tables
// (libs/interchange's test files) go through the same recording path as a PBN or USEBIO file, and the
// standings are the matchpoints of their scores; a movement the club refuses records nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sessionStreamId, type SessionScheduled } from '@club/club';
import { importBwsTables } from '@club/interchange';
import { BRIDGE_RESULTS, type SessionResults as StoredResults } from '@club/read-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openClub, type Club } from '../../src';
import { leagueSiteCommands } from '../../src/site/league-commands';
import { recordImport } from '../../src/site/league-import-record';
import { seedImportClub } from '../support/import-club';
import { mitchellOfThreeTables, mitchellTables } from '../../../interchange/test/bws-files';

const AT = '2026-11-22T10:00:00.000Z';

let dir: string;
let club: Club;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'import-bws-'));
  club = await openClub({ file: join(dir, 'club.sqlite'), queue: 'in-process', log: () => {} });
  seedImportClub(club, {
    members: [['la', 'Lea Admin']],
    season: { seasonId: 's2026', name: 'Season 2026', year: 2026 },
    league: { leagueId: 'spring', name: 'Spring' },
  });
  await club.settle();
}, 60_000);

afterAll(async () => {
  await club?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a Bridgemate BWS Mitchell', () => {
  it('is recorded through the import path with its origin; each direction ranked on its matchpoints', async () => {
    const file = importBwsTables(mitchellOfThreeTables(), 'club.bws');
    const by = { memberId: 'la' };
    const outcome = await recordImport(club, 'demo', { importId: 'import.bws_mitchell', file, by }, { now: () => AT });
    expect(outcome).toMatchObject({ status: 'recorded' });
    const [scheduled] = club.store.readStream(sessionStreamId(outcome.sessionId));
    expect((scheduled!.data as SessionScheduled).importedFrom).toEqual({
      importId: 'import.bws_mitchell',
      fileName: 'club.bws',
      format: 'BWS',
      program: 'Bridgemate',
      eventName: 'club',
      eventDate: null,
    });
    await club.settle();
    const stored = club.runner.derived(BRIDGE_RESULTS, outcome.sessionId)?.doc as StoredResults;
    // Every board: table 3's NS score beats table 2's beats table 1's, so NS3 gets 4 MPs a board, NS2 2,
    // NS1 0, over 6 boards at a fixed table; each EW pair sits once at each table: 2 x (4 + 2 + 0) = 12.
    const totals = Object.fromEntries(stored.sections.flatMap((s) => s.totals).map((t) => [t.pair, t.total]));
    expect(totals).toEqual({ '1NS': 0, '2NS': 12, '3NS': 24, '1EW': 12, '2EW': 12, '3EW': 12 });
  });

  it('a BWS whose movement the club refuses (two pairs meeting twice) records nothing', async () => {
    const before = club.store.readAll().length;
    const file = importBwsTables(mitchellTables(), 'two-tables.bws');
    const by = { memberId: 'la' };
    await expect(
      recordImport(club, 'demo', { importId: 'import.bws_two', file, by }, { now: () => AT }),
    ).rejects.toThrow(/pairs 1EW and 1NS meet 2 times/);
    expect(club.store.readAll().length).toBe(before);
  });

  it('the import check sends an upload with an Access header to mdbtools, whose refusal it shows naming the file', async () => {
    const commands = leagueSiteCommands(club, 'demo');
    const bytes = Buffer.from([0, 1, 0, 0, ...Buffer.from('Standard Jet DB\0'), ...new Array<number>(2048).fill(0)]);
    const { importId } = commands.importResults({ fileName: 'broken.bws', bytes });
    let progress = commands.importProgress(importId)!;
    while (progress.step !== 'done' && progress.step !== 'failed') {
      await new Promise((r) => setImmediate(r));
      progress = commands.importProgress(importId)!;
    }
    expect(progress.step).toBe('failed');
    expect(progress.problems).toHaveLength(1);
    expect(progress.problems[0]).toMatchObject({ file: 'broken.bws', line: null, field: null });
    expect(progress.problems[0]!.message).toMatch(/^mdb-tables could not read the file as an Access database: /);
  });

  it('club verify: the stored read models equal a replay of the log', async () => {
    await club.settle();
    const report = club.runner.verify();
    expect(report.differences).toEqual([]);
  });
});
