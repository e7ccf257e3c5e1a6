// Individual scoring: each player's board score is his side's; totals, percentages and places.
import { describe, expect, test } from 'vitest';
import { individual, playedResult, scoreIndividualSession, type SessionBoard } from '../../src';

const m = individual({ tables: 2, boardsPerRound: 1 });
const playersOf = (partnership: string) => partnership.split('-') as [string, string];

/** Board r is played in round r at both tables: North-South score `t1` at table 1 and `t2` at table 2. */
function boards(t1: number, t2: number): SessionBoard[] {
  return Array.from({ length: m.rounds }, (_, i) => {
    const [a, b] = m.assignments.filter((x) => x.round === i + 1);
    return { board: i + 1, results: [playedResult(a!.ns, a!.ew, t1), playedResult(b!.ns, b!.ew, t2)] };
  });
}

/** Rounds in which the player sat on the winning side: North-South at table 1 or East-West at table 2. */
const wins = (player: string, rounds = m.rounds) =>
  m.assignments
    .filter((a) => a.round <= rounds)
    .filter(
      (a) =>
        (a.table === 1 && [a.seats!.N, a.seats!.S].includes(player)) ||
        (a.table === 2 && [a.seats!.E, a.seats!.W].includes(player)),
    ).length;

describe('scoreIndividualSession', () => {
  test('matchpoints: +420 beats +400 on every board (top 2); a player scores 2 per winning round; player 8 (always North at table 1) 14 of 14 = 100 %', () => {
    const s = scoreIndividualSession(boards(420, 400), playersOf, { method: 'MP' });
    expect(s.totals).toHaveLength(8);
    for (const t of s.totals) {
      expect([t.boardsPlayed, t.total, t.topUnits, t.percentage]).toEqual([
        7,
        2 * wins(t.player),
        14,
        (100 * 2 * wins(t.player)) / 14,
      ]);
    }
    expect(s.totals[0]).toEqual({ player: '8', boardsPlayed: 7, total: 14, percentage: 100, topUnits: 14, rank: '1' });
    // Places follow the percentages, ties shared.
    const pct = s.totals.map((t) => t.percentage!);
    expect(pct).toEqual([...pct].sort((a, b) => b - a));
    expect(
      s.totals
        .filter((t) => t.percentage === pct[1])
        .every((t) => t.rank === s.totals.find((x) => x.percentage === pct[1])!.rank),
    ).toBe(true);
  });

  test('MP-NA totals in 1/½/0 matchpoints; Butler IMPs: +620 v +170, datum 395, ±225 = ±6 IMPs per board', () => {
    expect(scoreIndividualSession(boards(420, 400), playersOf, { method: 'MP-NA' }).totals[0]).toMatchObject({
      player: '8',
      total: 7,
    });
    const imps = scoreIndividualSession(boards(620, 170), playersOf, { method: 'IMP-BUTLER' });
    for (const t of imps.totals)
      expect([t.total, t.percentage]).toEqual([6 * wins(t.player) - 6 * (7 - wins(t.player)), null]);
  });

  test("a board not played is worth the player's own average", () => {
    const short = boards(420, 400).map((b) => (b.board === 7 ? { ...b, results: b.results.slice(0, 1) } : b));
    const s = scoreIndividualSession(short, playersOf, { method: 'MP' });
    const eight = s.totals.find((t) => t.player === '8')!;
    // Board 7 alone at table 1: top 0 there; player 8 played 7 boards anyway.
    expect(eight.boardsPlayed).toBe(7);
    const absent = s.totals.filter((t) => t.boardsPlayed === 6);
    expect(absent).toHaveLength(4);
    for (const t of absent) {
      expect(t.total).toBeCloseTo(((2 * wins(t.player, 6)) / 6) * 7, 9);
      expect(t.percentage).toBeCloseTo((100 * 2 * wins(t.player, 6)) / 12, 9);
    }
  });
});
