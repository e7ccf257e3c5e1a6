// The boards of a replayed LIN file as a session's board results: each room's record a table's
// result (open room table 1, closed room table 2, a file naming no room table 1, one round) with
// the engine's commands of its auction and play, the contestants of each table as the caller names
// them. A board whose record stops before a result is left out (the replay's irregularity says why).
import { formatPbnDeal, type Seat } from '@club/bridge';
import type { BoardResults, TableResult } from '../session/session-results';
import type { LinImport } from './import-lin';

export type LinImportedBoard = LinImport['boards'][number];

/** North-South's and East-West's contestant ids at a room's table. */
export type LinSides = (board: LinImportedBoard) => { readonly ns: string; readonly ew: string };

const SEAT_NAMES: Readonly<Record<Seat, string>> = { N: 'North', E: 'East', S: 'South', W: 'West' };

/** A seat the file names no one at is known by its room and seat, so the rooms' players stay apart. */
export const linPlayerAt = (board: LinImportedBoard, seat: Seat): string =>
  board.players[seat] || `${board.room ?? 'Table'} ${SEAT_NAMES[seat]}`;

export function linBoardResults(lin: LinImport, sides: LinSides): BoardResults[] {
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
      ...sides(board),
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
  return [...boards.values()].sort((a, b) => a.board - b.board);
}
