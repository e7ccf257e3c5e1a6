// A teams session a file records table by table (a Bridgemate teams session, ScoringType 4): in each
// round two teams meet at two tables, each sitting North-South at one of them, and every board of
// the match is played at both (Law 78B). The home team is the one North-South at the lower-numbered
// table; a board's IMPs compare its two scores. A meeting at one table only, or a board one room did
// not play, is refused by name: the match cannot be scored.
import type { SessionResults, TableResult } from '@club/interchange';
import { scoreTeamMatch, type TeamBoard, type TeamMatchResult } from '../teams/team-match';
import { SessionInputError } from './session-boards';

export interface TableTeamMatch extends TeamMatchResult {
  readonly round: number | null;
  /** The table where the home team sits North-South (the match's first room). */
  readonly table: number;
  /** The table where the away team sits North-South. */
  readonly awayTable: number;
}

interface Played {
  readonly board: number;
  readonly result: TableResult;
}

export function teamMatchesFromTables(session: SessionResults): TableTeamMatch[] {
  const meetings = new Map<string, { round: number | null; teams: [string, string]; seats: Played[] }>();
  for (const board of session.boards)
    for (const result of board.results) {
      if (result.ns === null || result.ew === null) continue;
      const teams = [result.ns, result.ew].sort() as [string, string];
      const key = `${result.round ?? ''}/${teams.join('/')}`;
      const meeting = meetings.get(key) ?? { round: result.round, teams, seats: [] };
      meeting.seats.push({ board: board.board, result });
      meetings.set(key, meeting);
    }
  const name = (m: { round: number | null; teams: [string, string] }) =>
    `${session.source.file}: ${m.round === null ? '' : `round ${m.round}, `}teams ${m.teams[0]} and ${m.teams[1]}`;
  return [...meetings.values()].map((meeting) => {
    const tables = [...new Set(meeting.seats.map((s) => s.result.table ?? 0))].sort((a, b) => a - b);
    if (tables.length !== 2)
      throw new SessionInputError(
        `${name(meeting)} meet at ${tables.length === 1 ? `table ${tables[0]} only` : `tables ${tables.join(', ')}`}: a match is played at two tables`,
      );
    const [homeTable, awayTable] = tables as [number, number];
    const home = meeting.seats.find((s) => s.result.table === homeTable)!.result.ns!;
    const away = home === meeting.teams[0] ? meeting.teams[1] : meeting.teams[0];
    if (meeting.seats.some((s) => s.result.table === awayTable && s.result.ns !== away))
      throw new SessionInputError(
        `${name(meeting)}: ${home} sits North-South at both tables ${homeTable} and ${awayTable}: in a match each team sits North-South in one room`,
      );
    const boards = [...new Set(meeting.seats.map((s) => s.board))].sort((a, b) => a - b);
    const teamBoards = boards.map((board): TeamBoard => {
      const scoreAt = (table: number) => {
        const seat = meeting.seats.find((s) => s.board === board && s.result.table === table);
        if (seat === undefined || seat.result.scoreNS === null)
          throw new SessionInputError(
            `${name(meeting)}: board ${board} has no score at table ${table}: both rooms must play every board of the match`,
          );
        return seat.result.scoreNS;
      };
      return { board, homeRoomNS: scoreAt(homeTable), awayRoomNS: scoreAt(awayTable) };
    });
    return { ...scoreTeamMatch(home, away, teamBoards), round: meeting.round, table: homeTable, awayTable };
  });
}
