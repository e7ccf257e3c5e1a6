// Seating and turn order. Players are listed in the direction of play (counterclockwise, §6(2)), so
// the next player is the next in the list. At a table of four the dealer only deals (§9(11)).

export type Player = string;

/** Who is next after `player` in the direction of play (his right-hand neighbour). */
export function nextAfter(seats: readonly Player[], player: Player): Player {
  const at = seats.indexOf(player);
  if (at < 0) throw new RangeError(`'${player}' does not sit at this table (${seats.join(', ')})`);
  return seats[(at + 1) % seats.length]!;
}

/** The three who play, in order from the first bidder (the dealer's right-hand neighbour, §3(10)). */
export function activePlayers(seats: readonly Player[], dealer: Player): readonly [Player, Player, Player] {
  if (seats.length !== 3 && seats.length !== 4) throw new RangeError(`a table has 3 or 4 players, not ${seats.length}`);
  const first = nextAfter(seats, dealer);
  const order = [first, nextAfter(seats, first), nextAfter(seats, nextAfter(seats, first))];
  return order as unknown as [Player, Player, Player];
}

/** The deal passes one seat in the direction of play after every hand (§2(3)). */
export function nextDealer(seats: readonly Player[], dealer: Player): Player {
  return nextAfter(seats, dealer);
}
