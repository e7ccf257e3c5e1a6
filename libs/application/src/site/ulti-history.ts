// A member's Ulti over time, over the read models: every Ulti session he sat at a table in (the
// `ulti.session` documents), his line of the standings the ulti-standings job published, the date
// the session was scheduled, and the season of its league (the league and season streams' opening
// events), with his forints summed session by session for the chart.
import type { LeagueEvent, SeasonEvent, UltiSessionScheduled } from '@club/club';
import { eventOf } from '@club/events';
import {
  ULTI_LEAGUE_PROJECTION,
  ULTI_SESSION_PROJECTION,
  ULTI_STANDINGS_DOCUMENT,
  type UltiLeagueDocument,
  type UltiLiveStandings,
  type UltiSessionDocument,
} from '@club/read-models';
import type { Club } from '../club';
import { nameOfWith, type MemberLookup } from './member-names';
import type { UltiHistory } from './ulti-history-shapes';

type LeagueCreated = Extract<LeagueEvent, { type: 'LeagueCreated' }>;

export interface UltiHistoryUseCases {
  ultiHistory(memberId: string): UltiHistory;
}

export function ultiHistoryReader(club: Pick<Club, 'store' | 'runner'>, member: MemberLookup): UltiHistoryUseCases {
  const { runner, store } = club;
  const nameOf = nameOfWith(member);
  return {
    ultiHistory(memberId) {
      const scheduledAt = new Map(
        store
          .readAll({ types: ['UltiSessionScheduled'] })
          .map((e) => [eventOf<UltiSessionScheduled>(e).sessionId, e.metadata.occurredAt] as const),
      );
      const leagues = new Map(
        store
          .readAll({ types: ['LeagueCreated'] })
          .map((e) => eventOf<LeagueCreated>(e))
          .map((l) => [l.leagueId, l] as const),
      );
      const seasonNames = new Map(
        store
          .readAll({ types: ['SeasonOpened'] })
          .map((e) => eventOf<SeasonEvent>(e))
          .map((s) => [s.seasonId, s.name] as const),
      );
      // A session joins a league by its schedule or by the league's own list.
      const leagueOf = new Map<string, string>();
      for (const key of runner.keys(ULTI_LEAGUE_PROJECTION))
        for (const s of runner.document<UltiLeagueDocument>(ULTI_LEAGUE_PROJECTION, key)?.sessions ?? [])
          leagueOf.set(s, key);

      const played = runner
        .keys(ULTI_SESSION_PROJECTION)
        .map((id) => runner.document<UltiSessionDocument>(ULTI_SESSION_PROJECTION, id))
        .filter((d): d is UltiSessionDocument => d !== undefined && d.tables.some((t) => t.seating.includes(memberId)))
        .flatMap((doc) => {
          const standings = runner.derived(ULTI_STANDINGS_DOCUMENT, doc.sessionId)?.doc as
            UltiLiveStandings | undefined;
          const mine = standings?.ranking.find((r) => r.player === memberId);
          if (!standings || !mine) return [];
          const leagueId = leagueOf.get(doc.sessionId) ?? doc.leagueId;
          return [{ doc, standings, mine, league: leagueId ? leagues.get(leagueId) : undefined }];
        })
        .map((s) => ({ ...s, date: scheduledAt.get(s.doc.sessionId) ?? '' }))
        .sort((a, b) => a.date.localeCompare(b.date) || a.doc.sessionId.localeCompare(b.doc.sessionId));

      let cumulative = 0;
      const sessions = played.map(({ doc, standings, mine, league, date }) => ({
        sessionId: doc.sessionId,
        date,
        league: league?.name ?? null,
        status: standings.status,
        forints: mine.forints,
        placementPoints: mine.placementPoints,
        rank: mine.rank,
        fieldSize: standings.ranking.length,
        rounds: mine.rounds,
        cumulativeForints: (cumulative += mine.forints),
      }));

      const seasons = new Map<string | null, UltiHistory['seasons'][number]>();
      for (const { mine, league } of played) {
        const seasonId = league?.seasonId ?? null;
        const sum = seasons.get(seasonId) ?? {
          seasonId,
          name: seasonId === null ? null : (seasonNames.get(seasonId) ?? seasonId),
          sessions: 0,
          forints: 0,
          placementPoints: 0,
        };
        seasons.set(seasonId, {
          ...sum,
          sessions: sum.sessions + 1,
          forints: sum.forints + mine.forints,
          placementPoints: sum.placementPoints + mine.placementPoints,
        });
      }
      return { memberId, name: nameOf(memberId), sessions, seasons: [...seasons.values()].reverse() };
    },
  };
}
