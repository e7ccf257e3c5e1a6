// A Bridgemate BWS recorded as a session of the club, on a real SQLite club: hand-made BWS tables
// (libs/interchange's test files) go through the same recording path as a PBN or USEBIO file, and the
// standings are the matchpoints of their scores; a movement the club refuses records nothing.
import { sessionStreamId, type SessionScheduled } from '@club/club';
import { importBwsTables, type BwsTableTexts } from '@club/interchange';
import { BRIDGE_RESULTS, BRIDGE_SESSION_PROJECTION, type SessionResults as StoredResults } from '@club/read-models';
import { teamMatchesFromTables } from '@club/scoring';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Club } from '../../src';
import { leagueSiteCommands } from '../../src/site/league-commands';
import { importPlan } from '../../src/site/league-import-plan';
import { recordImport } from '../../src/site/league-import-record';
import { checkedImport } from '../support/import-checked';
import { openImportClub } from '../support/import-club';
import { createResultsReader } from '../../src/site/results-reader';
import {
  mitchellOfThreeTables,
  mitchellOfThreeTablesPlayed,
  mitchellTables,
  teamsOfTwoMatches,
  teamsOfTwoRounds,
} from '../../../interchange/test/bws-files';
import { ACCESS_HEADER, fakeMdbtools } from '../../../interchange/test/fake-mdbtools';

const AT = '2026-11-22T10:00:00.000Z';

let club: Club;
let closeClub: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ club, close: closeClub } = await openImportClub('import-bws-', {
    members: [['la', 'Lea Admin']],
    season: { seasonId: 's2026', name: 'Season 2026', year: 2026 },
    league: { leagueId: 'spring', name: 'Spring' },
  }));
}, 60_000);

