// Shuffle, cut and deal (§2(1)): the dealer's right-hand neighbour gets a first packet of 7 (holding
// the 2 talon cards), then every player gets packets of 5 in the direction of play: 12/10/10.
import { PACK, type Card } from '../cards/card';
import { activePlayers, type Player } from '../table/seating';
import { randomInt, shuffled, type Random } from './random';

export const PACKETS = [7, 5, 5, 5, 5, 5] as const;

/** The cutter lifts at least 3 and leaves at least 3; the rest is put on top of the lifted part. */
export function cut(pack: readonly Card[], lifted: number): Card[] {
  if (!Number.isInteger(lifted) || lifted < 3 || lifted > pack.length - 3) {
    throw new RangeError(`a cut lifts 3 to ${pack.length - 3} cards, not ${lifted} (§2(1))`);
  }
  return [...pack.slice(lifted), ...pack.slice(0, lifted)];
}

/** Deals from the top of `pack` to the three active players; the dealer of a four-table gets nothing. */
export function dealHands(pack: readonly Card[], seats: readonly Player[], dealer: Player): Record<Player, Card[]> {
  if (pack.length !== 32 || new Set(pack).size !== 32)
    throw new RangeError('a deal needs the 32 different cards of the pack');
  const order = activePlayers(seats, dealer);
  const hands: Record<Player, Card[]> = Object.fromEntries(order.map((p) => [p, [] as Card[]]));
  let top = 0;
  PACKETS.forEach((size, i) => {
    const player = order[i % 3]!;
    hands[player]!.push(...pack.slice(top, top + size));
    top += size;
  });
  return hands;
}

/** A complete random deal from a seed: shuffle, a random legal cut, the packets. */
export function randomDeal(random: Random, seats: readonly Player[], dealer: Player): Record<Player, Card[]> {
  const pack = cut(shuffled(PACK, random), 3 + randomInt(random, 27));
  return dealHands(pack, seats, dealer);
}
