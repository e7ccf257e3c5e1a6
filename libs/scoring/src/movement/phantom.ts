// An odd number of pairs: one pair of the movement is a phantom. Its opponents sit out each round
// they would have met it, and its tables stay empty for that round.
import type { Movement } from './movement';

export function withPhantom(movement: Movement, phantom: string): Movement {
  if (!movement.pairs.includes(phantom)) {
    throw new RangeError(`phantom pair '${phantom}' is not a pair of the movement (${movement.pairs.join(', ')})`);
  }
  const sitOuts = [...movement.sitOuts];
  const assignments = movement.assignments.filter((a) => {
    if (a.ns !== phantom && a.ew !== phantom) return true;
    sitOuts.push({ round: a.round, table: a.table, pair: a.ns === phantom ? a.ew : a.ns, boardSet: a.boardSet });
    return false;
  });
  return {
    ...movement,
    name: `${movement.name}, phantom ${phantom}`,
    pairs: movement.pairs.filter((p) => p !== phantom),
    assignments: assignments.map((a) => ({
      ...a,
      sharedWith: a.sharedWith.filter((t) => assignments.some((b) => b.round === a.round && b.table === t)),
    })),
    sitOuts,
  };
}
