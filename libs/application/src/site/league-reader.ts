// What a league administrator reads: the seasons with their leagues (from the season and league
// streams' opening events) and a league's table, the derived document its job wrote
// (bridge-league-table, ulti-league-table), with the ranking rule in words.
import type { LeagueEvent, RankingRule, SeasonEvent, SessionScheduled, UltiSessionScheduled } from '@club/club';
import { eventOf } from '@club/events';
import {
  BRIDGE_LEAGUE_TABLE,
  ULTI_LEAGUE_TABLE_DOCUMENT,
  type BridgeLeagueTable,
  type UltiLeagueTable,
} from '@club/read-models';
import type { Club } from '../club';
import type { LeagueSummary, LeagueTable, SeasonSummary } from './league-shapes';
import { nameOfWith, type MemberLookup } from './member-names';

type LeagueCreated = Extract<LeagueEvent, { type: 'LeagueCreated' }>;
type SessionAddedToLeague = Extract<LeagueEvent, { type: 'SessionAddedToLeague' }>;

/** A ranking rule in words, as the league table's heading says it. */
export function rankingRuleText(rule: RankingRule): string {
  switch (rule.kind) {
    case 'best-n-of-m':
      return `best ${rule.n} session percentages (sum)`;
    case 'average-percentage':
      return `average percentage (at least ${rule.minSessions} session${rule.minSessions === 1 ? '' : 's'})`;
    case 'points-per-place':
      return `points per place: ${rule.table.join(', ')}`;
    case 'ulti': {
      const { placementPoints, tiedPlaces, tieBreaks } = rule.competition;
      const ties =
        tiedPlaces === 'share'
          ? "level players share the places' points"
          : "level players all take the best place's points";
      return `Ulti placement points ${placementPoints[4].join('/')} (four at a table), ${placementPoints[3].join('/')} (three); ${ties}; order: ${tieBreaks.map((t) => t.split('-').join(' ')).join(', then ')}`;
    }
  }
}

export interface LeagueSiteReader {
  seasons(): SeasonSummary[];
  league(leagueId: string): LeagueTable | undefined;
}

export function leagueSiteReader(
  club: Pick<Club, 'store' | 'runner'>,
  /** The club's members, to name the players (none: ids stand as names). */
  member: MemberLookup = () => undefined,
): LeagueSiteReader {
  const nameOf = nameOfWith(member);
  const leagues = (): LeagueSummary[] => {
    const added = new Map<string, string[]>();
    for (const e of club.store.readAll({
      types: ['SessionAddedToLeague', 'SessionScheduled', 'UltiSessionScheduled'],
    })) {
      const d = eventOf<SessionAddedToLeague | SessionScheduled | UltiSessionScheduled>(e);
      if (!d.leagueId) continue;
      const list = added.get(d.leagueId) ?? [];
      if (!list.includes(d.sessionId)) added.set(d.leagueId, [...list, d.sessionId]);
    }
    return club.store.readAll({ types: ['LeagueCreated'] }).map((e) => {
      const l = eventOf<LeagueCreated>(e);
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
        .map((e) => eventOf<SeasonEvent>(e))
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
          counted: (table?.sessions ?? []).filter((s) => !table?.awaitingReview?.includes(s)),
          awaitingReview: [...(table?.awaitingReview ?? [])],
          rows: (table?.standings ?? []).map((s) => ({
            rank: s.rank,
            player: s.memberId,
            name: nameOf(s.memberId),
            sessions: s.sessions,
            score: s.score,
            detail: s.counted.length ? `counted: ${s.counted.join(', ')}` : '',
            note: { code: 'counted' as const, sessions: [...s.counted] },
          })),
        };
      }
      const stored = club.runner.derived(ULTI_LEAGUE_TABLE_DOCUMENT, leagueId);
      const table = stored?.doc as UltiLeagueTable | undefined;
      return {
        ...league,
        computedAt: stored?.computedAt ?? null,
        counted: [...(table?.sessions ?? [])],
        awaitingReview: [],
        rows: (table?.rows ?? []).map((r) => ({
          rank: String(r.rank),
          player: r.player,
          name: nameOf(r.player),
          sessions: r.sessions,
          score: r.placementPoints,
          detail: `${r.forints} Ft, ${r.tableWins} table wins`,
          note: { code: 'ulti' as const, forints: r.forints, tableWins: r.tableWins },
        })),
      };
    },
  };
}
