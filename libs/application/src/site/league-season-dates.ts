// A session dated outside the season of a league it counts in is still recorded (a late import,
// a mistyped date in the file): the league administrator is warned, on the import report and on
// the review page, in words.
import type { LeagueEvent, SeasonEvent } from '@club/club';
import { eventOf } from '@club/events';
import type { Club } from '../club';

type LeagueCreated = Extract<LeagueEvent, { type: 'LeagueCreated' }>;

/** One warning per league whose season's dates do not hold the day (YYYY-MM-DD). */
export function seasonDateWarnings(club: Pick<Club, 'store'>, day: string, leagueIds: readonly string[]): string[] {
  if (leagueIds.length === 0) return [];
  const seasons = new Map(
    club.store.readAll({ types: ['SeasonOpened'] }).map((e) => {
      const s = eventOf<SeasonEvent>(e);
      return [s.seasonId, s] as const;
    }),
  );
  return club.store
    .readAll({ types: ['LeagueCreated'] })
    .map((e) => eventOf<LeagueCreated>(e))
    .filter((l) => leagueIds.includes(l.leagueId))
    .flatMap((l) => {
      const season = seasons.get(l.seasonId);
      if (!season || (day >= season.startsOn && day <= season.endsOn)) return [];
      return [
        `The session is dated ${day}, outside season ${season.name} (${season.startsOn} to ${season.endsOn}) of league ${l.name}: it is recorded all the same.`,
      ];
    });
}
