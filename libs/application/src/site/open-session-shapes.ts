// Opening a session, as the director enters it: its movement (pairs, individual or teams), sections,
// scoring, Laws edition, hand records, entrants and periods; and what the opening answers.
import { codeText, idText, listOf, nameText } from '@club/events';
import { z } from 'zod';

const id = idText.regex(/^[A-Za-z0-9_.]+$/, "letters, digits, '_' or '.' only");
const teamId = idText.regex(/^[A-Za-z0-9_]+$/, "a team id is letters, digits or '_'");

export const movementInputSchema = z.discriminatedUnion('kind', [
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
    home: teamId,
    away: teamId,
    boardsPerStint: z.number().int().min(1).max(16),
    stints: z.number().int().min(2).max(8).optional(),
  }),
]);
export type MovementInput = z.output<typeof movementInputSchema>;

export const openSessionInputSchema = z.object({
  sessionId: id,
  name: nameText,
  startsAt: z.iso.datetime({ offset: true }),
  movement: movementInputSchema,
  /** Section names, each playing the same movement. */
  sections: listOf(codeText.regex(/^[A-Za-z0-9]+$/, 'a section is letters or digits'))
    .min(1)
    .default(['A']),
  scoring: z.enum(['MP', 'MP-NA', 'IMP-BUTLER', 'IMP-CROSS', 'TEAMS-IMP-VP']).default('MP'),
  lawsEdition: z.enum(['1997', '2007']).default('2007'),
  /** Hand records: generated from this seed unless `deals` gives one PBN deal per board. */
  dealSeed: z.number().int().nonnegative().optional(),
  /** Pasted hand records: one PBN deal per board ("N:AKQ.xxx... ..."), in board order. */
  deals: listOf(z.string().min(1).max(200, 'a PBN deal is at most 200 characters')).optional(),
  /** In the movement's pair order per section (an individual's player numbers 1..n), unless each names its pair. */
  entrants: listOf(
    z.object({ section: codeText.optional(), pair: codeText.optional(), players: listOf(id).min(1) }),
  ).min(2, 'enter at least two entrants'),
  // At most a week: a longer period is a typing error (and would overflow a date).
  correctionPeriodMinutes: z.number().nonnegative().max(10_080).default(30),
  appealPeriodMinutes: z.number().nonnegative().max(10_080).default(30),
});
export type OpenSessionInput = z.output<typeof openSessionInputSchema>;

export const openSessionOutputSchema = z.object({
  sessionId: z.string(),
  tables: z.number().int(),
  boards: z.number().int(),
});
export type OpenSessionOutput = z.output<typeof openSessionOutputSchema>;
