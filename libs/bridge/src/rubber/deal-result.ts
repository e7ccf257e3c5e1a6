// What the table reports after a rubber deal: the contract, the declaring side, the tricks that
// side took, and any honours held (a fact declared by the players). Validated at the edge.
import { z } from 'zod';
import type { FinalContract } from '../contract/contract';
import type { Side } from '../table/seat';
import { assertContract, assertTricks } from '../score/score-input';
import { assertHonoursFit, type Honours } from './honours';

export interface RubberDealResult {
  readonly contract: FinalContract;
  /** `null` only for a passed-out deal. */
  readonly declarer: Side | null;
  /** Tricks taken by the declaring side, 0..13 (0 for a passed-out deal). */
  readonly tricks: number;
  readonly honours?: Honours | null;
}

export function assertRubberDealResult(result: RubberDealResult): void {
  assertContract(result.contract);
  if (result.contract === 'Pass') {
    if (result.declarer !== null)
      throw new RangeError(`declarer: a passed-out deal has no declaring side, got '${String(result.declarer)}'`);
  } else {
    if (result.declarer !== 'NS' && result.declarer !== 'EW')
      throw new RangeError(`declarer: side '${String(result.declarer)}' is not NS or EW`);
    assertTricks(result.tricks);
  }
  if (result.honours) assertHonoursFit(result.honours, result.contract);
}

/** Schema for results read from outside (files, requests); the rules are checked afterwards. */
export const rubberDealResultSchema = z.object({
  contract: z.union([
    z.literal('Pass'),
    z.object({
      level: z.number().int().min(1).max(7),
      strain: z.enum(['C', 'D', 'H', 'S', 'NT']),
      doubling: z.enum(['', 'X', 'XX']),
    }),
  ]),
  declarer: z.enum(['NS', 'EW']).nullable(),
  tricks: z.number().int().min(0).max(13),
  honours: z
    .object({ side: z.enum(['NS', 'EW']), holding: z.enum(['four-trump-honours', 'five-trump-honours', 'four-aces']) })
    .nullable()
    .optional(),
});
