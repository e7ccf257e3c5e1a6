import { describe, expect, test } from 'vitest';
import { scoreTeamMatch, teamStandings, wbfVictoryPoints, winnerVictoryPoints } from '../../src';

describe('WBF 2013 continuous VP scale', () => {
  test('a drawn match is 10–10', () => expect(wbfVictoryPoints(23, 23, 16)).toEqual({ home: 10, away: 10 }));
  test('a margin of X/3 (X = 15√N) gives exactly 15: τ¹ over 1 − τ³ is one half', () => {
    // 16 boards: X = 60, margin 20 → 10 + 10·(1 − τ)/(1 − τ³) = 15.
    expect(winnerVictoryPoints(20, 16)).toBeCloseTo(15, 12);
    expect(wbfVictoryPoints(30, 10, 16)).toEqual({ home: 15, away: 5 });
  });
  test('a margin of X or more is 20–0', () => {
    expect(wbfVictoryPoints(0, 60, 16)).toEqual({ home: 0, away: 20 });
    expect(wbfVictoryPoints(0, 59, 16).away).toBeLessThan(20);
  });
  test('the loser gets 20 minus the rounded winner VPs', () => {
    const vp = wbfVictoryPoints(9, 2, 10);
    expect(vp.home + vp.away).toBeCloseTo(20, 10);
    expect(Math.round(vp.home * 100)).toBe(vp.home * 100);
  });
  test('a match with no boards is refused', () =>
    expect(() => wbfVictoryPoints(1, 0, 0)).toThrow(/boards per match 0/));
});

describe('team match and standings', () => {
  test('board IMPs net the two rooms, then the totals convert to VPs', () => {
    // Board 1: home NS +620 in room 1, away NS +170 in room 2 → home +450 → 10 IMPs.
    // Board 2: home NS −100, away NS +140 → home −240 → −6 IMPs.
    const m = scoreTeamMatch('A', 'B', [
      { board: 1, homeRoomNS: 620, awayRoomNS: 170 },
      { board: 2, homeRoomNS: -100, awayRoomNS: 140 },
    ]);
    expect(m.boardImps).toEqual([
      { board: 1, imps: 10 },
      { board: 2, imps: -6 },
    ]);
    expect([m.impsHome, m.impsAway]).toEqual([10, 6]);
    expect(m.vp.home).toBeGreaterThan(10);
  });
  test('standings add VPs and share tied places', () => {
    const s = teamStandings([
      { home: 'A', away: 'B', impsHome: 30, impsAway: 10, vp: { home: 15, away: 5 } },
      { home: 'C', away: 'D', impsHome: 10, impsAway: 30, vp: { home: 5, away: 15 } },
    ]);
    expect(s.map((t) => [t.team, t.vp, t.rank])).toEqual([
      ['A', 15, '1='],
      ['D', 15, '1='],
      ['B', 5, '3='],
      ['C', 5, '3='],
    ]);
  });
});
