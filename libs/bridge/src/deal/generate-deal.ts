// A deal from a seed, for demos and tests: a Fisher–Yates shuffle of the pack driven by the seeded
// generator, then dealt one card at a time clockwise (Law 6B), starting left of the dealer.
import { DECK, type Card } from '../cards/card';
import { SEATS, leftOf, type Seat } from '../table/seat';
import type { Deal } from './deal';
import { sortHand } from './hand';
import { seededRandom } from './seeded-random';

export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export function generateDeal(seed: number, dealer: Seat = 'N'): Deal {
  const pack = shuffle(DECK, seededRandom(seed));
  const hands: Record<Seat, Card[]> = { N: [], E: [], S: [], W: [] };
  let seat = leftOf(dealer);
  for (const card of pack) {
    hands[seat].push(card);
    seat = leftOf(seat);
  }
  return Object.fromEntries(SEATS.map((s) => [s, sortHand(hands[s])])) as unknown as Deal;
}
