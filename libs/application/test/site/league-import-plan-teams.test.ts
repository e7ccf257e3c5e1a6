// The import plan of a Bridgemate teams session (ScoringType 4), given/when/then: its two-room
// matches (found as `club results` finds them) become a teams session scored TEAMS-IMP-VP, one section
// a match, the home team's table the open room (table 1) and the away team's the closed room (table
// 2); a team with two matches, or a match one room did not finish, is refused by name.
import { sessionDecider, type ScheduleSession } from '@club/club';
import { importBwsTables, type SessionResults } from '@club/interchange';
import { describe, expect, it } from 'vitest';
import { importPlan, ImportPlanError } from '../../src/site/league-import-plan';
import { teamMatchesOfFile } from '../../src/site/league-import-team-matches';
import { teamsMatch, teamsOfTwoMatches, teamsOfTwoRounds } from '../../../interchange/test/bws-files';

const AT = '2026-11-22T10:00:00.000Z';
const plan = (file: SessionResults, members: { memberId: string; name: string }[] = []) =>
  importPlan(file, { importId: 'import.teams', members, at: AT });
const tablesOf = (schedule: ScheduleSession) =>
  schedule.sections.map((s) => ({
    section: s.section,
    tables: s.movement.kind === 'recorded' ? s.movement.tables.map((t) => [t.table, t.ns, t.ew, t.boards]) : [],
  }));
/** Each table-board stream the plan writes to, in order. */
const tableBoards = (p: ReturnType<typeof plan>) => [
  ...new Set(p.steps.map((s) => s.stream).filter((s) => s.startsWith('tableboard-'))),
];

describe('import plan of a Bridgemate teams session', () => {
  it('given one match at tables 1 and 2, when planned, then it is a teams session of that match, the rooms as they sat', () => {
    // given
    const file = importBwsTables(teamsMatch(), 'teams.bws');
    // when
    const p = plan(file);
    // then
    expect([p.schedule.form, p.schedule.scoring]).toEqual(['teams', 'TEAMS-IMP-VP']);
    expect(tablesOf(p.schedule)).toEqual([
      {
        section: 'A',
        tables: [
          [1, '1/1', '2/1', [1, 2]],
          [2, '2/2', '1/2', [1, 2]],
        ],
      },
    ]);
    expect(tableBoards(p)).toEqual([
      'tableboard-import.teams-A-1-1',
      'tableboard-import.teams-A-2-1',
      'tableboard-import.teams-A-1-2',
      'tableboard-import.teams-A-2-2',
    ]);
    expect(p.notes).toEqual([]);
    // The file names no players: the teams are left unentered, their results stand.
    expect(p.schedule.entrants).toEqual([]);
    expect(() => sessionDecider.decide(p.schedule, sessionDecider.initialState)).not.toThrow();
  });

  it('given two matches in one round, when planned, then each is a section of its own, its tables renumbered 1 and 2 and said so', () => {
    // given
    const file = importBwsTables(teamsOfTwoMatches(), 'two.bws');
    // when
    const p = plan(file, [{ memberId: 'ann', name: 'Ann Aces' }]);
    // then
    expect(tablesOf(p.schedule)).toEqual([
      {
        section: 'A1',
        tables: [
          [1, '1/1', '2/1', [1, 2]],
          [2, '2/2', '1/2', [1, 2]],
        ],
      },
      {
        section: 'A3',
        tables: [
          [1, '3/1', '4/1', [1, 2]],
          [2, '4/2', '3/2', [1, 2]],
        ],
      },
    ]);
    expect(p.schedule.boards.map((b) => b.board)).toEqual([1, 2]);
    expect(tableBoards(p)).toHaveLength(8);
    expect(tableBoards(p)).toContain('tableboard-import.teams-A3-2-2');
    expect(p.notes).toEqual([
      'two.bws: 1 v 2 (round 1), at tables 1 and 2 of section A: recorded as section A1, tables 1 and 2',
      'two.bws: 3 v 4 (round 1), at tables 3 and 4 of section A: recorded as section A3, tables 1 and 2',
    ]);
    // Each team entered whole in its match's section: the member by his name, the others as guests.
    expect(p.schedule.entrants.map((e) => [e.section, e.pair, e.players, e.guests?.map((g) => g.name)])).toEqual([
      ['A1', '1', ['ann'], ['Bob Aces', 'Cid Aces', 'Dee Aces']],
      ['A1', '2', [], ['Eve Kings', 'Fay Kings', 'Gus Kings', 'Hal Kings']],
      ['A3', '3', [], ['Ida Queens', 'Jon Queens', 'Kit Queens', 'Lou Queens']],
      ['A3', '4', [], ['Max Jacks', 'Ned Jacks', 'Oda Jacks', 'Pat Jacks']],
    ]);
    expect(p.players).toEqual({ members: 1, guests: 15 });
    expect(() => sessionDecider.decide(p.schedule, sessionDecider.initialState)).not.toThrow();
  });

  it("given two matches, when their results are placed, then each result is at its match's section and room with its contract", () => {
    // given
    const file = importBwsTables(teamsOfTwoMatches(), 'two.bws');
    // when
    const placed = teamMatchesOfFile(file)!.file;
    // then: board 2 at table 4 (team 4 North-South) is match A3's closed room.
    const board2 = placed.boards.find((b) => b.board === 2)!.results;
    expect(board2.map((r) => [r.section, r.table, r.ns, r.ew, r.scoreNS])).toEqual([
      ['A1', 1, '1', '2', -400],
      ['A1', 2, '2', '1', 50],
      ['A3', 1, '3', '4', 120],
      ['A3', 2, '4', '3', 600],
    ]);
  });

  it('given a Swiss of two rounds, when planned, then it is refused naming a team with two matches', () => {
    // given
    const file = importBwsTables(teamsOfTwoRounds(), 'swiss.bws');
    // when / then
    expect(() => plan(file)).toThrow(ImportPlanError);
    expect(() => plan(file)).toThrow(
      "swiss.bws: team 1 plays 1 v 2 in round 1 and 1 v 3 in round 2: a teams session records each team's one match, so a file of several rounds (a Swiss, a round robin) cannot be recorded as one session",
    );
  });

  it('given a match one room did not finish, when planned, then it is refused naming the board and table', () => {
    // given: board 2 has no result at table 2
    const file = importBwsTables(teamsMatch(), 'short.bws');
    const short = {
      ...file,
      boards: file.boards.map((b) => (b.board === 2 ? { ...b, results: b.results.filter((r) => r.table !== 2) } : b)),
    };
    // when / then
    expect(() => plan(short)).toThrow(
      expect.objectContaining({
        code: 'teams-file',
        message:
          'short.bws: round 1, teams 1 and 2: board 2 has no score at table 2: both rooms must play every board of the match',
      }),
    );
  });
});
