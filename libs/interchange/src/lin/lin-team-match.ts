// A two-room team match from a vugraph LIN file: the header's first team (home) sits North-South in
// the open room and East-West in the closed room, the second team (away) the other way round. Each
// board's two results are compared room against room in IMPs and the match converted to victory
// points by the club's scale (the scoring's, not the file's), the IMPs the header says each team
// carries into the segment counted in its total. Each team's players are all those who sat for it in
// either room, substitutes included, in order of appearance; a team's id is its name as the header writes it.
import type { Seat } from '@club/bridge';
import type { Participant, SessionResults } from '../session/session-results';
import type { LinImport } from './import-lin';
import { linBoardResults, linPlayerAt, type LinImportedBoard } from './lin-board-results';

export interface LinTeams {
  readonly home: string;
  readonly away: string;
}

/** The two teams when the file is a two-room match: the header names them and both rooms were played. */
export function linTeamsOf(lin: LinImport): LinTeams | null {
  const teams = lin.header?.teams ?? null;
  if (teams === null) return null;
  const rooms = new Set(lin.boards.map((board) => board.room));
  return rooms.has('Open') && rooms.has('Closed') && !rooms.has(null) ? teams : null;
}

export function linTeamMatch(lin: LinImport, teams: LinTeams): SessionResults {
  const { home, away } = teams;
  const players = { [home]: [] as string[], [away]: [] as string[] };
  const seated = (team: string, board: LinImportedBoard, seats: readonly Seat[]) => {
    for (const seat of seats) {
      const name = linPlayerAt(board, seat);
      if (!players[team]!.includes(name)) players[team]!.push(name);
    }
  };
  for (const board of lin.boards) {
    const open = board.room === 'Open';
    seated(open ? home : away, board, ['N', 'S']);
    seated(open ? away : home, board, ['E', 'W']);
  }
  const boards = linBoardResults(lin, (board) =>
    board.room === 'Open' ? { ns: home, ew: away } : { ns: away, ew: home },
  );
  const team = (id: string): Participant => ({
    id,
    number: id,
    kind: 'team',
    direction: null,
    section: null,
    names: players[id]!,
    oracle: {},
  });
  const segment = lin.header?.segment;
  const carriedOver = lin.header?.carriedOver ?? { home: 0, away: 0 };
  return {
    source: { format: 'LIN', file: lin.file, generator: 'BBO' },
    event: {
      name: [lin.event, segment].filter(Boolean).join(', '),
      date: null,
      scoring: lin.header?.scoring ?? null,
      method: 'TEAMS',
      site: null,
    },
    boards,
    participants: [team(home), team(away)],
    matches: [
      {
        round: 1,
        table: null,
        home,
        away,
        impsHome: null,
        impsAway: null,
        ...(carriedOver.home || carriedOver.away ? { carriedOver } : {}),
        oracle: {},
        line: lin.boards[0]!.token.line,
      },
    ],
    tables: [],
  };
}
