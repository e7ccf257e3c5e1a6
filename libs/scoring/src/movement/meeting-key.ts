// The key of a meeting of two pairs (or players): `a|b` with a before b in the movement's order.
// Its own file because both movement checkers use it (and each other would make an import cycle).
import type { Movement } from './movement';

export function meetingKey(movement: Movement, a: string, b: string): string {
  const order = (p: string) => movement.pairs.indexOf(p);
  return order(a) < order(b) ? `${a}|${b}` : `${b}|${a}`;
}
