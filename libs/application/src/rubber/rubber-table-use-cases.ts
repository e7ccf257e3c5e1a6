// What a rubber table's scorer and the members do, ready for the site's procedures: each command
// through libs/club's rubber table decider on the table's stream (events versioned), each read from
// the rubber projections. A refusal comes back with its code and params (the field it names).
import {
  parseRubberTableCommand,
  rubberTableDecider,
  rubberTableStreamId,
  type CorrectRubberDeal,
  type OpenRubberTable,
  type PlayedDeal,
  type RubberSeating,
  type RubberTableCommand,
  type RubberTableEvent,
  type RubberTableState,
} from '@club/club';
import type { CommandMetadata, CommandResult } from '@club/event-store';
import {
  readMemberRubberEvenings,
  readRubberLadder,
  readRubberLadderPeriods,
  readRubberTable,
  type MemberRubberEvening,
  type RubberLadderPeriod,
  type RubberLadderRow,
  type RubberTableDocument,
} from '@club/read-models';
import { versionedEventCodec } from '../bridge/bridge-commands';
import type { Club } from '../club';
import type { SiteActor } from '../site/site-actor';
import { refusedBy, type SiteCommandOutcome } from '../site/site-outcome';

const codec = versionedEventCodec<RubberTableEvent>();

export function executeRubberTable(
  club: Club,
  tableId: string,
  command: RubberTableCommand,
  metadata?: CommandMetadata,
): Promise<CommandResult<RubberTableEvent, RubberTableState>> {
  return club.execute(rubberTableStreamId(tableId), rubberTableDecider, command, metadata, { codec });
}

export interface RubberTableUseCases {
  openTable(
    input: Omit<OpenRubberTable, 'type' | 'clubId' | 'openedBy' | 'openedAt'>,
    by: SiteActor,
  ): Promise<SiteCommandOutcome>;
  recordDeal(input: { tableId: string; deal: Omit<PlayedDeal, 'kind'> }, by: SiteActor): Promise<SiteCommandOutcome>;
  passOut(input: { tableId: string; dealer: string }, by: SiteActor): Promise<SiteCommandOutcome>;
  correctDeal(
    input: Omit<CorrectRubberDeal, 'type' | 'correctedBy'> & { tableId: string },
    by: SiteActor,
  ): Promise<SiteCommandOutcome>;
  /** Between rubbers; `seating` and `firstDealer` are the cut's result (omitted: same seating, or the table's rotation). */
  startNextRubber(
    input: { tableId: string; seating?: RubberSeating; firstDealer?: string },
    by: SiteActor,
  ): Promise<SiteCommandOutcome>;
  closeTable(input: { tableId: string }, by: SiteActor): Promise<SiteCommandOutcome>;
  /** The table: its settings, each rubber's score sheet, the next dealer. */
  sheet(tableId: string): RubberTableDocument | undefined;
  /** The evening's totals and settlement per player. */
  evening(tableId: string): RubberTableDocument['evening'] | undefined;
  memberEvenings(memberId: string): MemberRubberEvening[];
  ladder(period: RubberLadderPeriod): RubberLadderRow[];
  /** The periods of the ladder's kind with a closed evening, latest first. */
  ladderPeriods(kind: RubberLadderPeriod['kind']): string[];
}

export function rubberTableUseCases(
  club: Club,
  clubId: string,
  now: () => Date = () => new Date(),
  /** The club's time zone (CLUB_TIME_ZONE): the ladder's months and years are the club's calendar's. */
  timeZone = 'UTC',
): RubberTableUseCases {
  const run = async (tableId: string, input: unknown, by: SiteActor): Promise<SiteCommandOutcome> => {
    try {
      // Parsed like any input from outside; the decider then checks the rules.
      await executeRubberTable(club, tableId, parseRubberTableCommand(input), {
        actor: { id: by.memberId, role: 'member' },
      });
    } catch (error) {
      return refusedBy(error);
    }
    await club.settle();
    return { ok: true };
  };
  return {
    openTable: (input, by) =>
      run(
        input.tableId,
        { ...input, type: 'OpenRubberTable', clubId, openedBy: by.memberId, openedAt: now().toISOString() },
        by,
      ),
    recordDeal: ({ tableId, deal }, by) =>
      run(tableId, { type: 'RecordRubberDeal', entry: { kind: 'played', ...deal } }, by),
    passOut: ({ tableId, dealer }, by) =>
      run(tableId, { type: 'RecordRubberDeal', entry: { kind: 'passed-out', dealer } }, by),
    correctDeal: ({ tableId, ...input }, by) =>
      run(tableId, { ...input, type: 'CorrectRubberDeal', correctedBy: by.memberId }, by),
    startNextRubber: ({ tableId, ...cut }, by) => run(tableId, { type: 'StartNextRubber', ...cut }, by),
    closeTable: ({ tableId }, by) => run(tableId, { type: 'CloseRubberTable', closedAt: now().toISOString() }, by),
    sheet: (tableId) => readRubberTable(club.runner, tableId),
    evening: (tableId) => readRubberTable(club.runner, tableId)?.evening,
    memberEvenings: (memberId) => readMemberRubberEvenings(club.runner, clubId, memberId),
    ladder: (period) => readRubberLadder(club.runner, clubId, period, timeZone),
    ladderPeriods: (kind) => readRubberLadderPeriods(club.runner, clubId, kind, timeZone),
  };
}
