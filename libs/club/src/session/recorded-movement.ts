// The movement of an imported session, built from the seating its file records (round, table,
// pairs and boards of each table) and checked like a generated one: a pair at one table per round,
// a board set at one table per round unless boards were duplicated, no pair playing a board twice,
// every board played the same number of times (@club/scoring's movementProblems). A table plays a
// board once, since a board at a table is one table-board stream.
import { movementProblems, type Movement, type SitOut, type TableAssignment } from '@club/scoring';
import type { RecordedMovementSpec } from './session-setup';

const byNumber = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

export function recordedMovementOf(spec: RecordedMovementSpec): Movement {
  if (spec.tables.length === 0) throw new RangeError('the recorded movement has no tables');
  // Board sets: the distinct groups of boards that a table plays in a round.
  const setIds = new Map<string, number>();
  const setOf = (boards: readonly number[]) => {
    const key = [...boards].sort((a, b) => a - b).join(',');
    if (!setIds.has(key)) setIds.set(key, setIds.size + 1);
    return setIds.get(key)!;
  };
  const ordered = [...spec.tables].sort((a, b) => a.round - b.round || a.table - b.table);
  const assignments: TableAssignment[] = ordered.map((t) => ({
    round: t.round,
    table: t.table,
    ns: t.ns,
    ew: t.ew,
    boardSet: setOf(t.boards),
    boards: [...t.boards].sort((a, b) => a - b),
    arrowSwitched: false,
    sharedWith: [],
  }));
  const sitOuts: SitOut[] = spec.sitOuts.map((s) => ({
    round: s.round,
    table: s.table,
    pair: s.pair,
    boardSet: setOf(s.boards),
  }));
  const movement: Movement = {
    kind: 'recorded',
    name: spec.name,
    tables: Math.max(...assignments.map((a) => a.table), ...sitOuts.map((s) => s.table)),
    rounds: Math.max(...assignments.map((a) => a.round), ...sitOuts.map((s) => s.round)),
    boardsPerRound: Math.max(...assignments.map((a) => a.boards.length)),
    boardSets: setIds.size,
    pairs: [...new Set([...assignments.flatMap((a) => [a.ns, a.ew]), ...sitOuts.map((s) => s.pair)])].sort(byNumber),
    assignments,
    sitOuts,
    copies: spec.copies,
    byeStand: [],
  };
  const problems = movementProblems(movement);
  const played = new Set<string>();
  for (const a of assignments) {
    for (const board of a.boards) {
      const key = `${a.table}/${board}`;
      if (played.has(key)) problems.push(`board ${board} is played twice at table ${a.table}`);
      played.add(key);
    }
  }
  if (problems.length > 0) throw new RangeError(`${spec.name}: ${problems.join('; ')}`);
  return movement;
}
