// The 3-table Mitchell session of mitchell-session.ts, scored by the results job. Every number is
// worked out by hand below (matchpoints in units: 2 per score beaten, 1 per tie, top 4).
import { describe, expect, it } from 'vitest';
import { createReplay } from '../../src/framework/replay';
import {
  boardStatus,
  BRIDGE_JOB_KINDS,
  BRIDGE_LEAGUE_TABLE,
  BRIDGE_PLAYER_SCORE,
  BRIDGE_PROJECTIONS,
  BRIDGE_RESULTS,
  BRIDGE_SCORECARD,
  BRIDGE_TRAVELLER,
  type BridgeLeagueTable,
  playerHistory,
  type PlayerSessionScore,
  type Scorecard,
  sessionViewFrom,
  type SessionResults,
  type Traveller,
} from '../../src';
import { mitchellLog } from './mitchell-session';

function derived() {
  const { log } = mitchellLog();
  const replay = createReplay([...BRIDGE_PROJECTIONS], [...BRIDGE_JOB_KINDS]);
  for (const e of log.events) replay.apply(e);
  const writes = replay.derive().flatMap((d) => d.writes);
  const find = <T>(kind: string, key: string) => writes.find((w) => w.kind === kind && w.key === key)?.doc as T;
  return { replay, writes, find, log };
}

const { replay, find, log } = derived();
const results = find<SessionResults>(BRIDGE_RESULTS, 'mon1');
const section = results.sections[0]!;
const total = (pair: string) => section.totals.find((t) => t.pair === pair)!;

describe('travellers', () => {
  it('board 1: the played 7S= (+1510) tops 6S+1 (+1010) and 4S+3 (+510)', () => {
    const t = find<Traveller>(BRIDGE_TRAVELLER, 'mon1.A.1');
    expect(
      t.rows.map((r) => [r.table, r.ns, r.ew, r.contract, r.declarer, r.tricks, r.nsScore, r.mpNS, r.mpEW]),
    ).toEqual([
      [1, '1NS', '1EW', '7S', 'N', 13, 1510, 4, 0],
      [2, '2NS', '3EW', '4S', 'N', 13, 510, 0, 4],
      [3, '3NS', '2EW', '6S', 'N', 13, 1010, 2, 2],
    ]);
  });
  it("board 1: the opening lead of the board played card by card (East's ♥A) and the one entered with a result (♥K); none when not entered", () => {
    const t = find<Traveller>(BRIDGE_TRAVELLER, 'mon1.A.1');
    expect(t.rows.map((r) => [r.table, r.lead])).toEqual([
      [1, 'HA'],
      [2, null],
      [3, 'HK'],
    ]);
  });
  it('board 4: A60/40 is 2.4 of the top 4 for 1NS (then its 65 % session score, 12C2(c)), 1.6 for 3EW; the two played results Neuberg-factored from 2 to 3: (2+1)·3/2−1 = 3.5 and (0+1)·3/2−1 = 0.5', () => {
    const t = find<Traveller>(BRIDGE_TRAVELLER, 'mon1.A.4');
    expect(t.rows.map((r) => [r.table, r.adjusted, r.contract, r.rulings, r.mpNS, r.mpEW])).toEqual([
      [1, 'A60/40', null, ['r1'], 2.6, 1.6],
      [2, null, '3NT', [], 3.5, 0.5],
      [3, null, '3NT', [], 0.5, 3.5],
    ]);
  });
  it('board 5: the corrected 4S= (+620) ties the other 4S= and both lose to 4S+1 (+650)', () => {
    const t = find<Traveller>(BRIDGE_TRAVELLER, 'mon1.A.5');
    expect(t.rows.map((r) => [r.table, r.nsScore, r.mpNS, r.mpEW])).toEqual([
      [1, 650, 4, 0],
      [2, 620, 1, 3],
      [3, 620, 1, 3],
    ]);
  });
});

