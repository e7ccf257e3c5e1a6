// Issue 15, LIN on the site: the interchange tests' hand-made vugraph file (its header naming no
// teams, so a pairs session; a named two-room match is a teams match, league-import-lin-teams.test.ts)
// imported by the league administrator, checked, recorded as a session of two tables (open room 1, closed room 2) through
// the deciders on a real SQLite club, each board made call by call and card by card, so its replay
// shows the auction and play. Board 1: 3NT by North making 13 in both rooms (NS +520 twice: no swing);
// board 2: passed out in the open room only.
import { BRIDGE_RESULTS, type SessionResults as StoredResults } from '@club/read-models';
import { VUGRAPH, single } from '@club/testing';
import { formatCall, formatContract, type Call } from '@club/bridge';
import { findTag, parsePbn, readPbnGames, type PbnGameRecord } from '@club/interchange';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Club } from '../../src';
import { leagueSiteCommands } from '../../src/site/league-commands';
import { checkedImport } from '../support/import-checked';
import { createResultsReader } from '../../src/site/results-reader';
import { openImportClub } from '../support/import-club';

let club: Club;
let closeClub: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ club, close: closeClub } = await openImportClub('import-lin-', {
    members: [
      ['la', 'Lea Admin'],
      ['ned', 'Ned'],
    ],
    season: { seasonId: 's2026', name: 'Season 2026', year: 2026 },
    league: { leagueId: 'autumn', name: 'Autumn' },
  }));
}, 60_000);

afterAll(async () => {
  await closeClub?.();
});

/** Imports the match as `fileName` and waits for the check to end. */
async function checked(fileName: string) {
  const c = leagueSiteCommands(club, 'demo');
  return { c, ...(await checkedImport(c, fileName, Buffer.from(VUGRAPH.replace('Home,0,Away,0', '')))) };
}

