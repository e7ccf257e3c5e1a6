// What a bid means for the play: trump or not, which rank order, open play, melds allowed.
import type { BidDefinition } from '../bids/bid-table';
import { isBetli, isDurchmars, isNoTrump, isOpen, type Component } from '../bids/component';
import type { RankOrder } from '../cards/rank-order';
import type { HouseRuleSettings } from '../rules/house-rules';
import { effectiveBid } from '../rules/effective-bid';

export interface Contract {
  readonly bid: BidDefinition;
  readonly noTrump: boolean;
  readonly order: RankOrder;
  readonly open: boolean;
  readonly has: (c: Component) => boolean;
  readonly betli: boolean;
  readonly durchmars: boolean;
  /** Which melds count (spec 4.3): any, only the 100's own meld, or none. */
  readonly meldPolicy: 'any' | 'forty' | 'twenty' | 'none';
}

export function contractOf(bidId: string, settings: HouseRuleSettings): Contract {
  const bid = effectiveBid(bidId, settings);
  const has = (c: Component) => bid.components.includes(c);
  const noTrump = bid.components.some(isNoTrump);
  const durchmars = bid.components.some(isDurchmars);
  const meldPolicy = has('40-100') ? 'forty' : has('20-100') ? 'twenty' : noTrump || durchmars ? 'none' : 'any';
  return {
    bid,
    noTrump,
    order: noTrump ? 'noTrump' : 'trump',
    open: bid.components.some(isOpen),
    has,
    betli: bid.components.some(isBetli),
    durchmars,
    meldPolicy,
  };
}
