// One side's adjusted score as a person enters it (Law 12C): an assigned result, a weighted one
// (12C1c), or an artificial score (12C2) as a grade or a percentage. The API's AdjustScore and
// DecideAppeal inputs both use it; the AdjustScore command reads its contracts (director-commands.ts).
import { parseContract, resultInputSchema } from '@club/bridge';
import { listOf } from '@club/events';
import { z } from 'zod';
import type { AdjustedSide } from './director-commands';

/** A North-South score assigned directly: a bridge score, so a multiple of 10. */
export const assignedScoreSchema = z
  .number()
  .int()
  .refine((n) => n % 10 === 0, 'a bridge score is a multiple of 10');

/** A result assigned: contract, declarer and tricks, or a North-South score directly. */
export const outcomeInputSchema = z.union([resultInputSchema, z.object({ scoreNS: assignedScoreSchema })]);

export const sideAdjustmentInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('assigned'), outcome: outcomeInputSchema }),
  z.object({
    kind: z.literal('weighted'),
    parts: listOf(z.object({ weight: z.number().positive().max(1), outcome: outcomeInputSchema })).min(2),
  }),
  z.object({ kind: z.literal('artificial'), grade: z.enum(['A+', 'A', 'A-']) }),
  z.object({ kind: z.literal('artificial-percentage'), percentage: z.number().min(0).max(100) }),
]);

/** One side's adjusted score as entered (its input parsed at the edge). */
export type SideAdjustmentEntry = z.output<typeof sideAdjustmentInputSchema>;
type OutcomeEntry = z.output<typeof outcomeInputSchema>;

const outcomeOf = (entry: OutcomeEntry) =>
  'scoreNS' in entry
    ? entry
    : { contract: parseContract(entry.contract), declarer: entry.declarer, tricks: entry.tricks };

/** The side as the AdjustScore command takes it: the same adjustment, its contracts read from their text. */
export function adjustedSideOf(entry: SideAdjustmentEntry): AdjustedSide {
  switch (entry.kind) {
    case 'assigned':
      return { kind: 'assigned', outcome: outcomeOf(entry.outcome) };
    case 'weighted':
      return { kind: 'weighted', parts: entry.parts.map((p) => ({ weight: p.weight, outcome: outcomeOf(p.outcome) })) };
    default:
      return entry;
  }
}
