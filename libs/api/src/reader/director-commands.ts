// What a director does through the site (slice: director): open a session, enter results, record
// calls and cards, director calls, rulings, adjusted scores, corrections, publication. The inputs
// are the procedures' zod schemas; the application layer decides them with libs/club's deciders
// (a refusal is thrown with the decider's message, which names the field, value or deadline).
import { callInputSchema, cardTextSchema, enteredResultInputSchema, resultInputSchema, seatSchema } from '@club/bridge';
import { DIRECTOR_STAGES, lawsSchema, rulingSchema, sideAdjustmentInputSchema } from '@club/club';
import { z } from 'zod';
import { codeText, freeText, idText, listOf, nameText } from '../input/text-limits';
import type { MaybePromise } from './maybe-promise';
import { tableBoardRefSchema } from './director-reader';

// Seats, cards, contracts, calls and results are @club/bridge's schemas; laws and rulings @club/club's.
const seat = seatSchema;
const id = idText.regex(/^[A-Za-z0-9_.]+$/, "letters, digits, '_' or '.' only");
const laws = lawsSchema;

export const openSessionInputSchema = z.object({
  sessionId: id,
  name: nameText,
  startsAt: z.iso.datetime({ offset: true }),
  movement: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('mitchell'),
      tables: z.number().int().min(1).max(30),
      boardsPerRound: z.number().int().min(1).max(8),
      rounds: z.number().int().positive().optional(),
    }),
    z.object({
      kind: z.literal('howell'),
      tables: z.number().int().min(2).max(15),
      boardsPerRound: z.number().int().min(1).max(8),
    }),
    // An individual (whist tournament): 4 × tables single players; the movement says which sizes it has (8 to 20 players).
    z.object({
      kind: z.literal('individual'),
      tables: z.number().int().min(1).max(30),
      boardsPerRound: z.number().int().min(1).max(8),
    }),
    z.object({
      kind: z.literal('teams'),
      home: idText.regex(/^[A-Za-z0-9_]+$/, "a team id is letters, digits or '_'"),
      away: idText.regex(/^[A-Za-z0-9_]+$/, "a team id is letters, digits or '_'"),
      boardsPerStint: z.number().int().min(1).max(16),
      stints: z.number().int().min(2).max(8).optional(),
    }),
  ]),
  sections: listOf(codeText.regex(/^[A-Za-z0-9]+$/, 'a section is letters or digits'))
    .min(1)
    .default(['A']),
  scoring: z.enum(['MP', 'MP-NA', 'IMP-BUTLER', 'IMP-CROSS', 'TEAMS-IMP-VP']).default('MP'),
  lawsEdition: z.enum(['1997', '2007']).default('2007'),
  dealSeed: z.number().int().nonnegative().optional(),
  /** Pasted hand records: one PBN deal per board ("N:AKQ.xxx... ..."), in board order. */
  deals: listOf(z.string().min(1).max(200, 'a PBN deal is at most 200 characters')).optional(),
  entrants: listOf(
    z.object({ section: codeText.optional(), pair: codeText.optional(), players: listOf(id).min(1) }),
  ).min(2, 'enter at least two entrants'),
  // At most a week: a longer period is a typing error (and would overflow a date).
  correctionPeriodMinutes: z.number().nonnegative().max(10_080).default(30),
  appealPeriodMinutes: z.number().nonnegative().max(10_080).default(30),
});
export type OpenSessionInput = z.output<typeof openSessionInputSchema>;

export const enterResultInputSchema = tableBoardRefSchema.extend(enteredResultInputSchema.shape);
export type EnterResultInput = z.output<typeof enterResultInputSchema>;

export const tableActionInputSchema = z.discriminatedUnion('action', [
  tableBoardRefSchema.extend({
    action: z.literal('call'),
    seat,
    call: callInputSchema,
  }),
  tableBoardRefSchema.extend({ action: z.literal('card'), seat, card: cardTextSchema }),
]);
export type TableActionInput = z.output<typeof tableActionInputSchema>;

