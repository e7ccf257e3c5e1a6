// A vugraph LIN match scored from its boards: room against room in IMPs, then victory points.
import { importResults } from '@club/interchange';
import { TEAM_MATCH, TEAM_MATCH_SEGMENT, VUGRAPH } from '@club/testing';
import { describe, expect, test } from 'vitest';
import { recordedTeamMatch } from '../../src';

describe('a two-room match recorded board by board', () => {
  test('board 1: Aces +520 in the open room, Kings +1020 in the closed: 500 to Kings = 11 IMPs; board 2 flat', () => {
    const match = recordedTeamMatch(importResults(TEAM_MATCH, 'final.lin'))!;
    expect(match).toMatchObject({ home: 'Aces', away: 'Kings', boards: 2, impsHome: 0, impsAway: 11 });
    expect(match.boardImps).toEqual([
      { board: 1, imps: -11 },
      { board: 2, imps: 0 },
    ]);
    // WBF scale, 2 boards: X = 15·√2 = 21.21; τ^(3·11/X) = 0.618^1.556 = 0.473;
    // Kings 10 + 10·(1 − 0.473)/(1 − 0.236) = 16.90, Aces 20 − 16.90 = 3.10.
    expect(match.vp).toEqual({ home: 3.1, away: 16.9 });
  });
  test("the IMPs carried over are added to each team's total before the conversion to VPs", () => {
    // Header: Aces carry 5, Kings 2; the boards give Kings 11. Aces 5 + 0 = 5, Kings 2 + 11 = 13: a margin
    // of 8 over 2 boards: τ^(3·8/21.21) = 0.618^1.131 = 0.580; Kings 10 + 10·(1 − 0.580)/(1 − 0.236) =
    // 15.50, Aces 4.50 (without the carry-over it would be 3.10 – 16.90).
    const match = recordedTeamMatch(importResults(TEAM_MATCH_SEGMENT, 'segment2.lin'))!;
    expect(match).toMatchObject({ impsHome: 5, impsAway: 13, carriedOver: { home: 5, away: 2 } });
    expect(match.vp).toEqual({ home: 4.5, away: 15.5 });
  });
  test('a board played in one room only is not compared', () => {
    // VUGRAPH: board 2 passed out in the open room only; board 1 the same 3NT+4 in both rooms.
    const match = recordedTeamMatch(importResults(VUGRAPH, 'match.lin'))!;
    expect(match.boardImps).toEqual([{ board: 1, imps: 0 }]);
    expect(match.vp).toEqual({ home: 10, away: 10 });
  });
  test('a pairs file is no team match', () => {
    expect(recordedTeamMatch(importResults(VUGRAPH.replace('Home,0,Away,0', ''), 'pairs.lin'))).toBeNull();
  });
});
