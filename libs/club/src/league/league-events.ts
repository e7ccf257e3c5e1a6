// Events of season (`season-<seasonId>`) and league (`league-<leagueId>`) streams.
import type { UltiCompetitionRules } from '../ulti/competition/competition-rules';

export type LeagueGame = 'bridge' | 'ulti';

/**
 * How a league ranks its players over its sessions.
 * - `best-n-of-m`: the sum of a player's best n session percentages (sessions not played count 0).
 * - `average-percentage`: the mean of a player's session percentages (at least `minSessions`, default 1, to be ranked).
 * - `points-per-place`: each session's place earns `table[place-1]` points (0 beyond); a shared place shares the points of the places it spans.
 * - `ulti`: Ulti placement points and tie-break chain, owned by the Ulti competition rules.
 */
export type RankingRule =
  | { readonly kind: 'best-n-of-m'; readonly n: number }
  | { readonly kind: 'average-percentage'; readonly minSessions: number }
  | { readonly kind: 'points-per-place'; readonly table: readonly number[] }
  | { readonly kind: 'ulti'; readonly competition: UltiCompetitionRules };

export type SeasonEvent = {
  readonly type: 'SeasonOpened';
  readonly schemaVersion: number;
  readonly seasonId: string;
  readonly clubId: string;
  readonly name: string;
  readonly startsOn: string;
  readonly endsOn: string;
};

export type LeagueEvent =
  | {
      readonly type: 'LeagueCreated';
      readonly schemaVersion: number;
      readonly leagueId: string;
      readonly seasonId: string;
      readonly name: string;
      readonly game: LeagueGame;
      readonly rankingRule: RankingRule;
    }
  | {
      readonly type: 'SessionAddedToLeague';
      readonly schemaVersion: number;
      readonly leagueId: string;
      readonly sessionId: string;
      readonly game: LeagueGame;
    };

export const LEAGUE_EVENT_TYPES = [
  'LeagueCreated',
  'SessionAddedToLeague',
] as const satisfies readonly LeagueEvent['type'][];
