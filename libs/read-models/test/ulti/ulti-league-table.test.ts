// League table tie-breaks on hand-built session documents (placings worked out by hand).
import { describe, expect, it } from 'vitest';
import { DEFAULT_ULTI_COMPETITION_RULES, defineUltiCompetitionRules } from '@club/club';
import { ultiLeagueTable, type UltiSessionDocument } from '../../src';

function session(
  sessionId: string,
  tables: Record<string, number>[],
  status: UltiSessionDocument['status'] = 'closed',
): UltiSessionDocument {
  return {
    sessionId,
    status,
    leagueId: 'L1',
    ruleSet: { name: 'MAUSZ 2017 (spec defaults)', version: '1' },
    competition: DEFAULT_ULTI_COMPETITION_RULES,
    dealsPerTable: null,
    checkedIn: [],
    round: 1,
    rounds: [],
    corrections: [],
    tables: tables.map((totals, i) => ({
      round: 1,
      table: i + 1,
      players: Object.keys(totals),
      seating: Object.keys(totals),
      firstDealer: Object.keys(totals)[0]!,
      deals: [],
      totals,
    })),
    rulings: [],
    version: 1,
  };
}

// Session 1: P +10 (1st, 3), Q +5 (2nd, 2), X −15 (3rd, 1).
// Session 2: Q +10 (1st, 3), Y 0 (2nd, 2), Z −10 (3rd, 1); W +15 (1st, 3), P +5 (2nd, 2), V −20 (3rd, 1).
// Totals: P 5 pts +15; Q 5 pts +15; W 3 pts +15; Y 2 pts 0; Z 1 pt −10; X 1 pt −15; V 1 pt −20.
const s1 = session('s1', [{ P: 10, Q: 5, X: -15 }]);
const s2 = session('s2', [
  { Q: 10, Y: 0, Z: -10 },
  { W: 15, P: 5, V: -20 },
]);

describe('the Ulti league table', () => {
  it('sums placement points and forints over the closed sessions', () => {
    const table = ultiLeagueTable('L1', [s1, s2]);
    expect(table.rows.find((r) => r.player === 'P')).toEqual({
      rank: 1,
      player: 'P',
      sessions: 2,
      placementPoints: 5,
      forints: 15,
      tableWins: 1,
    });
    expect(table.sessions).toEqual(['s1', 's2']);
  });

  it('equal placement points: the forint total decides (Z −10, X −15, V −20 all have 1 point)', () => {
    const rows = ultiLeagueTable('L1', [s1, s2]).rows;
    expect(rows.slice(4).map((r) => [r.rank, r.player])).toEqual([
      [5, 'Z'],
      [6, 'X'],
      [7, 'V'],
    ]);
  });

  it('equal points and forints: head-to-head decides (P finished ahead of Q when they met in session 1)', () => {
    const rows = ultiLeagueTable('L1', [s1, s2]).rows;
    expect(rows.slice(0, 4).map((r) => [r.rank, r.player])).toEqual([
      [1, 'P'],
      [2, 'Q'],
      [3, 'W'],
      [4, 'Y'],
    ]);
    // Had they never met (both 6 points, +15), nothing separates them: they share the rank.
    const apart = ultiLeagueTable('L1', [
      session('s1', [{ P: 10, R: 5, X: -15 }]),
      session('s2', [{ Q: 10, Y: 0, Z: -10 }]),
      session('s3', [
        { Q: 5, W: 4, V: -9 },
        { P: 5, K: 3, M: -8 },
      ]),
    ]);
    expect(apart.rows.filter((r) => r.player === 'P' || r.player === 'Q').map((r) => r.rank)).toEqual([1, 1]);
  });

  it('the chain is configurable: forints first, then placement points, no head-to-head', () => {
    const rules = defineUltiCompetitionRules({ tieBreaks: ['forints', 'placement-points'] });
    const rows = ultiLeagueTable('L1', [s1, s2], rules).rows;
    // P, Q and W all have +15; W's 3 points put him behind; P and Q share the first place.
    expect(rows.slice(0, 3).map((r) => [r.rank, r.player])).toEqual([
      [1, 'P'],
      [1, 'Q'],
      [3, 'W'],
    ]);
    expect(() => defineUltiCompetitionRules({ tieBreaks: ['forints', 'forints'] })).toThrow(
      /tieBreaks: a criterion is listed twice/,
    );
    expect(() => defineUltiCompetitionRules({ tieBreaks: ['coin-toss'] })).toThrow(/tieBreaks\.0/);
  });

  it('a session still open does not count, unless asked for', () => {
    const open = session('s3', [{ P: -30, Q: 40, X: -10 }], 'scheduled');
    expect(ultiLeagueTable('L1', [s1, s2, open]).sessions).toEqual(['s1', 's2']);
    const live = ultiLeagueTable('L1', [s1, s2, open], DEFAULT_ULTI_COMPETITION_RULES, { includeOpen: true });
    expect(live.rows[0]!.player).toBe('Q');
  });
});
