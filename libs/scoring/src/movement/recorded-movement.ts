// The movement a results file records: who sat where in which round, and which boards they played,
// read back from the table results (PBN ScoreTable Round/Table columns). Checking it with
// movementProblems shows whether the session ran as a proper movement.
import type { SessionResults } from '@club/interchange';
import { MISSING_PAIR } from '../adjusted/side-score';
import type { Movement, SitOut, TableAssignment } from './movement';

export class RecordedMovementError extends Error {
  override readonly name = 'RecordedMovementError';
}

/** The movement of one section (null: the results carry no section) of an imported session. */
export function recordedMovement(session: SessionResults, section: string | null = null): Movement {
  const seats = new Map<string, { round: number; table: number; ns: string; ew: string; boards: number[] }>();
  const idle = new Map<string, { round: number; table: number; pair: string; boards: number[] }>();
  for (const board of session.boards) {
    for (const result of board.results) {
      if (result.section !== section) continue;
      const where = `${session.source.file}:${result.line}: board ${board.board}`;
      if (result.round === null || result.table === null)
        throw new RecordedMovementError(`${where}: the result has no round or table`);
      if (result.ns === null && result.ew === null)
        throw new RecordedMovementError(`${where}: the result names neither pair`);
      // A pair missing from the table (Ruter's `-`) sits there as MISSING_PAIR, a pair of nobody's.
      const ns = result.ns ?? MISSING_PAIR;
      const ew = result.ew ?? MISSING_PAIR;
      const key = `${result.round}/${result.table}`;
      const seat = seats.get(key) ?? { round: result.round, table: result.table, ns, ew, boards: [] };
      if (seat.ns !== ns || seat.ew !== ew) {
        throw new RecordedMovementError(
          `${where}: round ${result.round} table ${result.table} has ${seat.ns} v ${seat.ew} on other boards, ${ns} v ${ew} here`,
        );
      }
      seat.boards.push(board.board);
      seats.set(key, seat);
    }
    for (const sitOut of board.sitOuts) {
      if (sitOut.section !== section || sitOut.round === null || sitOut.table === null) continue;
      const key = `${sitOut.round}/${sitOut.pair}`;
      const entry = idle.get(key) ?? { round: sitOut.round, table: sitOut.table, pair: sitOut.pair, boards: [] };
      entry.boards.push(board.board);
      idle.set(key, entry);
    }
  }
  // Board sets are the distinct groups of boards that travel together.
  const setIds = new Map<string, number>();
  const setOf = (boards: number[]) => {
    const key = [...boards].sort((a, b) => a - b).join(',');
    if (!setIds.has(key)) setIds.set(key, setIds.size + 1);
    return setIds.get(key)!;
  };
  const ordered = [...seats.values()].sort((a, b) => a.round - b.round || a.table - b.table);
  const assignments: TableAssignment[] = ordered.map((s) => ({
    round: s.round,
    table: s.table,
    ns: s.ns,
    ew: s.ew,
    boardSet: setOf(s.boards),
    boards: [...s.boards].sort((a, b) => a - b),
    arrowSwitched: false,
    sharedWith: [],
  }));
  const sitOuts: SitOut[] = [...idle.values()].map((s) => ({
    round: s.round,
    table: s.table,
    pair: s.pair,
    boardSet: setOf(s.boards),
  }));
  // The same set at two tables in one round can only be played from duplicated boards.
  const setRounds = assignments.map((a) => `${a.round}/${a.boardSet}`);
  const copies = new Set(setRounds).size < setRounds.length ? 'per-table' : 'one';
  const pairs = [...new Set([...assignments.flatMap((a) => [a.ns, a.ew]), ...sitOuts.map((s) => s.pair)])].filter(
    (pair) => pair !== MISSING_PAIR,
  );
  return {
    kind: 'recorded',
    name: `${session.source.file}${section === null ? '' : ` section ${section}`}`,
    tables: Math.max(0, ...assignments.map((a) => a.table), ...sitOuts.map((s) => s.table)),
    rounds: Math.max(0, ...assignments.map((a) => a.round), ...sitOuts.map((s) => s.round)),
    boardsPerRound: Math.max(0, ...assignments.map((a) => a.boards.length)),
    boardSets: setIds.size,
    pairs,
    assignments,
    sitOuts,
    copies,
    byeStand: [],
  };
}
