// Honours (rubber bridge only): a holding in one hand, declared by the players as a fact and
// scored above the line for the side that held it, whether or not the contract was made.
import type { FinalContract } from '../contract/contract';
import type { Side } from '../table/seat';
import type { RubberVariant } from './rubber-variant';

export type HonoursHolding = 'four-trump-honours' | 'five-trump-honours' | 'four-aces';

export interface Honours {
  readonly side: Side;
  readonly holding: HonoursHolding;
}

/** Refuses a holding the contract cannot have: trump honours need a trump suit, four aces no-trump. */
export function assertHonoursFit(honours: Honours, contract: FinalContract): void {
  if (honours.side !== 'NS' && honours.side !== 'EW')
    throw new RangeError(`honours: side '${String(honours.side)}' is not NS or EW`);
  if (contract === 'Pass') throw new RangeError('honours: a passed-out deal is not played, so no honours are scored');
  const noTrump = contract.strain === 'NT';
  if (honours.holding === 'four-aces' && !noTrump)
    throw new RangeError(`honours: four aces score only at no-trump, not in ${contract.strain}`);
  if (
    honours.holding !== 'four-aces' &&
    honours.holding !== 'four-trump-honours' &&
    honours.holding !== 'five-trump-honours'
  ) {
    throw new RangeError(
      `honours: holding '${String(honours.holding)}' is not four-trump-honours, five-trump-honours or four-aces`,
    );
  }
  if (honours.holding !== 'four-aces' && noTrump)
    throw new RangeError('honours: trump honours need a trump suit, the contract is no-trump');
}

export function honoursPoints(honours: Honours, variant: RubberVariant): number {
  const rates = variant.honours;
  if (rates === null) return 0;
  if (honours.holding === 'four-aces') return rates.fourAces;
  return honours.holding === 'five-trump-honours' ? rates.fiveTrumpHonours : rates.fourTrumpHonours;
}