describe('pair totals and places', () => {
  // 1NS: 4 + 3 + 0 + 2.6 + 4 + 2 = 15.6 of 24 = 65 %   (board 4: 65 % of its other boards, above 60 %)
  // 2NS: 0 + 3 + 2 + 3.5 + 1 + 4 = 13.5 = 56.25 %
  // 3NS: 2 + 0 + 4 + 0.5 + 1 + 0 = 7.5, less 25 % of a top (1 unit) = 6.5 = 27.0833 %
  // 1EW: 0 + 1 + 0 + 3.5 + 3 + 0 = 7.5 = 31.25 %;  2EW: 2 + 4 + 2 + 0.5 + 0 + 2 = 10.5 = 43.75 %
  // 3EW: 4 + 1 + 4 + 1.6 + 3 + 4 = 17.6 = 73.33 % (A- stays 40 %: its other boards are above 40 %)
  it('matches the hand count', () => {
    const rows = section.totals.map((t) => [
      t.pair,
      t.field,
      t.rank,
      Number(t.total.toFixed(4)),
      Number(t.percentage!.toFixed(4)),
    ]);
    expect(rows).toEqual([
      ['1NS', 'NS', '1', 15.6, 65],
      ['2NS', 'NS', '2', 13.5, 56.25],
      ['3NS', 'NS', '3', 6.5, 27.0833],
      ['3EW', 'EW', '1', 17.6, 73.3333],
      ['2EW', 'EW', '2', 10.5, 43.75],
      ['1EW', 'EW', '3', 7.5, 31.25],
    ]);
    expect(total('3NS').penalties).toBe(1);
    expect(total('1NS').players).toEqual(['n1', 's1']);
  });
});

describe('scorecards, player history and the league', () => {
  it("3EW's scorecard, from its own side, in round order", () => {
    const card = find<Scorecard>(BRIDGE_SCORECARD, 'mon1.A.3EW');
    expect(card.rows.map((r) => [r.round, r.board, r.opponents, r.score, r.matchpoints])).toEqual([
      [1, 5, '3NS', -620, 3],
      [1, 6, '3NS', 90, 4],
      [2, 3, '1NS', 50, 4],
      [2, 4, '1NS', null, 1.6],
      [3, 1, '2NS', -510, 4],
      [3, 2, '2NS', -600, 1],
    ]);
  });
  it("a player's history carries the session percentage", () => {
    const h = playerHistory('e3', [find<PlayerSessionScore>(BRIDGE_PLAYER_SCORE, 'mon1.e3')]);
    expect(
      h.sessions.map((s) => [s.sessionId, s.pair, s.partners, Number(s.percentage!.toFixed(4)), s.rank, s.fieldSize]),
    ).toEqual([['mon1', '3EW', ['w3'], 73.3333, '1', 3]]);
    expect(Number(h.averagePercentage!.toFixed(4))).toBe(73.3333);
  });
  it('the league ranks by points per place (10, 6, 4): both winning pairs 10, both seconds 6, thirds 4', () => {
    const table = find<BridgeLeagueTable>(BRIDGE_LEAGUE_TABLE, 'pairs26');
    const byMember = Object.fromEntries(table.standings.map((s) => [s.memberId, [s.score, s.rank]]));
    expect(byMember).toEqual({
      n1: [10, '1='],
      s1: [10, '1='],
      e3: [10, '1='],
      w3: [10, '1='],
      n2: [6, '5='],
      s2: [6, '5='],
      e2: [6, '5='],
      w2: [6, '5='],
      n3: [4, '9='],
      s3: [4, '9='],
      e1: [4, '9='],
      w1: [4, '9='],
    });
  });
});

describe('board status (spec §10.9)', () => {
  const doc = sessionViewFrom(replay, 'mon1')!;
  it('official once published; provisional while a ruling on the board is appealable or appealed; final after both deadlines', () => {
    expect(boardStatus(doc, 'A', 1, { now: '2026-11-21T21:10:00.000Z' })).toBe('official');
    expect(boardStatus(doc, 'A', 4, { now: '2026-11-21T21:10:00.000Z' })).toBe('provisional');
    expect(boardStatus(doc, 'A', 4, { now: '2026-11-21T21:30:01.000Z' })).toBe('final');
    expect(
      boardStatus(doc, 'A', 4, { now: '2026-11-21T23:00:00.000Z', openAppeals: new Set(['tableboard-mon1-A-1-4']) }),
    ).toBe('provisional');
  });
  it('provisional before publication', () => {
    const early = createReplay([...BRIDGE_PROJECTIONS]);
    for (const e of log.events.filter((x) => x.type !== 'OfficialScoreMadeAvailable')) early.apply(e);
    expect(boardStatus(sessionViewFrom(early, 'mon1')!, 'A', 1, { now: '2026-11-21T23:00:00.000Z' })).toBe(
      'provisional',
    );
  });
});
