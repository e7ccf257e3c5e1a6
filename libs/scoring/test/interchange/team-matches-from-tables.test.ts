// A teams session recorded table by table (a Bridgemate teams session): each meeting of two teams at
// two tables is a match, the home team North-South at the lower table, each board's IMPs from its two
// scores (arithmetic in the fixture's comment: board 1 +6 to team 1, board 2 +10 to team 2).
import { importBwsTables } from '@club/interchange';
import { describe, expect, test } from 'vitest';
import { SessionInputError, teamMatchesFromTables, wbfVictoryPoints } from '../../src';
import { teamsMatch } from '../../../interchange/test/bws-files';

describe('team matches from the tables of a teams session', () => {
  test('the two rooms of a meeting are one match, scored board by board', () => {
    const [match, ...others] = teamMatchesFromTables(importBwsTables(teamsMatch(), 'teams.bws'));
    expect(others).toEqual([]);
    expect(match).toEqual({
      home: '1',
      away: '2',
      round: 1,
      table: 1,
      awayTable: 2,
      boards: 2,
      impsHome: 6,
      impsAway: 10,
      boardImps: [
        { board: 1, imps: 6 },
        { board: 2, imps: -10 },
      ],
      vp: wbfVictoryPoints(6, 10, 2),
    });
  });

  test('a meeting at one table only is no match, and is named', () => {
    const session = importBwsTables(teamsMatch(), 'teams.bws');
    const oneRoom = { ...session, boards: session.boards.map((b) => ({ ...b, results: b.results.slice(0, 1) })) };
    expect(() => teamMatchesFromTables(oneRoom)).toThrow(
      new SessionInputError('teams.bws: round 1, teams 1 and 2 meet at table 1 only: a match is played at two tables'),
    );
  });

  test('a board one room did not play is named', () => {
    const session = importBwsTables(teamsMatch(), 'teams.bws');
    const missing = {
      ...session,
      boards: [session.boards[0]!, { ...session.boards[1]!, results: session.boards[1]!.results.slice(0, 1) }],
    };
    expect(() => teamMatchesFromTables(missing)).toThrow(
      'teams.bws: round 1, teams 1 and 2: board 2 has no score at table 2: both rooms must play every board of the match',
    );
  });
});
