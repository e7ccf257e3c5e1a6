// Issue 15, a two-room LIN match on the site: the league administrator imports a vugraph file whose
// header names both teams; it is checked as a teams match (each board room against room in IMPs, the
// match in VPs) and recorded on a real SQLite club as a teams session scored as TEAMS-IMP-VP: the
// home team North-South at table 1 (open room) and East-West at table 2 (closed room), every board
// made call by call and card by card. Board 1: 3NT+4 (+520) open v 6NT+1 (+1020) closed, 11 IMPs to
// Kings; board 2 passed out in both rooms. 11 IMPs over 2 boards on the WBF scale: 16.90 to 3.10.
import { BRIDGE_RESULTS, BRIDGE_SESSION_PROJECTION, type SessionResults as StoredResults } from '@club/read-models';
import { TEAM_MATCH } from '@club/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Club } from '../../src';
import { leagueSiteCommands } from '../../src/site/league-commands';
import { createResultsReader } from '../../src/site/results-reader';
import { leagueReviewUseCases } from '../../src/site/league-import-review';
import { leagueSiteReader } from '../../src/site/league-reader';
import { checkedImport } from '../support/import-checked';
import { openImportClub } from '../support/import-club';

let club: Club;
let closeClub: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ club, close: closeClub } = await openImportClub('import-lin-teams-', {
    members: [
      ['la', 'Lea Admin'],
      ['ned', 'Ned'],
      ['nick', 'Nick'],
    ],
    season: { seasonId: 's2026', name: 'Season 2026', year: 2026 },
    league: { leagueId: 'autumn', name: 'Autumn' },
  }));
}, 60_000);

afterAll(async () => {
  await closeClub?.();
});

