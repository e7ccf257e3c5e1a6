// Seeded random legal auctions for property tests: same seed, same auction.
import type { LawsEdition } from '../director/laws-edition';
import { seededRandom } from '../deal/seeded-random';
import type { Seat } from '../table/seat';
import { initialState, type AuctionState } from './auction-state';
import { seatToCall } from './auction-view';
import type { Call } from './call';
import { decide } from './decide';
import { evolveAll } from './evolve';
import { legalCalls } from './legal-calls';

/**
 * Plays a random legal auction to its end. `passChance` weights passes so auctions stay short;
 * other calls are drawn uniformly among the legal ones.
 */
export function randomAuction(
  seed: number,
  dealer: Seat,
  options: { edition?: LawsEdition; passChance?: number } = {},
): { calls: Call[]; state: AuctionState } {
  const random = seededRandom(seed);
  const passChance = options.passChance ?? 0.6;
  let state = initialState(dealer, options.edition);
  const calls: Call[] = [];
  for (let legal = legalCalls(state); legal.length > 0; legal = legalCalls(state)) {
    const others = legal.filter((c) => c.kind !== 'Pass');
    const call =
      others.length === 0 || random() < passChance ? legal[0]! : others[Math.floor(random() * others.length)]!;
    state = evolveAll(state, decide({ type: 'MakeCall', seat: seatToCall(state)!, call }, state));
    calls.push(call);
  }
  return { calls, state };
}
