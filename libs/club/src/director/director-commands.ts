// The director's commands on a table-board stream, with zod schemas for input from outside.
// Score-changing commands carry the time facts (ScoreClock) the application layer reads from the
// session stream, so the decider stays pure.
import { z } from 'zod';
import { formatContract, parseContract, SEATS, type FinalContract } from '@club/bridge';
import { isoTimeSchema, scoreClockSchema } from '../shared/score-clock';
import { DIRECTOR_STAGES, PENALTY_UNITS } from './director-events';
import { lawsSchema, rulingSchema } from './ruling-schema';
import { assignedScoreSchema } from './adjusted-score-input';
import { parseCommand } from '../shared/parse-command';

// A contract as text (`4SX`, `Pass`) or as already parsed; either way checked by parseContract.
const contractSchema = z
  .union([z.string(), z.custom<FinalContract>((v) => typeof v === 'object' && v !== null)])
  .transform((value, ctx) => {
    try {
      return parseContract(typeof value === 'string' ? value : formatContract(value));
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });
const seat = z.enum(SEATS);
const tricks = z.number().int().min(0).max(13);

/** A result the director assigns: contract, declarer and tricks, or a North-South score directly. */
const outcomeSchema = z.union([
  z.object({ contract: contractSchema, declarer: seat.nullable(), tricks: tricks.nullable() }),
  z.object({ scoreNS: assignedScoreSchema }),
]);

const sideSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('assigned'), outcome: outcomeSchema }),
  z.object({
    kind: z.literal('weighted'),
    parts: z.array(z.object({ weight: z.number().positive().max(1), outcome: outcomeSchema })).min(2),
  }),
  z.object({ kind: z.literal('artificial'), grade: z.enum(['A+', 'A', 'A-']) }),
  z.object({ kind: z.literal('artificial-percentage'), percentage: z.number().min(0).max(100) }),
]);

const laws = lawsSchema;

/** The types are the schemas' own, so a command built in code is the command parsed. */
export type OutcomeInput = z.input<typeof outcomeSchema>;
export type SideAdjustmentInput = z.input<typeof sideSchema>;
/** One side's adjustment as the AdjustScore command carries it (contracts parsed). */
export type AdjustedSide = z.output<typeof sideSchema>;

export const directorCommandSchemas = {
  CallDirector: z.object({
    type: z.literal('CallDirector'),
    /** Given by an import or a seed; else the decider numbers the board's calls c1, c2… */
    callId: z.string().min(1).optional(),
    calledBy: seat.nullable(),
    stage: z.enum(DIRECTOR_STAGES),
    irregularity: z.string().min(1),
    at: isoTimeSchema,
  }),
  EstablishFacts: z.object({
    type: z.literal('EstablishFacts'),
    agreed: z.boolean(),
    findings: z.string().min(1),
    disputedPoints: z.array(z.string()).default([]),
    at: isoTimeSchema,
  }),
  GiveRuling: rulingSchema.extend({
    type: z.literal('GiveRuling'),
    /** Given only by imports and seeds that key on it; otherwise the decider numbers the ruling (r1, r2…). */
    rulingId: z.string().min(1).optional(),
    at: isoTimeSchema,
  }),
  AdjustScore: z.object({
    type: z.literal('AdjustScore'),
    /** The ruling the score hangs on; null: the director adjusts straight from the board, and the
     * ruling is given with it, its type read from the adjustment (issue 21, point 16). */
    rulingId: z.string().min(1).nullable().default(null),
    ns: sideSchema,
    ew: sideSchema,
    laws,
    appealId: z.string().min(1).nullable().default(null),
    clock: scoreClockSchema,
  }),
  AssessProceduralPenalty: z.object({
    type: z.literal('AssessProceduralPenalty'),
    rulingId: z.string().min(1).nullable().default(null),
    contestant: z.string().min(1),
    amount: z.number().positive(),
    unit: z.enum(PENALTY_UNITS),
    law: z.string().regex(/^9[01]/, 'a procedural penalty is assessed under Law 90 or 91 (e.g. 90B2, 91A)'),
    at: isoTimeSchema,
  }),
  AuthorizeLateScoreCorrection: z.object({
    type: z.literal('AuthorizeLateScoreCorrection'),
    /** Given only by seeds that key on it; otherwise the decider numbers the authorisation (a1, a2…). */
    authorizationId: z.string().min(1).optional(),
    directorId: z.string().min(1),
    organizerId: z.string().min(1),
    attestation: z.string().min(1),
    at: isoTimeSchema,
  }),
  CorrectResult: z.object({
    type: z.literal('CorrectResult'),
    after: z.object({ contract: contractSchema, declarer: seat.nullable(), tricks: tricks.nullable() }),
    reason: z.string().min(1),
    /** The governing law of a correction before publication (e.g. 79B); after publication it is 79C1 or 79C2. */
    law: z.string().min(1).default('79A'),
    authorizationId: z.string().min(1).nullable().default(null),
    /** Who corrects: named on a table's request this correction answers by keeping the recorded result. */
    directorId: z.string().min(1).optional(),
    clock: scoreClockSchema,
  }),
} as const;

type Schemas = typeof directorCommandSchemas;
/** A director's command as the decider takes it: defaults filled in, contracts parsed (typed in code, or parsed once from input). */
export type DirectorCommand = { [K in keyof Schemas]: z.output<Schemas[K]> }[keyof Schemas];
/** As received from outside (defaults may be left out, contracts as text): parseDirectorCommand makes it a command. */
export type DirectorCommandInput = { [K in keyof Schemas]: z.input<Schemas[K]> }[keyof Schemas];
export type DirectorCommandType = DirectorCommand['type'];

export const isDirectorCommand = <C extends { type: string }>(c: C): c is Extract<C, { type: DirectorCommandType }> =>
  c.type in directorCommandSchemas;

/** A director's command from outside (an import, the CLI, a test's plain object): parsed once, its defaults filled in. */
export function parseDirectorCommand(input: unknown): DirectorCommand {
  const type = (input as { type?: unknown } | null)?.type;
  if (typeof type !== 'string' || !(type in directorCommandSchemas))
    throw new RangeError(`director command: field 'type': '${String(type)}' is not a director command`);
  return parseCommand(type, directorCommandSchemas[type as DirectorCommandType] as z.ZodType<DirectorCommand>, input);
}