describe('a two-room LIN match imported as a teams match', () => {
  let sessionId: string;

  it('is checked as a teams match: the IMPs of each board, the IMP totals and the VPs', async () => {
    const c = leagueSiteCommands(club, 'demo');
    const { importId, progress } = await checkedImport(c, 'final.lin', Buffer.from(TEAM_MATCH));
    expect(progress.problems).toEqual([]);
    expect(progress.step).toBe('done');
    expect(progress.event).toMatchObject({ name: 'Autumn Teams, Final', method: 'TEAMS', methodName: 'Teams' });
    expect(progress.boards.map((b) => b.results.map((r) => [r.ns, r.ew, r.contract, r.scoreNS]))).toEqual([
      [
        ['Aces', 'Kings', '3NT', 520],
        ['Kings', 'Aces', '6NT', 1020],
      ],
      [
        ['Aces', 'Kings', 'Pass', 0],
        ['Kings', 'Aces', 'Pass', 0],
      ],
    ]);
    expect(progress.matches).toEqual([
      {
        home: 'Aces',
        away: 'Kings',
        impsHome: 0,
        impsAway: 11,
        carriedOver: null,
        vpHome: 3.1,
        vpAway: 16.9,
        boards: [
          { board: 1, imps: -11 },
          { board: 2, imps: 0 },
        ],
      },
    ]);
    expect(progress.unit).toBe('VP');
    expect(progress.standings.map((s) => [s.rank, s.pair, s.names, s.total])).toEqual([
      [1, 'Kings', 'Edith, Wendy, Nick, Sue', 16.9],
      [2, 'Aces', 'Ned, Sam, Eve, Walt', 3.1],
    ]);

    const outcome = await c.recordImport({ importId, leagueId: 'autumn' }, { memberId: 'la' });
    expect(outcome).toMatchObject({ ok: true, status: 'recorded', tableBoards: 4, players: { members: 2, guests: 6 } });
    sessionId = importId;
    await club.settle();
  });

  it('is a teams session: the teams entered whole, each room a table with the teams crossed', () => {
    const doc = club.runner.document(BRIDGE_SESSION_PROJECTION, sessionId) as {
      form: string;
      scoring: string;
      entrants: { pair: string; players: string[]; guests?: { name: string }[] }[];
    };
    expect([doc.form, doc.scoring]).toEqual(['teams', 'TEAMS-IMP-VP']);
    expect(doc.entrants.map((e) => [e.pair, e.players, e.guests?.map((g) => g.name)])).toEqual([
      ['Aces', ['ned'], ['Sam', 'Eve', 'Walt']],
      ['Kings', ['nick'], ['Edith', 'Wendy', 'Sue']],
    ]);
    const types = (table: number, board: number) =>
      club.store.readStream(`tableboard-${sessionId}-A-${table}-${board}`).map((e) => e.type);
    expect(types(2, 1).filter((t) => t === 'CardPlayed')).toHaveLength(52);
    expect(types(2, 2).filter((t) => t === 'CallMade')).toHaveLength(4);
  });

  it('is scored by the club as a match: IMPs per board, the totals, the VPs, the teams ranked by VPs', () => {
    const stored = club.runner.derived(BRIDGE_RESULTS, sessionId)?.doc as StoredResults;
    const section = stored.sections[0]!;
    expect(section.method).toBe('TEAMS-IMP-VP');
    expect(section.match).toMatchObject({
      home: 'Aces',
      away: 'Kings',
      boards: 2,
      impsHome: 0,
      impsAway: 11,
      vp: { home: 3.1, away: 16.9 },
      boardImps: [
        { board: 1, imps: -11, awayImps: 11 },
        { board: 2, imps: 0, awayImps: 0 },
      ],
    });
    expect(section.totals.map((t) => [t.rank, t.pair, t.total, t.players, t.guests])).toEqual([
      ['1', 'Kings', 16.9, ['nick'], ['Edith', 'Wendy', 'Sue']],
      ['2', 'Aces', 3.1, ['ned'], ['Sam', 'Eve', 'Walt']],
    ]);
  });

  it("keeps each alert with its call in the log, and the closed room's replay shows them (the undone 7NT is not there)", () => {
    const made = club.store
      .readStream(`tableboard-${sessionId}-A-2-1`)
      .filter((e) => e.type === 'CallMade')
      .map((e) => (e.data as { alert: unknown }).alert);
    expect(made).toEqual([{ explanation: 'strong' }, null, { explanation: '0-7 HCP' }, null, null, null, null, null]);
    const replay = createResultsReader(club, { clubId: 'demo' }).boardPlay(sessionId, 'A', 2, 1)!;
    expect(replay.steps.filter((s) => s.kind === 'call')).toEqual([
      { kind: 'call', seat: 'N', call: '1C', alert: { explanation: 'strong' } },
      { kind: 'call', seat: 'E', call: 'Pass' },
      { kind: 'call', seat: 'S', call: '2D', alert: { explanation: '0-7 HCP' } },
      { kind: 'call', seat: 'W', call: 'Pass' },
      { kind: 'call', seat: 'N', call: '6NT' },
      { kind: 'call', seat: 'E', call: 'Pass' },
      { kind: 'call', seat: 'S', call: 'Pass' },
      { kind: 'call', seat: 'W', call: 'Pass' },
    ]);
  });

  it("after its players' review the league counts the match: each team's members ranked by its VPs", async () => {
    const review = leagueReviewUseCases(club, 'demo', () => '2026-11-26T10:00:00.000Z');
    const seats = review.importReview(sessionId)!.seats;
    expect(seats.map((s) => [s.pair, s.name])).toHaveLength(8);
    const outcome = await review.reviewImport(
      {
        sessionId,
        seats: seats.map((s) => ({
          section: s.section,
          pair: s.pair,
          seat: s.seat,
          decision: s.proposed ? { kind: 'member' as const, memberId: s.proposed } : { kind: 'guest' as const },
        })),
      },
      { memberId: 'la' },
    );
    expect(outcome).toMatchObject({ ok: true, review: 1 });
    await club.settle();
    const league = leagueSiteReader(club).league('autumn')!;
    expect(league.counted).toEqual([sessionId]);
    expect(league.rows.map((r) => r.player).sort()).toEqual(['ned', 'nick']);
  });
});