export const callDirectorInputSchema = tableBoardRefSchema.extend({
  calledBy: seat.nullable(),
  stage: z.enum(DIRECTOR_STAGES),
  irregularity: freeText.min(1),
});
export type CallDirectorInput = z.output<typeof callDirectorInputSchema>;

export { RULING_TYPES, DIRECTOR_STAGES } from '@club/club';

/** The ruling is @club/club's one schema (the GiveRuling command's too): one default for each field. */
export const giveRulingInputSchema = tableBoardRefSchema.extend(rulingSchema.shape);
export type GiveRulingInput = z.output<typeof giveRulingInputSchema>;

const side = sideAdjustmentInputSchema;
export const adjustScoreInputSchema = tableBoardRefSchema.extend({ rulingId: idText, laws, ns: side, ew: side });
export type AdjustScoreInput = z.output<typeof adjustScoreInputSchema>;

export const correctResultInputSchema = tableBoardRefSchema.extend({
  ...resultInputSchema.shape,
  reason: freeText.min(1),
  law: codeText.min(1).optional(),
  /** A Law 79C2 authorisation recorded on the board (after the 79C1 deadline). */
  authorizationId: idText.optional(),
});
export type CorrectResultInput = z.output<typeof correctResultInputSchema>;

/** `confirmIncomplete`: the director's second confirmation, naming the counts of what is missing he was shown. */
export const publishInput = z.object({
  sessionId: idText,
  confirmIncomplete: z
    .object({
      roundsRemaining: z.number().int().nonnegative().max(9999),
      missingResults: z.number().int().nonnegative().max(99_999),
    })
    .strict()
    .optional(),
});

export const publicationOutputSchema = z.object({
  version: z.number().int(),
  availableAt: z.string(),
  correctionDeadline: z.string(),
  appealDeadline: z.string(),
});

export interface DirectorActor {
  readonly memberId: string;
}

export interface DirectorCommands {
  openSession(
    input: OpenSessionInput,
    by: DirectorActor,
  ): MaybePromise<{ sessionId: string; tables: number; boards: number }>;
  enterResult(input: EnterResultInput, by: DirectorActor): MaybePromise<{ scoreNs: number }>;
  tableAction(input: TableActionInput, by: DirectorActor): MaybePromise<{ events: string[] }>;
  callDirector(input: CallDirectorInput, by: DirectorActor): MaybePromise<{ callId: string }>;
  giveRuling(input: GiveRulingInput, by: DirectorActor): MaybePromise<{ rulingId: string }>;
  adjustScore(input: AdjustScoreInput, by: DirectorActor): MaybePromise<{ label: string | null; balanced: boolean }>;
  correctResult(input: CorrectResultInput, by: DirectorActor): MaybePromise<{ law: string; scoreNs: number }>;
  publish(
    input: z.output<typeof publishInput>,
    by: DirectorActor,
  ): MaybePromise<z.infer<typeof publicationOutputSchema>>;
}

export interface DirectorCommandsData {
  /** The in-memory fixture records every command here (name, input, member). */
  readonly directorLog?: { name: string; input: unknown; by: string }[];
}

/** Over plain data: the tests' fixture records the commands and answers plainly. */
export function inMemoryDirectorCommands(data: DirectorCommandsData): DirectorCommands {
  const log = (name: string, input: unknown, by: DirectorActor) =>
    data.directorLog?.push({ name, input, by: by.memberId });
  return {
    openSession: (input, by) => (log('openSession', input, by), { sessionId: input.sessionId, tables: 0, boards: 0 }),
    enterResult: (input, by) => (log('enterResult', input, by), { scoreNs: 0 }),
    tableAction: (input, by) => (log('tableAction', input, by), { events: [] }),
    callDirector: (input, by) => (log('callDirector', input, by), { callId: 'call-1' }),
    giveRuling: (input, by) => (log('giveRuling', input, by), { rulingId: 'r1' }),
    adjustScore: (input, by) => (log('adjustScore', input, by), { label: null, balanced: true }),
    correctResult: (input, by) => (log('correctResult', input, by), { law: '79A', scoreNs: 0 }),
    publish: (input, by) => (
      log('publish', input, by),
      { version: 1, availableAt: '', correctionDeadline: '', appealDeadline: '' }
    ),
  };
}
