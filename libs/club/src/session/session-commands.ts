// Commands of a bridge session stream and their zod schemas.
import { z } from 'zod';
import { SEATS } from '@club/bridge';
import { isoTimeSchema } from '../shared/score-clock';
import { parseCommand } from '../shared/parse-command';

const id = z.string().min(1).regex(/^[A-Za-z0-9_.]+$/, "letters, digits, '_' or '.' only");

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
  z.object({ kind: z.literal('teams'), home: z.string().min(1), away: z.string().min(1), boardsPerStint: z.number().int(), stints: z.number().int().optional() }),
]);

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
  sections: z.array(z.object({ section: z.string().regex(/^[A-Za-z0-9]+$/, 'a section is letters or digits'), movement: movementSpecSchema })).min(1),
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
  entrants: z.array(z.object({ section: z.string(), pair: z.string().min(1), players: z.array(id).min(1), name: z.string().optional() })),
  correctionPeriodMinutes: z.number().nonnegative().default(30),
  appealPeriodMinutes: z.number().nonnegative().default(30),
  restartClocksOnRepublish: z.boolean().default(false),
});

export const sessionCommandSchema = z.discriminatedUnion('type', [
  scheduleSessionSchema,
  z.object({ type: z.literal('StartRound'), round: z.number().int().positive(), at: isoTimeSchema }),
  z.object({ type: z.literal('EndRound'), round: z.number().int().positive(), at: isoTimeSchema }),
  z.object({ type: z.literal('MakeOfficialScoreAvailable'), availableAt: isoTimeSchema }),
  z.object({ type: z.literal('CloseSession'), at: isoTimeSchema }),
]);

export type ScheduleSession = z.input<typeof scheduleSessionSchema>;
export type SessionCommand = z.input<typeof sessionCommandSchema>;

export const parseSessionCommand = (input: unknown): SessionCommand => parseCommand('session command', sessionCommandSchema, input);
