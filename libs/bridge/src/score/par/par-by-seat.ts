// Par's score: the bidding game played seat by seat from the dealer, every card known. A seat may
// pass or bid higher; the auction ends after three passes (four at the start: passed out, 0). A seat
// names only a strain in which it is its side's better declarer (or as good), since the first of a
// side to name a strain declares it: so when both sides want the same contract, the one whose
// declarer calls first gets it, even when his partner called before the other side. A contract
// left standing is doubled when it fails and undoubled when it makes.
import type { Vulnerability } from '../../board/board-markings';
import { leftOf, partnerOf, SEATS, sideOf, type Seat } from '../../table/seat';
import type { ScoreOptions } from '../duplicate-score';
import type { DoubleDummyTable } from './double-dummy-table';
import { BIDS, standingScore } from './par-auction';

/** Par from North-South's view; NS seats maximise it, EW seats minimise it. */
export function parScoreBySeat(
  table: DoubleDummyTable,
  vulnerability: Vulnerability,
  dealer: Seat,
  options?: ScoreOptions,
): number {
  // Each seat's standing score (North-South's view) for each bid it may make; null where it may not.
  const standing = SEATS.map((seat) =>
    BIDS.map(({ level, strain }) => {
      if (table[seat][strain] < table[partnerOf(seat)][strain]) return null;
      const score = standingScore(table[seat][strain], level, strain, vulnerability, sideOf(seat), options);
      return sideOf(seat) === 'NS' ? score : -score;
    }),
  );
  const next = SEATS.map((seat) => SEATS.indexOf(leftOf(seat)));
  // State: the last bid (0 = none, else 1 + its index), its bidder, the seat to call, passes since.
  const memo = new Float64Array((BIDS.length + 1) * 4 * 4 * 4).fill(NaN);
  // The best a seat gets by bidding bid `from` or any higher one (each bid at most once per seat).
  const bidMemo = new Float64Array((BIDS.length + 1) * 4).fill(NaN);
  const maximises = SEATS.map((seat) => sideOf(seat) === 'NS');
  const bidding = (from: number, seat: number): number => {
    if (from === BIDS.length) return maximises[seat] ? -Infinity : Infinity;
    const key = from * 4 + seat;
    const known = bidMemo[key]!;
    if (!Number.isNaN(known)) return known;
    const higher = bidding(from + 1, seat);
    const best =
      standing[seat]![from] === null
        ? higher
        : (maximises[seat] ? Math.max : Math.min)(higher, value(from + 1, seat, next[seat]!, 0));
    bidMemo[key] = best;
    return best;
  };
  const value = (bid: number, bidder: number, toCall: number, passes: number): number => {
    const key = ((bid * 4 + bidder) * 4 + toCall) * 4 + passes;
    const known = memo[key]!;
    if (!Number.isNaN(known)) return known;
    const ends = bid === 0 ? passes === 3 : passes === 2;
    const pass = ends ? (bid === 0 ? 0 : standing[bidder]![bid - 1]!) : value(bid, bidder, next[toCall]!, passes + 1);
    const best = (maximises[toCall] ? Math.max : Math.min)(pass, bidding(bid, toCall));
    memo[key] = best;
    return best;
  };
  const score = value(0, 0, SEATS.indexOf(dealer), 0);
  return score === 0 ? 0 : score; // no -0
}
