// What a league administrator reads: the seasons with their leagues (from the season and league
// streams' opening events) and a league's table, the derived document its job wrote
// (bridge-league-table, ulti-league-table), with the ranking rule in words.
import type { LeagueEvent, RankingRule, SeasonEvent } from '@club/club';
import {
  BRIDGE_LEAGUE_TABLE,
  ULTI_LEAGUE_TABLE_DOCUMENT,
  type BridgeLeagueTable,
  type UltiLeagueTable,
} from '@club/read-models';
import type { Club } from '../club';

type LeagueCreated = Extract<LeagueEvent, { type: 'LeagueCreated' }>;

export interface SiteLeague {
  readonly leagueId: string;
  readonly seasonId: string;
  readonly name: string;
  readonly game: 'bridge' | 'ulti';
  readonly rule: string;
  readonly sessions: string[];
}

export interface SiteSeason {
  readonly seasonId: string;
  readonly name: string;
  readonly startsOn: string;
  readonly endsOn: string;
  readonly leagues: SiteLeague[];
}

export interface SiteLeagueTable extends SiteLeague {
  /** When its job last computed the table (null: not yet, e.g. no session published). */
  readonly computedAt: string | null;
  readonly counted: string[];
  readonly rows: {
    readonly rank: string | null;
    readonly player: string;
    readonly sessions: number;
    readonly score: number;
    readonly detail: string;
  }[];
}

/** A ranking rule in words, as the league table's heading says it. */
export function rankingRuleText(rule: RankingRule): string {
  switch (rule.kind) {
    case 'best-n-of-m':
      return `best ${rule.n} session percentages (sum)`;
    case 'average-percentage':
      return `average percentage (at least ${rule.minSessions} session${rule.minSessions === 1 ? '' : 's'})`;
    case 'points-per-place':
      return `points per place: ${rule.table.join(', ')}`;
    case 'ulti':
      return `Ulti placement points ${rule.competition.placementPoints[4].join('/')} (four at a table), ${rule.competition.placementPoints[3].join('/')} (three); ties ${rule.competition.tiedPlaces}; then ${rule.competition.tieBreaks.join(', ')}`;
  }
}

const dataOf = <E>(e: { type: string; data: unknown }) => ({ ...(e.data as object), type: e.type }) as E;

export interface LeagueSiteReader {
  seasons(): SiteSeason[];
  league(leagueId: string): SiteLeagueTable | undefined;
}

export function leagueSiteReader(club: Pick<Club, 'store' | 'runner'>): LeagueSiteReader {
  const leagues = (): SiteLeague[] => {
    const added = new Map<string, string[]>();
    for (const e of club.store.readAll({
      types: ['SessionAddedToLeague', 'SessionScheduled', 'UltiSessionScheduled'],
    })) {
      const d = e.data as { leagueId?: string | null; sessionId?: string };
      if (!d.leagueId || !d.sessionId) continue;
      const list = added.get(d.leagueId) ?? [];
      if (!list.includes(d.sessionId)) added.set(d.leagueId, [...list, d.sessionId]);
    }
    return club.store.readAll({ types: ['LeagueCreated'] }).map((e) => {
      const l = dataOf<LeagueCreated>(e);
      return {
        leagueId: l.leagueId,
        seasonId: l.seasonId,
        name: l.name,
        game: l.game,
        rule: rankingRuleText(l.rankingRule),
        sessions: added.get(l.leagueId) ?? [],
      };
    });
  };
  return {
    seasons() {
      const all = leagues();
      return club.store
        .readAll({ types: ['SeasonOpened'] })
        .map((e) => dataOf<SeasonEvent>(e))
        .map((s) => ({
          seasonId: s.seasonId,
          name: s.name,
          startsOn: s.startsOn,
          endsOn: s.endsOn,
          leagues: all.filter((l) => l.seasonId === s.seasonId),
        }))
        .sort((a, b) => b.startsOn.localeCompare(a.startsOn));
    },
    league(leagueId) {
      const league = leagues().find((l) => l.leagueId === leagueId);
      if (!league) return undefined;
      if (league.game === 'bridge') {
        const stored = club.runner.derived(BRIDGE_LEAGUE_TABLE, leagueId);
        const table = stored?.doc as BridgeLeagueTable | undefined;
        return {
          ...league,
          computedAt: stored?.computedAt ?? null,
          counted: [...(table?.sessions ?? [])],
          rows: (table?.standings ?? []).map((s) => ({
            rank: s.rank,
            player: s.memberId,
            sessions: s.sessions,
            score: s.score,
            detail: s.counted.length ? `counted: ${s.counted.join(', ')}` : '',
          })),
        };
      }
      const stored = club.runner.derived(ULTI_LEAGUE_TABLE_DOCUMENT, leagueId);
      const table = stored?.doc as UltiLeagueTable | undefined;
      return {
        ...league,
        computedAt: stored?.computedAt ?? null,
        counted: [...(table?.sessions ?? [])],
        rows: (table?.rows ?? []).map((r) => ({
          rank: String(r.rank),
          player: r.player,
          sessions: r.sessions,
          score: r.placementPoints,
          detail: `${r.forints} Ft, ${r.tableWins} table wins`,
        })),
      };
    },
  };
}