afterAll(async () => {
  await closeClub?.();
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

  it('the auctions and plays the Bridgemates recorded are made call by call and card by card; the refused rows are noted', async () => {
    const file = importBwsTables(mitchellOfThreeTablesPlayed(), 'played.bws');
    const by = { memberId: 'la' };
    const outcome = await recordImport(club, 'demo', { importId: 'import.bws_played', file, by }, { now: () => AT });
    expect(outcome).toMatchObject({ status: 'recorded' });
    expect(outcome.notes).toEqual([
      'played.bws: board 1, table 2 of section A, round 2: BiddingData row 6: 1S by E: an irregular call, insufficient bid (Law 27): the auction and play are not recorded, the result is entered on its own',
      "played.bws: board 1, table 3 of section A, round 3: PlayData row 8: H3 by N: it is held by E, and N is to play: not recorded; the tricks from there are declarer's claim of the result entered",
    ]);
    const types = (table: number) =>
      club.store.readStream(`tableboard-${outcome.sessionId}-A-${table}-1`).map((e) => e.type);
    expect(types(1).filter((t) => t === 'CallMade')).toHaveLength(4);
    expect(types(1).filter((t) => t === 'CardPlayed')).toHaveLength(4);
    expect(types(1)).toContain('ClaimMade');
    expect(types(1)).not.toContain('TableResultEntered');
    expect(types(2)).toContain('TableResultEntered');
    expect(types(2)).not.toContain('CallMade');
    expect(types(3).filter((t) => t === 'CardPlayed')).toHaveLength(3);
    await club.settle();

    // The results are the ones entered on the Bridgemates: 1NT by North making 7, 8 and 9.
    const stored = club.runner.derived(BRIDGE_RESULTS, outcome.sessionId)?.doc as StoredResults;
    const rows = stored.sections[0]!.travellers.find((t) => t.board === 1)!.rows;
    expect(rows.map((r) => [r.table, r.contract, r.declarer, r.tricks, r.nsScore])).toEqual([
      [1, '1NT', 'N', 7, 90],
      [2, '1NT', 'N', 8, 120],
      [3, '1NT', 'N', 9, 150],
    ]);
    const replay = createResultsReader(club, { clubId: 'demo' }).boardPlay(outcome.sessionId, 'A', 1, 1)!;
    expect(replay.steps.slice(0, 2)).toEqual([
      { kind: 'call', seat: 'N', call: '1NT' },
      { kind: 'call', seat: 'E', call: 'Pass' },
    ]);
    expect(replay.steps.filter((s) => s.kind === 'card')).toEqual([
      { kind: 'card', seat: 'E', card: 'HA', trick: 1 },
      { kind: 'card', seat: 'S', card: 'D2', trick: 1 },
      { kind: 'card', seat: 'W', card: 'C2', trick: 1 },
      { kind: 'card', seat: 'N', card: 'S2', trick: 1 },
    ]);
    expect(replay.result).toEqual({ contract: '1NT', declarer: 'N', tricks: 7, scoreNs: 90 });
  });

  it("a result made card by card has its lead checked by the engine, not again by the plan's lead check", () => {
    const file = importBwsTables(mitchellOfThreeTablesPlayed(), 'played.bws');
    // Table 1's lead is made a card East does not hold: its result is made card by card, so no lead note is added.
    const boards = file.boards.map((b) =>
      b.board === 1 ? { ...b, results: b.results.map((r) => (r.table === 1 ? { ...r, lead: 'SA' as const } : r)) } : b,
    );
    const plan = importPlan({ ...file, boards }, { importId: 'import.bws_lead', members: [], at: AT });
    expect(plan.notes).toEqual(file.notes);
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
    const bytes = ACCESS_HEADER;
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

/** The check of an upload whose tables the mdbtools stand-ins print, through the real path. */
async function withMdbtoolsPrinting<T>(tables: BwsTableTexts, run: () => Promise<T>): Promise<T> {
  const tools = fakeMdbtools(mkdtempSync(join(tmpdir(), 'fake-mdbtools-')), tables);
  const path = process.env['PATH'];
  process.env['PATH'] = `${tools}:${path ?? ''}`;
  return run().finally(() => {
    process.env['PATH'] = path;
  });
}

describe('a Bridgemate teams session (ScoringType 4)', () => {
  let sessionId: string;

  it("is checked as its matches: each board's IMPs, the totals and VPs, the teams ranked by VPs", async () => {
    const c = leagueSiteCommands(club, 'demo');
    const { importId, progress } = await withMdbtoolsPrinting(teamsOfTwoMatches(), () =>
      checkedImport(c, 'teams.bws', ACCESS_HEADER),
    );
    expect(progress.problems).toEqual([]);
    expect(progress.step).toBe('done');
    expect(progress.event).toMatchObject({ method: 'TEAMS', methodName: 'Teams' });
    // Match 1: team 1 +6 (board 1), team 2 +10 (board 2); match 2: team 4 +10 on board 2.
    expect(progress.matches.map((m) => [m.home, m.impsHome, m.impsAway, m.away, m.boards])).toEqual([
      [
        '1',
        6,
        10,
        '2',
        [
          { board: 1, imps: 6 },
          { board: 2, imps: -10 },
        ],
      ],
      [
        '3',
        0,
        10,
        '4',
        [
          { board: 1, imps: 0 },
          { board: 2, imps: -10 },
        ],
      ],
    ]);
    expect(progress.unit).toBe('VP');
    expect(progress.standings.map((s) => [s.rank, s.pair, s.names])).toEqual([
      [1, '4', 'Max Jacks, Ned Jacks, Oda Jacks, Pat Jacks'],
      [2, '2', 'Eve Kings, Fay Kings, Gus Kings, Hal Kings'],
      [3, '1', 'Ann Aces, Bob Aces, Cid Aces, Dee Aces'],
      [4, '3', 'Ida Queens, Jon Queens, Kit Queens, Lou Queens'],
    ]);

    const outcome = await c.recordImport({ importId, leagueId: 'spring' }, { memberId: 'la' });
    expect(outcome).toMatchObject({
      ok: true,
      status: 'recorded',
      tableBoards: 8,
      players: { members: 0, guests: 16 },
    });
    sessionId = importId;
    await club.settle();
  });

  it('is recorded as a teams session, a section a match, each team entered whole in its match', () => {
    const doc = club.runner.document(BRIDGE_SESSION_PROJECTION, sessionId) as {
      form: string;
      scoring: string;
      sections: { section: string }[];
      entrants: { section: string; pair: string }[];
    };
    expect([doc.form, doc.scoring]).toEqual(['teams', 'TEAMS-IMP-VP']);
    expect(doc.sections.map((s) => s.section)).toEqual(['A1', 'A3']);
    expect(doc.entrants.map((e) => [e.section, e.pair])).toEqual([
      ['A1', '1'],
      ['A1', '2'],
      ['A3', '3'],
      ['A3', '4'],
    ]);
  });

  it('is scored by the club as club results scores the file: each match in IMPs and VPs', () => {
    const stored = club.runner.derived(BRIDGE_RESULTS, sessionId)?.doc as StoredResults;
    const byClubResults = teamMatchesFromTables(importBwsTables(teamsOfTwoMatches(), 'teams.bws'));
    expect(stored.sections.map((s) => s.method)).toEqual(['TEAMS-IMP-VP', 'TEAMS-IMP-VP']);
    expect(
      stored.sections.map((s) => [
        s.section,
        s.match!.home,
        s.match!.away,
        s.match!.impsHome,
        s.match!.impsAway,
        s.match!.vp,
      ]),
    ).toEqual(byClubResults.map((m, i) => [['A1', 'A3'][i], m.home, m.away, m.impsHome, m.impsAway, m.vp]));
    expect(stored.sections[0]!.match!.boardImps).toEqual([
      { board: 1, imps: 6, awayImps: -6 },
      { board: 2, imps: -10, awayImps: 10 },
    ]);
    const rows = stored.sections[1]!.travellers.find((t) => t.board === 2)!.rows;
    expect(rows.map((r) => [r.table, r.ns, r.ew, r.contract, r.nsScore])).toEqual([
      [1, '3/1', '4/1', '1NT', 120],
      [2, '4/2', '3/2', '3NT', 600],
    ]);
  });

  it('a Swiss of two rounds is refused naming a team with two matches, and records nothing', async () => {
    const before = club.store.readAll().length;
    const file = importBwsTables(teamsOfTwoRounds(), 'swiss.bws');
    await expect(
      recordImport(club, 'demo', { importId: 'import.bws_swiss', file, by: { memberId: 'la' } }, { now: () => AT }),
    ).rejects.toThrow(/^swiss\.bws: team 1 plays 1 v 2 in round 1 and 1 v 3 in round 2: /);
    expect(club.store.readAll().length).toBe(before);
  });

  it('club verify: the stored read models equal a replay of the log', async () => {
    await club.settle();
    expect(club.runner.verify().differences).toEqual([]);
  });
});
