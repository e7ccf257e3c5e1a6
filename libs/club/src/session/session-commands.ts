// Commands of a bridge session stream and their zod schemas.
import { z } from 'zod';
import { SEATS } from '@club/bridge';
import { isoTimeSchema } from '../shared/score-clock';
import { parseCommand } from '../shared/parse-command';
import { federationIdSchema } from '../shared/federation-id';

const id = z
  .string()
  .min(1)
  .regex(/^[A-Za-z0-9_.]+$/, "letters, digits, '_' or '.' only");
const position = z.number().int().positive();

const movementSpecSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('mitchell'),
    tables: z.number().int(),
    boardsPerRound: z.number().int(),
    rounds: z.number().int().optional(),
    evenTables: z.enum(['skip', 'relay-bye']).optional(),
    arrowSwitchRounds: z.array(z.number().int()).optional(),
  }),
  z.object({ kind: z.literal('howell'), tables: z.number().int(), boardsPerRound: z.number().int() }),
  z.object({
    kind: z.literal('teams'),
    home: z.string().min(1),
    away: z.string().min(1),
    boardsPerStint: z.number().int(),
    stints: z.number().int().optional(),
  }),
  z.object({ kind: z.literal('individual'), tables: z.number().int(), boardsPerRound: z.number().int() }),
  z.object({
    kind: z.literal('recorded'),
    name: z.string().min(1),
    copies: z.enum(['one', 'per-table']),
    tables: z.array(
      z.object({
        round: position,
        table: position,
        ns: z.string().min(1),
        ew: z.string().min(1),
        boards: z.array(position).min(1),
      }),
    ),
    sitOuts: z
      .array(z.object({ round: position, table: position, pair: z.string().min(1), boards: z.array(position).min(1) }))
      .default([]),
  }),
]);

/** An imported session's scoring as the file's program did it (@club/scoring PairsSessionOptions). */
const scoringConventionsSchema = z
  .object({
    fullCount: z.union([z.enum(['board', 'session']), position]),
    factoring: z.enum(['neuberg', 'none']),
    datum: z
      .object({
        average: z.enum(['mean', 'median']).optional(),
        dropEachEnd: z.number().int().nonnegative().optional(),
        roundToTens: z.boolean().optional(),
      })
      .strict(),
    cross: z.enum(['sum', 'per-score', 'per-comparison']),
    artificial: z
      .object({
        averagePlusPercentage: z.number(),
        averagePercentage: z.number(),
        averageMinusPercentage: z.number(),
        averagePlusImps: z.number(),
        averageImps: z.number(),
        averageMinusImps: z.number(),
      })
      .strict(),
    sessionPercentageRule: z.enum(['2007', '1997', 'off']),
    boardsPerPair: position,
    factoredPercentageDecimals: z.number().int().min(0).max(6),
    fields: z.enum(['one', 'two']),
  })
  .partial()
  .strict();

const importedFromSchema = z.object({
  importId: id,
  fileName: z.string().min(1),
  format: z.enum(['PBN', 'USEBIO', 'LIN', 'BWS']),
  program: z.string().nullable(),
  eventName: z.string().nullable(),
  eventDate: z.string().nullable(),
});

export const scheduleSessionSchema = z.object({
  type: z.literal('ScheduleSession'),
  sessionId: id,
  name: z.string().min(1),
  leagueId: id.nullable().default(null),
  startsAt: isoTimeSchema,
  form: z.enum(['pairs', 'teams', 'individual']),
  scoring: z.enum(['MP', 'MP-NA', 'IMP-BUTLER', 'IMP-CROSS', 'TEAMS-IMP-VP']),
  lawsEdition: z.enum(['1997', '2007']).default('2007'),
  sectionScoring: z.enum(['per-section', 'across-field']).default('per-section'),
  sections: z
    .array(
      z.object({
        section: z.string().regex(/^[A-Za-z0-9]+$/, 'a section is letters or digits'),
        movement: movementSpecSchema,
      }),
    )
    .min(1),
  boards: z
    .array(
      z.object({
        board: z.number().int().positive(),
        dealer: z.enum(SEATS).optional(),
        vulnerability: z.enum(['None', 'NS', 'EW', 'All']).optional(),
        deal: z.string().nullable().default(null),
      }),
    )
    .min(1),
  // Players are member ids; guests are the players who are not members (an imported file), by name.
  entrants: z.array(
    z.object({
      section: z.string(),
      pair: z.string().min(1),
      players: z.array(id),
      guests: z
        .array(z.object({ name: z.string().trim().min(1), federationId: federationIdSchema.optional() }))
        .optional(),
      name: z.string().optional(),
    }),
  ),
  // A teams match's IMPs each team brings into it (a later segment of a longer match): added to its IMP score.
  carriedOver: z
    .array(z.object({ section: z.string(), team: z.string().min(1), imps: z.number().nonnegative() }))
    .optional(),
  correctionPeriodMinutes: z.number().nonnegative().default(30),
  appealPeriodMinutes: z.number().nonnegative().default(30),
  restartClocksOnRepublish: z.boolean().default(false),
  scoringConventions: scoringConventionsSchema.optional(),
  importedFrom: importedFromSchema.optional(),
});

/** An imported session's players, each seat linked to a member or kept as a guest (memberId null). */
export const reviewImportedPlayersSchema = z.object({
  type: z.literal('ReviewImportedPlayers'),
  entrants: z.array(
    z.object({
      section: z.string(),
      pair: z.string().min(1),
      players: z.array(
        z.object({
          name: z.string().trim().min(1),
          memberId: id.nullable(),
          // The file's federation id for the seat, kept for a later review.
          federationId: federationIdSchema.optional(),
        }),
      ),
    }),
  ),
  at: isoTimeSchema,
});
export type ReviewImportedPlayers = z.input<typeof reviewImportedPlayersSchema>;

export const sessionCommandSchema = z.discriminatedUnion('type', [
  scheduleSessionSchema,
  z.object({ type: z.literal('StartRound'), round: z.number().int().positive(), at: isoTimeSchema }),
  z.object({ type: z.literal('EndRound'), round: z.number().int().positive(), at: isoTimeSchema }),
  z.object({
    type: z.literal('MakeOfficialScoreAvailable'),
    availableAt: isoTimeSchema,
    // The table results not recorded yet, as the caller counts them from the table-boards (the
    // session stream does not hold them); the decider counts the rounds itself.
    missingResults: z.number().int().nonnegative().default(0),
    // The director's confirmation to publish despite what is missing: exactly the counts he was shown.
    confirmIncomplete: z
      .object({ roundsRemaining: z.number().int().nonnegative(), missingResults: z.number().int().nonnegative() })
      .strict()
      .optional(),
  }),
  z.object({ type: z.literal('CloseSession'), at: isoTimeSchema }),
  reviewImportedPlayersSchema,
  z.object({ type: z.literal('OpenTableEntry'), confirmation: z.enum(['none', 'board', 'round']), at: isoTimeSchema }),
  z.object({
    type: z.literal('ConfirmTableResults'),
    section: z.string().min(1),
    table: position,
    round: position,
    boards: z.array(position).min(1),
    at: isoTimeSchema,
  }),
  z.object({
    type: z.literal('MoveTable'),
    section: z.string().min(1),
    table: position,
    round: position,
    at: isoTimeSchema,
  }),
]);

export type ScheduleSession = z.input<typeof scheduleSessionSchema>;
export type SessionCommand = z.input<typeof sessionCommandSchema>;

export const parseSessionCommand = (input: unknown): SessionCommand =>
  parseCommand('session command', sessionCommandSchema, input);
