// Partnerships by rotation between rubbers. Four players: the first player partners each of the
// others in turn. Five: the player out comes in and takes the seat of the next player in the
// table's order, who sits out.
import type { RubberPlayer, RubberSeating } from './rubber-table-events';

export function rotateSeating(seating: RubberSeating, players: readonly RubberPlayer[]): RubberSeating {
  if (seating.out === null) {
    const [a, b] = seating.NS;
    const [c, d] = seating.EW;
    return { NS: [a, c], EW: [d, b], out: null };
  }
  const order = players.map((p) => p.playerId);
  const incoming = seating.out;
  const outgoing = order[(order.indexOf(incoming) + 1) % order.length]!;
  const swap = (id: string) => (id === outgoing ? incoming : id);
  return {
    NS: [swap(seating.NS[0]), swap(seating.NS[1])],
    EW: [swap(seating.EW[0]), swap(seating.EW[1])],
    out: outgoing,
  };
}
