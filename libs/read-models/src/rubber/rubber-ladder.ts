// The club's rubber ladder: members' points summed over the closed evenings of a period (members
// only; guests play but are not ranked). The period is the club's setting: a league season (the
// season the table was opened in), a calendar month or year (the day the table was opened on the
// club's calendar, CLUB_TIME_ZONE), or all time.
import type { RubberLadderPeriodKind } from '@club/settings/defaults';
import type { DocumentReader } from '../framework/document-projection';
import { clubCalendarDay } from './club-calendar-day';
import { rubberClubKey, rubberSeasonKey } from './rubber-index-projection';
import { rubberTablesOf } from './read-rubber';
import type { RubberTableDocument } from './rubber-table-projection';

/** One period of the ladder: its kind and which one (a season's id, '2026-11', '2026', or 'all'). */
export interface RubberLadderPeriod {
  readonly kind: RubberLadderPeriodKind;
  readonly key: string;
}

export const ALL_TIME = 'all';

export interface RubberLadderRow {
  readonly memberId: string;
  readonly name: string;
  readonly points: number;
  readonly evenings: number;
  readonly rubbersWon: number;
  readonly place: number;
}

/** The month or year of that kind holding the club's calendar day ('2026-11-26'), or all time. */
export function periodOfDay(day: string, kind: Exclude<RubberLadderPeriodKind, 'season'>): string {
  if (kind === 'month') return day.slice(0, 7);
  if (kind === 'year') return day.slice(0, 4);
  return ALL_TIME;
}

/** The period of that kind a table counts toward (null: a table opened outside any season). */
export function periodOfTable(
  table: RubberTableDocument['table'],
  kind: RubberLadderPeriodKind,
  timeZone: string,
): string | null {
  if (kind === 'season') return table.seasonId;
  return periodOfDay(table.openedAt === null ? '' : clubCalendarDay(table.openedAt, timeZone), kind);
}

function closedTablesOf(
  reader: DocumentReader,
  clubId: string,
  period: RubberLadderPeriod,
  timeZone: string,
): RubberTableDocument[] {
  const listed =
    period.kind === 'season'
      ? rubberTablesOf(reader, rubberSeasonKey(clubId, period.key))
      : rubberTablesOf(reader, rubberClubKey(clubId)).filter(
          (d) => periodOfTable(d.table, period.kind, timeZone) === period.key,
        );
  return listed.filter((d) => d.table.closedAt !== null);
}

/** The periods of that kind with a closed evening, latest first: the past periods a member may pick. */
export function readRubberLadderPeriods(
  reader: DocumentReader,
  clubId: string,
  kind: RubberLadderPeriodKind,
  timeZone: string,
): string[] {
  const keys = rubberTablesOf(reader, rubberClubKey(clubId)).flatMap(({ table }) => {
    const key = table.closedAt === null ? null : periodOfTable(table, kind, timeZone);
    return key === null ? [] : [key];
  });
  return [...new Set(keys)].sort((a, b) => b.localeCompare(a));
}

/** The period's ladder: points summed over its closed evenings, highest first; equal points share a place. */
export function readRubberLadder(
  reader: DocumentReader,
  clubId: string,
  period: RubberLadderPeriod,
  timeZone: string,
): RubberLadderRow[] {
  const rows = new Map<string, Omit<RubberLadderRow, 'place'>>();
  for (const { table, evening } of closedTablesOf(reader, clubId, period, timeZone)) {
    for (const row of evening.players) {
      const player = table.players.find((p) => p.playerId === row.playerId);
      if (!player || player.memberId === null) continue;
      const was = rows.get(player.memberId) ?? {
        memberId: player.memberId,
        name: player.name,
        points: 0,
        evenings: 0,
        rubbersWon: 0,
      };
      rows.set(player.memberId, {
        ...was,
        points: was.points + row.points,
        evenings: was.evenings + 1,
        rubbersWon: was.rubbersWon + row.rubbersWon,
      });
    }
  }
  const sorted = [...rows.values()].sort((a, b) => b.points - a.points || a.memberId.localeCompare(b.memberId));
  return sorted.map((row) => ({ ...row, place: sorted.findIndex((r) => r.points === row.points) + 1 }));
}
