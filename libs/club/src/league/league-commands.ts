// Commands of season and league streams, with their zod schemas.
import { listOf } from '@club/events';
import { z } from 'zod';
import { ultiCompetitionRulesSchema } from '../ulti/competition/competition-rules';
import { parseCommand } from '../shared/parse-command';

const id = z
  .string()
  .min(1)
  .regex(/^[A-Za-z0-9_.]+$/, "letters, digits, '_' or '.' only");
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'not a date YYYY-MM-DD');

export const rankingRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('best-n-of-m'), n: z.number().int().positive() }),
  z.object({ kind: z.literal('average-percentage'), minSessions: z.number().int().positive().default(1) }),
  z.object({
    kind: z.literal('points-per-place'),
    table: listOf(z.number().finite().nonnegative())
      .min(1)
      .refine((t) => t.every((p, i) => i === 0 || p <= t[i - 1]!), 'a better place cannot earn fewer points'),
  }),
  z.object({ kind: z.literal('ulti'), competition: ultiCompetitionRulesSchema }),
]);

export const seasonCommandSchema = z.object({
  type: z.literal('OpenSeason'),
  seasonId: id,
  clubId: id,
  name: z.string().min(1),
  startsOn: day,
  endsOn: day,
});

export const leagueCommandSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('CreateLeague'),
    leagueId: id,
    seasonId: id,
    name: z.string().min(1),
    game: z.enum(['bridge', 'ulti']),
    rankingRule: rankingRuleSchema,
  }),
  z.object({ type: z.literal('AddSessionToLeague'), sessionId: id, game: z.enum(['bridge', 'ulti']) }),
]);

export type SeasonCommand = z.infer<typeof seasonCommandSchema>;
export type LeagueCommand = z.infer<typeof leagueCommandSchema>;

export const parseSeasonCommand = (input: unknown): SeasonCommand =>
  parseCommand('season command', seasonCommandSchema, input);
export const parseLeagueCommand = (input: unknown): LeagueCommand =>
  parseCommand('league command', leagueCommandSchema, input);
