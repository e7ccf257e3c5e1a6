import { z } from 'zod';
import type { ClaimCommand } from './claim-command';
import { cardSchema, parseWith, seatSchema, trickCountSchema } from '../play/wire-schemas';

const sideSchema = z.enum(['NS', 'EW']);

export const claimCommandSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('MakeClaim'),
    seat: seatSchema,
    tricks: trickCountSchema,
    statement: z.string(),
    lineOfPlay: z.array(cardSchema).optional(),
    cardsFaced: z.boolean().optional(),
  }),
  z.object({
    type: z.literal('Concede'),
    seat: seatSchema,
    tricks: trickCountSchema,
    abandonedHand: z.boolean().optional(),
  }),
  z.object({ type: z.literal('ObjectToConcession'), seat: seatSchema }),
  z.object({ type: z.literal('AcquiesceClaim'), seat: seatSchema }),
  z.object({ type: z.literal('DisputeClaim'), seat: seatSchema, reason: z.string() }),
  z.object({
    type: z.literal('AdjudicateClaim'),
    tricksToClaimerSide: trickCountSchema,
    basis: z.array(z.enum(['70C', '70D1', '70D2', '70D3', '70E1', '70E2'])),
    reasoning: z.string(),
    playedAfterClaimConsidered: z.boolean().optional(),
  }),
  z.object({
    type: z.literal('WithdrawAcquiescence'),
    seat: seatSchema,
    ground: z.enum(['trick-actually-won', 'would-likely-have-won', 'not-losable-normal-play']),
    tricks: trickCountSchema,
  }),
  z.object({
    type: z.literal('CancelConcession'),
    ground: z.enum([
      'actually-won',
      'not-losable-normal-play',
      'not-losable-legal-play',
      'contract-already-made-or-defeated',
    ]),
    tricks: trickCountSchema,
  }),
  z.object({ type: z.literal('RecordFirstCallOnNextBoard'), side: sideSchema }),
  z.object({ type: z.literal('RecordRoundEnd') }),
  z.object({ type: z.literal('RecordCorrectionPeriodEnd') }),
]);

export function parseClaimCommand(input: unknown): ClaimCommand {
  return parseWith('claim command', claimCommandSchema, input) as ClaimCommand;
}
