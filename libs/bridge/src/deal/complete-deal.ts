// PBN lets a deal leave the last hand unknown when the other three are given: the missing hand
// is then the rest of the pack.
import { DECK } from '../cards/card';
import { SEATS } from '../table/seat';
import { DealError, validateDeal, type Deal, type PartialDeal } from './deal';
import { sortHand } from './hand';

export function fillMissingHand(deal: PartialDeal): Deal {
  const missing = SEATS.filter((seat) => deal[seat] === null);
  if (missing.length === 0) {
    validateDeal(deal);
    return deal as Deal;
  }
  if (missing.length > 1)
    throw new DealError(
      'unknown-hand',
      `deal: hands ${missing.join(', ')} are unknown; only one hand can be worked out from the others`,
    );
  validateDeal(deal, { complete: false });
  const held = new Set(SEATS.flatMap((seat) => deal[seat] ?? []));
  const filled = { ...deal, [missing[0]!]: sortHand(DECK.filter((card) => !held.has(card))) } as Deal;
  validateDeal(filled);
  return filled;
}
