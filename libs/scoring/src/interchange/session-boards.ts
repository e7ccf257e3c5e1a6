// From an imported results file to the boards this library scores: only the raw table results are
// taken (pairs, contract, declarer, tricks, adjusted-score markers); the score is recomputed with
// Law 77 from the board's own vulnerability marking. Everything the other program computed is left
// behind (it is the oracle, not an input).
import { defaultVulnerability, scoreNS } from '@club/bridge';
import type { BoardResults, SessionResults, TableResult } from '@club/interchange';
import { artificialResult, playedResult, type BoardResult } from '../adjusted/side-score';
import type { SessionBoard } from '../session/pairs-session';

export class SessionInputError extends Error {
  override readonly name = 'SessionInputError';
}

export function sessionBoards(session: SessionResults): SessionBoard[] {
  return session.boards.map((board) => ({
    board: board.board,
    results: board.results.map((r) => boardResult(session, board, r)),
    sitOuts: board.sitOuts.map((s) => s.pair),
  }));
}

export function boardResult(session: SessionResults, board: BoardResults, r: TableResult): BoardResult {
  const where = `${session.source.file}:${r.line}: board ${board.board}`;
  if (r.ns === null || r.ew === null)
    throw new SessionInputError(`${where}: the result names no ${r.ns === null ? 'North-South' : 'East-West'} pair`);
  if (r.adjusted) return artificialResult(r.ns, r.ew, r.adjusted.nsPercent, r.adjusted.ewPercent);
  if (r.contract !== null) {
    if (r.contract !== 'Pass' && (r.declarer === null || r.tricks === null)) {
      throw new SessionInputError(
        `${where}: contract ${JSON.stringify(r.contract)} without ${r.declarer === null ? 'declarer' : 'tricks'}`,
      );
    }
    const vulnerability = board.vulnerability ?? defaultVulnerability(board.board);
    try {
      return playedResult(r.ns, r.ew, scoreNS(r.contract, r.declarer ?? 'N', vulnerability, r.tricks ?? 0));
    } catch (error) {
      throw new SessionInputError(`${where}: ${(error as Error).message}`);
    }
  }
  // A score with no contract: an assigned score in total points (Law 12C1(a)), compared as is.
  if (r.scoreNS !== null) return playedResult(r.ns, r.ew, r.scoreNS);
  throw new SessionInputError(`${where}: the result ${r.ns}–${r.ew} has neither a contract nor a score`);
}
