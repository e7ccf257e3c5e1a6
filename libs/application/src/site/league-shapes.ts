// Seasons, leagues and their tables as the site reads and creates them (slice: league admin): the
// inputs of opening a season, creating a league and adding a session to it, and what is read back.
// The API validates its inputs and outputs with these; the ranking rule is @club/club's own schema.
import { rankingRuleSchema } from '@club/club';
import { codeText, idText, nameText, TEXT_LIMITS } from '@club/events';
import { z } from 'zod';

/** A season, league or session id as the club's streams take it. */
export const leagueIdText = z
  .string()
  .trim()
  .min(1)
  .max(TEXT_LIMITS.id)
  .regex(/^[A-Za-z0-9_.]+$/, "letters, digits, '_' or '.' only");
const day = codeText.regex(/^\d{4}-\d{2}-\d{2}$/, 'not a date YYYY-MM-DD');
const game = z.enum(['bridge', 'ulti']);

export const openSeasonInputSchema = z.object({ seasonId: leagueIdText, name: nameText, startsOn: day, endsOn: day });
export type OpenSeasonInput = z.output<typeof openSeasonInputSchema>;

export const createLeagueInputSchema = z.object({
  leagueId: leagueIdText,
  seasonId: leagueIdText,
  name: nameText,
  game,
  rankingRule: rankingRuleSchema,
});
export type CreateLeagueInput = z.output<typeof createLeagueInputSchema>;

export const addSessionInputSchema = z.object({ leagueId: leagueIdText, sessionId: leagueIdText, game });
export type AddSessionInput = z.output<typeof addSessionInputSchema>;

export const leagueSummarySchema = z.object({
  leagueId: z.string(),
  seasonId: z.string(),
  name: z.string(),
  game,
  /** The ranking rule in words. */
  rule: z.string(),
  sessions: z.array(z.string()),
});
export type LeagueSummary = z.output<typeof leagueSummarySchema>;

export const seasonSummarySchema = z.object({
  seasonId: z.string(),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  leagues: z.array(leagueSummarySchema),
});
export type SeasonSummary = z.output<typeof seasonSummarySchema>;

export const leagueTableInputSchema = z.object({ leagueId: idText });

export const leagueRowNoteSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('counted'), sessions: z.array(z.string()) }),
  z.object({ code: z.literal('ulti'), forints: z.number(), tableWins: z.number().int() }),
]);
export type LeagueRowNote = z.output<typeof leagueRowNoteSchema>;

export const leagueTableSchema = leagueSummarySchema.extend({
  /** When its job last computed the table (null: not yet, e.g. no session published). */
  computedAt: z.string().nullable(),
  counted: z.array(z.string()),
  /** Imported sessions of the league waiting for their players' review: not counted until then. */
  awaitingReview: z.array(z.string()),
  rows: z.array(
    z.object({
      rank: z.string().nullable(),
      player: z.string(),
      /** The player's name (a member's name; anyone else's own label). */
      name: z.string(),
      sessions: z.number().int(),
      score: z.number(),
      /** The row's note in English (the CLI's; the site words {@link note} in the page's language). */
      detail: z.string(),
      /** The note as a code and its data: the sessions counted (bridge), or forints and table wins (Ulti). */
      note: leagueRowNoteSchema,
    }),
  ),
});
export type LeagueTable = z.output<typeof leagueTableSchema>;
