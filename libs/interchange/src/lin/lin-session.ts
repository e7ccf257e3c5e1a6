// A replayed LIN file as a session's results: each room a table (open room table 1, closed room
// table 2, a file naming no room table 1), one round, a pair for each two players who sat North-South
// or East-West together (numbered as they first appear), each board's result the replay's with its
// auction and play kept as the engine's commands. Scored as cross-IMPs: with two rooms each pair's
// cross-IMPs on a board are its room's swing, the match's IMPs from that pair's side; the club's
// sessions are pairs sessions, so a teams match is recorded as this session of two tables.
// A board whose record stops before a result is left out (the replay's irregularity says why).
import { formatPbnDeal, type Seat } from '@club/bridge';
import type { BoardResults, Participant, SessionResults, TableResult } from '../session/session-results';
import type { LinImport } from './import-lin';

const SEAT_NAMES: Readonly<Record<Seat, string>> = { N: 'North', E: 'East', S: 'South', W: 'West' };

export function linSessionResults(lin: LinImport): SessionResults {
  const participants: Participant[] = [];
  const pairIds = new Map<string, string>();
  const pairOf = (names: readonly string[]): string => {
    const key = names.join('\n');
    const known = pairIds.get(key);
    if (known !== undefined) return known;
    const id = String(participants.length + 1);
    pairIds.set(key, id);
    participants.push({ id, number: id, kind: 'pair', direction: null, section: null, names, oracle: {} });
    return id;
  };
  // A seat the file names no one at is known by its room and seat, so the rooms' pairs stay apart.
  const nameAt = (board: LinImport['boards'][number], seat: Seat) =>
    board.players[seat] || `${board.room ?? 'Table'} ${SEAT_NAMES[seat]}`;

  const boards = new Map<number, BoardResults & { results: TableResult[] }>();
  for (const board of lin.boards) {
    const { replay } = board;
    const finished = replay.contract === 'Pass' || (replay.contract !== null && replay.tricks !== null);
    const entry = boards.get(board.board) ?? {
      board: board.board,
      dealer: board.dealer,
      vulnerability: board.vulnerability,
      deal: formatPbnDeal(board.deal, 'N'),
      hands: board.deal,
      results: [],
      sitOuts: [],
      oracle: {},
      tables: [],
    };
    boards.set(board.board, entry);
    if (!finished) continue;
    entry.results.push({
      ns: pairOf([nameAt(board, 'N'), nameAt(board, 'S')]),
      ew: pairOf([nameAt(board, 'E'), nameAt(board, 'W')]),
      contract: replay.contract,
      declarer: replay.declarer,
      tricks: replay.contract === 'Pass' ? null : replay.tricks,
      scoreNS: replay.nsScore ?? 0,
      adjusted: null,
      lead: replay.tricksPlayed[0]?.cards[0]?.card ?? null,
      section: null,
      round: 1,
      table: board.room === 'Closed' ? 2 : 1,
      marked: false,
      oracle: {},
      line: board.token.line,
      play: replay.commands,
    });
  }
  return {
    source: { format: 'LIN', file: lin.file, generator: 'BBO' },
    event: { name: lin.event ?? '', date: null, scoring: 'Cross-IMPs', method: 'IMP-CROSS', site: null },
    boards: [...boards.values()].sort((a, b) => a.board - b.board),
    participants,
    matches: [],
    tables: [],
  };
}
