// A two-room match as a results file records it board by board (a vugraph LIN): the file's one
// match, the home team North-South at table 1 (the open room) and East-West at table 2 (the closed
// room). Each board with a result in both rooms is compared room against room (Law 78B) and the
// match converted to victory points, the IMPs each team carries into it (the vugraph header's
// carry-over) counted in its total first; a board played in one room only has nothing to compare.
import type { SessionResults } from '@club/interchange';
import { scoreTeamMatch, type TeamBoard, type TeamMatchResult } from '../teams/team-match';

/** The match scored from its boards; null when the file is not one two-room match with board results. */
export function recordedTeamMatch(session: SessionResults): TeamMatchResult | null {
  if (session.event.method !== 'TEAMS' || session.matches.length !== 1) return null;
  const { home, away, carriedOver } = session.matches[0]!;
  const boards: TeamBoard[] = [];
  for (const board of session.boards) {
    const scoreAt = (table: number, ns: string, ew: string) =>
      board.results.find((r) => r.table === table && r.ns === ns && r.ew === ew && r.adjusted === null)?.scoreNS;
    const homeRoomNS = scoreAt(1, home, away);
    const awayRoomNS = scoreAt(2, away, home);
    if (typeof homeRoomNS === 'number' && typeof awayRoomNS === 'number')
      boards.push({ board: board.board, homeRoomNS, awayRoomNS });
  }
  return boards.length === 0 ? null : scoreTeamMatch(home, away, boards, carriedOver);
}
