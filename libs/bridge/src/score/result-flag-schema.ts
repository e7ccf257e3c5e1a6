// A result flag as it arrives from outside (the players' confirmation, stored and read back): the
// same shape resultFlags gives, checked code by code.
import { z } from 'zod';
import { STRAINS } from '../contract/contract';
import { seatSchema } from '../play/wire-schemas';
import type { ResultFlag } from './result-outliers';

const score = z.number().int();
const side = z.enum(['NS', 'EW']);
const entered = { contract: z.string().min(1).max(8), declarer: seatSchema, nsScore: score };

export const resultFlagSchema = z.discriminatedUnion('code', [
  z.object({
    code: z.literal('contract-not-reached-beyond-range'),
    params: z.object({ ...entered, fieldMin: score, fieldMax: score }),
  }),
  z.object({
    code: z.literal('vulnerable-undertrick-others-made'),
    params: z.object({
      ...entered,
      undertricks: z.number().int().min(1).max(13),
      othersMade: z.number().int().min(0),
    }),
  }),
  z.object({
    code: z.literal('declarer-side-differs'),
    params: z.object({ ...entered, strain: z.enum(STRAINS), side, othersSide: side, others: z.number().int().min(0) }),
  }),
]) satisfies z.ZodType<ResultFlag>;

/** At most one flag of each code. */
export const resultFlagsSchema = z.array(resultFlagSchema).max(3);

/** The flags a table confirmed and when (EnterResult's confirmedFlags). */
export const confirmedFlagsSchema = z.object({
  flags: resultFlagsSchema,
  at: z
    .string()
    .refine((s) => !Number.isNaN(Date.parse(s)), { error: (i) => `'${String(i.input)}' is not an ISO 8601 time` }),
});
