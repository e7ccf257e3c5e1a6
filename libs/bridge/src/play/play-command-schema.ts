import { z } from 'zod';
import type { PlayCommand } from './play-command';
import { cardSchema, parseWith, seatSchema, suitSchema } from './wire-schemas';

export const playCommandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('LeadFaceDown'), seat: seatSchema, card: cardSchema }),
  z.object({ type: z.literal('FaceOpeningLead') }),
  z.object({ type: z.literal('PlayCard'), seat: seatSchema, card: cardSchema }),
  z.object({
    type: z.literal('RuleOnLeadOutOfTurn'),
    option: z.enum(['accept', 'declarer-spreads-hand', 'withdraw']),
    chosenBy: seatSchema,
  }),
  z.object({
    type: z.literal('ElectLeadRestriction'),
    mode: z.enum(['require', 'prohibit', 'none']),
    suit: suitSchema.optional(),
  }),
  z.object({
    type: z.literal('RuleOnPenaltyCard'),
    option: z.enum(['accept', 'substitute']),
    chosenBy: seatSchema,
    card: cardSchema.optional(),
  }),
  z.object({
    type: z.literal('RuleOnPrematurePlay'),
    option: z.enum(['highest', 'lowest', 'forbid-suit']),
    chosenBy: seatSchema,
    suit: suitSchema.optional(),
  }),
  z.object({ type: z.literal('CorrectRevoke'), seat: seatSchema, substitute: cardSchema }),
  z.object({
    type: z.literal('DrawAttentionToRevoke'),
    offender: seatSchema,
    trickNo: z.number().int().min(1).max(13),
    timing: z.enum(['in-time', 'after-next-board-call', 'after-round-end']),
  }),
  z.object({ type: z.literal('ReturnHandsToBoard') }),
]);

export function parsePlayCommand(input: unknown): PlayCommand {
  return parseWith('play command', playCommandSchema, input) as PlayCommand;
}
