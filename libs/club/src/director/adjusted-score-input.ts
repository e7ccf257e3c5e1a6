// One side's adjusted score as a person enters it (Law 12C): an assigned result, a weighted one
// (12C1c), or an artificial score (12C2) as a grade or a percentage. The API's AdjustScore and
// DecideAppeal inputs both use it; the AdjustScore command reads its contracts (director-commands.ts).
import { resultInputSchema } from '@club/bridge';
import { listOf } from '@club/events';
import { z } from 'zod';

/** A result assigned: contract, declarer and tricks, or a North-South score directly. */
export const outcomeInputSchema = z.union([resultInputSchema, z.object({ scoreNS: z.number().int() })]);

export const sideAdjustmentInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('assigned'), outcome: outcomeInputSchema }),
  z.object({
    kind: z.literal('weighted'),
    parts: listOf(z.object({ weight: z.number().positive().max(1), outcome: outcomeInputSchema })).min(2),
  }),
  z.object({ kind: z.literal('artificial'), grade: z.enum(['A+', 'A', 'A-']) }),
  z.object({ kind: z.literal('artificial-percentage'), percentage: z.number().min(0).max(100) }),
]);