describe('a vugraph LIN match imported into a session', () => {
  let sessionId: string;

  it('is checked by its content (no extension): the boards and results the replay gives, scored as cross-IMPs', async () => {
    const { c, importId, progress } = await checked('match');
    expect(progress.problems).toEqual([]);
    expect(progress.step).toBe('done');
    expect(progress.event).toMatchObject({ name: 'Club Teams', method: 'IMP-CROSS' });
    expect(progress.boards.map((b) => b.results.map((r) => [r.ns, r.ew, r.contract, r.scoreNS]))).toEqual([
      [
        ['1', '2', '3NT', 520],
        ['3', '4', '3NT', 520],
      ],
      [['1', '2', 'Pass', 0]],
    ]);
    // The same contract and result in both rooms: nobody gains an IMP.
    expect(progress.standings.map((s) => [s.pair, s.total])).toEqual(
      expect.arrayContaining([
        ['1', 0],
        ['2', 0],
        ['3', 0],
        ['4', 0],
      ]),
    );

    const outcome = await c.recordImport({ importId, leagueId: 'autumn' }, { memberId: 'la' });
    expect(outcome).toMatchObject({ ok: true, status: 'recorded', tableBoards: 3, players: { members: 1, guests: 7 } });
    sessionId = importId;
    await club.settle();
  });

  it('records each table call by call and card by card: the claim accepted by both defenders gives the result', () => {
    const types = (table: number, board: number) =>
      club.store.readStream(`tableboard-${sessionId}-A-${table}-${board}`).map((e) => e.type);
    const open = types(1, 1);
    expect(open.filter((t) => t === 'CallMade')).toHaveLength(10);
    expect(open.filter((t) => t === 'CardPlayed')).toHaveLength(8);
    expect(open).toContain('ClaimMade');
    expect(open).not.toContain('TableResultEntered');
    expect(types(2, 1).filter((t) => t === 'CardPlayed')).toHaveLength(52);
    expect(types(1, 2).filter((t) => t === 'CallMade')).toHaveLength(4);

    const stored = club.runner.derived(BRIDGE_RESULTS, sessionId)?.doc as StoredResults;
    const rows = stored.sections[0]!.travellers.find((t) => t.board === 1)!.rows;
    expect(rows.map((r) => [r.table, r.contract, r.declarer, r.tricks, r.nsScore, r.impNS])).toEqual([
      [1, '3NT', 'N', 13, 520, 0],
      [2, '3NT', 'N', 13, 520, 0],
    ]);
  });

  it("the board's traveller marks both tables played, and the replay gives the auction with the alert's call and the play", () => {
    const reader = createResultsReader(club, { clubId: 'demo' });
    expect(reader.board(sessionId, 1)!.traveller.map((r) => [r.table, r.played])).toEqual([
      [1, true],
      [2, true],
    ]);
    const replay = reader.boardPlay(sessionId, 'A', 1, 1)!;
    expect(replay.steps.slice(0, 3)).toEqual([
      { kind: 'call', seat: 'N', call: '1C', alert: { explanation: 'strong' } },
      { kind: 'call', seat: 'E', call: 'Pass' },
      { kind: 'call', seat: 'S', call: '1D' },
    ]);
    expect(replay.steps.filter((s) => s.kind === 'card').slice(0, 4)).toEqual([
      { kind: 'card', seat: 'E', card: 'S7', trick: 1 },
      { kind: 'card', seat: 'S', card: 'S3', trick: 1 },
      { kind: 'card', seat: 'W', card: 'S2', trick: 1 },
      { kind: 'card', seat: 'N', card: 'SA', trick: 1 },
    ]);
    expect(replay.result).toEqual({ contract: '3NT', declarer: 'N', tricks: 13, scoreNs: 520 });
  });

  it("its PBN export carries each table's Auction and Play from the log: read back, the same calls and cards; recorded, the same results", async () => {
    const reader = createResultsReader(club, { clubId: 'demo' });
    const out = leagueSiteCommands(club, 'demo').exportPbn(sessionId)!;
    const games = readPbnGames(parsePbn(out.text, out.fileName)).filter((g) => g.auction !== null);
    const tableOf = (g: PbnGameRecord) => {
      const game = parsePbn(out.text, out.fileName).games.find((x) => x.line === g.line)!;
      return Number(findTag(game, 'Table')!.value);
    };
    // Board 1 at both tables (its claim at table 1 ends the play with *), board 2 passed out at table 1.
    expect(
      games.map((g) => [g.board, tableOf(g), g.contract && formatContract(g.contract), g.declarer, g.tricks]),
    ).toEqual([
      [1, 1, '3NT', 'N', 13],
      [1, 2, '3NT', 'N', 13],
      [2, 1, 'Pass', null, null],
    ]);
    expect(games[0]!.play).toMatchObject({ first: 'E', incomplete: true });
    // North's alerted 1C (LIN `!` with `an|strong`) is written as a note and read back as its alert.
    expect(games[0]!.auction!.calls[0]).toMatchObject({ seat: 'N', alert: { explanation: 'strong' } });
    for (const g of games) {
      const logged = reader.boardPlay(sessionId, 'A', tableOf(g), g.board!)!.steps;
      const calls = g.auction!.calls.map((c) => ({
        kind: 'call',
        seat: c.seat,
        call: formatCall(c.call as Call),
        ...(c.alert ? { alert: c.alert } : {}),
      }));
      expect(calls).toEqual(logged.filter((s) => s.kind === 'call'));
      const cards = (g.play?.tricks ?? []).flatMap((trick, i) =>
        trick.cards.flatMap((c) => (c.card === null ? [] : [{ seat: c.seat, card: c.card, trick: i + 1 }])),
      );
      const byTrickAndSeat = (x: { trick: number; seat: string }, y: { trick: number; seat: string }) =>
        x.trick - y.trick || x.seat.localeCompare(y.seat);
      expect(cards.sort(byTrickAndSeat)).toEqual(
        logged
          .flatMap((s) => (s.kind === 'card' ? [{ seat: s.seat, card: s.card, trick: s.trick }] : []))
          .sort(byTrickAndSeat),
      );
    }
    // Recorded as a session of its own, the PBN gives the same travellers...
    const c = leagueSiteCommands(club, 'demo');
    const { importId, progress } = await checkedImport(c, out.fileName, Buffer.from(out.text));
    expect(progress.problems).toEqual([]);
    const outcome = await c.recordImport({ importId, leagueId: null }, { memberId: 'la' });
    expect(outcome).toMatchObject({ ok: true, status: 'recorded', tableBoards: 3 });
    await club.settle();
    const traveller = (session: string, board: number) =>
      reader.board(session, board)!.traveller.map((t) => [t.table, t.ns, t.ew, t.contract, t.scoreNs, t.impNs]);
    for (const board of [1, 2]) expect(traveller(importId, board)).toEqual(traveller(sessionId, board));
    // ... each table made call by call and card by card again: its replay is the original's.
    for (const [table, board] of [
      [1, 1],
      [2, 1],
      [1, 2],
    ] as const)
      expect(reader.boardPlay(importId, 'A', table, board)!.steps).toEqual(
        reader.boardPlay(sessionId, 'A', table, board)!.steps,
      );
    expect(importId).not.toBe(sessionId);
  });

  it("hands the page each LIN problem's code and parameters: a refusal, and what the replay kept", async () => {
    const c = leagueSiteCommands(club, 'demo');
    const twice = await checkedImport(c, 'twice.lin', Buffer.from(single('pc|S7|pc|S3|pc|S2|pc|SA|pc|SA|')));
    expect(twice.progress.problems).toEqual([
      {
        file: 'twice.lin',
        line: 3,
        field: 'board 1, token 23 pc|SA|',
        message: 'SA was already played (token 22)',
        code: 'lin-card-played-twice',
        params: { card: 'SA', earlier: 22 },
      },
    ]);
    const header = VUGRAPH.replace('Home,0,Away,0', '').replace('rs|3NN+4,3NN+4,', 'rs|3NN+4,3NN+3,');
    const kept = await checkedImport(c, 'header.lin', Buffer.from(header));
    expect(kept.progress.problems).toEqual([]);
    expect(kept.progress.irregularities).toEqual([
      {
        board: 1,
        line: 12,
        token: 'board 1, token 100 pc|C5|',
        code: 'lin-header-result-differs',
        params: { header: '3NN+3', replay: '3NN+4' },
        message: 'the header (rs) records 3NN+3, the replay gives 3NN+4',
      },
    ]);
  });

  it('importing and recording it again appends nothing', async () => {
    const { c, importId } = await checked('match.lin');
    expect(importId).toBe(sessionId);
    const before = club.store.readStream(`tableboard-${sessionId}-A-1-1`).length;
    expect(await c.recordImport({ importId, leagueId: 'autumn' }, { memberId: 'la' })).toMatchObject({
      status: 'already',
      events: 0,
    });
    expect(club.store.readStream(`tableboard-${sessionId}-A-1-1`)).toHaveLength(before);
  });
});
