// From an imported results file to the boards this library scores: only the raw table results are
// taken (pairs, contract, declarer, tricks, adjusted-score markers, procedural penalties); the score
// is recomputed with Law 77 from the board's own vulnerability marking, unless the file marks it an
// assigned adjusted score. Everything the other program computed is left behind (it is the oracle,
// not an input).
import { defaultVulnerability, scoreNS } from '@club/bridge';
import type { BoardResults, SessionResults, TableResult } from '@club/interchange';
import {
  adjustedSides,
  artificialResult,
  artificialSide,
  MISSING_PAIR,
  playedResult,
  withMissingPair,
  type BoardResult,
} from '../adjusted/side-score';
import type { SessionBoard, SessionPenalty } from '../session/pairs-session';

export class SessionInputError extends Error {
  override readonly name = 'SessionInputError';
}

export function sessionBoards(session: SessionResults): SessionBoard[] {
  return session.boards.map((board) => ({
    board: board.board,
    results: board.results.map((r) => boardResult(session, board, r)),
    sitOuts: board.sitOuts.map((s) => s.pair),
    ...(board.penalties?.length ? { penalties: board.penalties.flatMap(penaltiesOf) } : {}),
    ...(board.results.some((r) => r.printedPoints)
      ? { printed: board.results.map((r) => r.printedPoints ?? null) }
      : {}),
  }));
}

function penaltiesOf(p: NonNullable<BoardResults['penalties']>[number]): SessionPenalty[] {
  const sides = [
    [p.ns, p.nsPoints],
    [p.ew, p.ewPoints],
  ] as const;
  return sides.flatMap(([pair, points]) =>
    pair === null || points === null || points === 0 ? [] : [{ pair, points }],
  );
}

export function boardResult(session: SessionResults, board: BoardResults, r: TableResult): BoardResult {
  const where = `${session.source.file}:${r.line}: board ${board.board}`;
  if (r.ns === null && r.ew === null) throw new SessionInputError(`${where}: the result names neither pair`);
  if (r.ns === null || r.ew === null)
    return withMissingPair(boardResult(session, board, { ...r, ns: r.ns ?? MISSING_PAIR, ew: r.ew ?? MISSING_PAIR }));
  if (r.adjusted) {
    const { nsPercent, ewPercent } = r.adjusted;
    if (nsPercent !== null && ewPercent !== null) return artificialResult(r.ns, r.ew, nsPercent, ewPercent);
    // One side graded, the other given an explicit score: that score is the table's result.
    if (r.scoreNS === null) throw new SessionInputError(`${where}: a graded side without the other side's score`);
    const table = playedResult(r.ns, r.ew, r.scoreNS);
    const graded = (percentage: number | null) => (percentage === null ? table.nsSide : artificialSide(percentage));
    return { ns: r.ns, ew: r.ew, ...adjustedSides(graded(nsPercent), graded(ewPercent)) };
  }
  // Points alone (a weighted score): no score to compare; its board keeps the printed points.
  if (r.printedPoints && r.contract === null && r.scoreNS === null) return playedResult(r.ns, r.ew, 0);
  // Each side assigned its own score (non-balancing, 12C1(f)): each compared in its own field with it.
  if (r.assignedSides) {
    const { ns, ew } = r.assignedSides;
    return {
      ns: r.ns,
      ew: r.ew,
      nsSide: playedResult(r.ns, r.ew, ns).nsSide,
      ewSide: playedResult(r.ns, r.ew, ew).ewSide,
    };
  }
  // The file marks the score an assigned adjusted score (`800>a`): it replaces the contract's score.
  if (r.assigned && r.scoreNS !== null) return playedResult(r.ns, r.ew, r.scoreNS);
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
