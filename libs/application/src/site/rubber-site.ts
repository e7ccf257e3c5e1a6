// The rubber table on the site: any member opens a table (its id given here, the season the club is
// in recorded for the ladder); its scorer records the deals. The scorer is the member who opened
// the table or any member seated at it: at a rubber table whoever keeps the sheet that evening
// writes, and the others check it, so the site lets each of them correct a wrong entry.
import { clubCalendarDay, periodOfDay, type RubberTableDocument } from '@club/read-models';
import { DEFAULT_RUBBER_LADDER_PERIOD, type RubberLadderPeriodKind } from '@club/settings/defaults';
import type { Club } from '../club';
import { rubberTableUseCases } from '../rubber/rubber-table-use-cases';
import type {
  RubberCorrectDealInput,
  RubberLadder,
  RubberLadderInput,
  RubberMyEvenings,
  RubberNextRubberInput,
  RubberOpenTableInput,
  RubberPassOutInput,
  RubberRecordDealInput,
  RubberSheet,
  RubberTableInput,
  RubberTableOpened,
} from './rubber-shapes';
import type { SiteActor } from './site-actor';
import type { SiteCommandOutcome } from './site-outcome';

export interface RubberSiteUseCases {
  openRubberTable(input: RubberOpenTableInput, by: SiteActor): Promise<RubberTableOpened>;
  recordRubberDeal(input: RubberRecordDealInput, by: SiteActor): Promise<SiteCommandOutcome>;
  passOutRubberDeal(input: RubberPassOutInput, by: SiteActor): Promise<SiteCommandOutcome>;
  correctRubberDeal(input: RubberCorrectDealInput, by: SiteActor): Promise<SiteCommandOutcome>;
  startNextRubber(input: RubberNextRubberInput, by: SiteActor): Promise<SiteCommandOutcome>;
  closeRubberTable(input: RubberTableInput, by: SiteActor): Promise<SiteCommandOutcome>;
  /** The table's sheet; undefined when there is no such table. */
  rubberSheet(input: RubberTableInput, by: SiteActor): RubberSheet | undefined;
  myRubberEvenings(by: SiteActor): RubberMyEvenings;
  rubberLadder(input: RubberLadderInput): RubberLadder;
}

export interface RubberSiteOptions {
  readonly clubId: string;
  readonly now: () => Date;
  /** The season a table opened now counts toward, and the ladder shown by default. */
  readonly currentSeason: () => string | null;
  /** What the ladder sums over (CLUB_RUBBER_LADDER_PERIOD; default the league season). */
  readonly ladderPeriod?: RubberLadderPeriodKind;
  /** The club's time zone (CLUB_TIME_ZONE; default UTC): the ladder's months and years are its calendar's. */
  readonly timeZone?: string;
}

/** The period of that kind the club is in now: the season, this month or year ('2026-11', '2026'), or all time. */
function periodNow(kind: RubberLadderPeriodKind, options: RubberSiteOptions): string | null {
  if (kind === 'season') return options.currentSeason();
  return periodOfDay(clubCalendarDay(options.now().toISOString(), options.timeZone ?? 'UTC'), kind);
}

const mayScore = (doc: RubberTableDocument | undefined, memberId: string) =>
  doc !== undefined && (doc.table.openedBy === memberId || doc.table.players.some((p) => p.memberId === memberId));

export function rubberSiteUseCases(club: Club, options: RubberSiteOptions): RubberSiteUseCases {
  const tables = rubberTableUseCases(club, options.clubId, options.now, options.timeZone);
  const asScorer = async (tableId: string, by: SiteActor, run: () => Promise<SiteCommandOutcome>) => {
    const doc = tables.sheet(tableId);
    if (doc === undefined)
      return {
        ok: false as const,
        error: `Rubber table '${tableId}' does not exist.`,
        code: 'rubber-table-unknown',
        params: { tableId },
      };
    if (!mayScore(doc, by.memberId))
      return {
        ok: false as const,
        error: "Only the table's scorer (who opened it) or one of its players may write on its sheet.",
        code: 'not-the-tables-scorer',
        params: { tableId },
      };
    return run();
  };
  return {
    async openRubberTable(input, by) {
      // Named by the clock; two tables opened in the same millisecond get a second number.
      const stamp = `rubber-${options.now().getTime().toString(36)}`;
      let tableId = stamp;
      for (let n = 2; tables.sheet(tableId)?.table.tableId; n++) tableId = `${stamp}-${n}`;
      const outcome = await tables.openTable(
        {
          ...input,
          tableId,
          seasonId: options.currentSeason(),
          stake: input.stake ?? null,
          ...(input.partnershipChange ? { partnershipChange: input.partnershipChange } : {}),
        },
        by,
      );
      return outcome.ok ? { ok: true, tableId } : outcome;
    },
    recordRubberDeal: ({ tableId, deal }, by) => asScorer(tableId, by, () => tables.recordDeal({ tableId, deal }, by)),
    passOutRubberDeal: (input, by) => asScorer(input.tableId, by, () => tables.passOut(input, by)),
    correctRubberDeal: (input, by) => asScorer(input.tableId, by, () => tables.correctDeal(input, by)),
    startNextRubber: (input, by) => asScorer(input.tableId, by, () => tables.startNextRubber(input, by)),
    closeRubberTable: (input, by) => asScorer(input.tableId, by, () => tables.closeTable(input, by)),
    rubberSheet({ tableId }, by) {
      const doc = tables.sheet(tableId);
      return doc && doc.table.tableId !== null ? { ...doc, canScore: mayScore(doc, by.memberId) } : undefined;
    },
    myRubberEvenings: (by) => tables.memberEvenings(by.memberId),
    rubberLadder({ period }) {
      const kind = options.ladderPeriod ?? DEFAULT_RUBBER_LADDER_PERIOD;
      const now = periodNow(kind, options);
      const key = period ?? now;
      const periods = tables.ladderPeriods(kind);
      // The period now is offered even before its first closed evening.
      const offered = now === null || periods.includes(now) ? periods : [now, ...periods];
      return {
        kind,
        period: key ?? '',
        periods: offered,
        rows: key === null ? [] : tables.ladder({ kind, key }),
      };
    },
  };
}

/** The season the club is in: the one whose dates hold today, else the latest that has started. */
export function seasonOn(
  seasons: readonly { seasonId: string; startsOn: string; endsOn: string }[],
  today: string,
): string | null {
  const holding = seasons.find((s) => s.startsOn <= today && today <= s.endsOn);
  if (holding) return holding.seasonId;
  const started = seasons.filter((s) => s.startsOn <= today).sort((a, b) => b.startsOn.localeCompare(a.startsOn));
  return started[0]?.seasonId ?? null;
}
