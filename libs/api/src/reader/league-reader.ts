// Seasons and leagues (slice: league admin).
import { z } from 'zod';
import type { MaybePromise } from './maybe-promise';

export const seasonSummarySchema = z.object({
  seasonId: z.string(),
  name: z.string(),
  leagues: z.array(z.object({ leagueId: z.string(), name: z.string(), game: z.enum(['bridge', 'ulti']) })),
});
export type SeasonSummary = z.infer<typeof seasonSummarySchema>;

export interface LeagueReader {
  seasons(): MaybePromise<readonly SeasonSummary[]>;
}

export interface LeagueData {
  readonly seasons?: readonly SeasonSummary[];
}

/** Over plain data: the tests' fixture. */
export function inMemoryLeagueReader(data: LeagueData): LeagueReader {
  return {
    seasons: () => data.seasons ?? [],
  };
}
