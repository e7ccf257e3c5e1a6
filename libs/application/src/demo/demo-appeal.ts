// The appeal in progress of the demo: North-South of the weighted-score board appeal the ruling
// twenty minutes after the official score was published (inside the 30-minute period of Law 92B),
// partner concurs, the chief director routes it to the appeals committee, a hearing is scheduled.
import { eventOf } from '@club/events';
import { sessionStreamId, type SessionEvent, type TableBoardStreamEvent } from '@club/club';
import { executeAppealCommand, lodgeAppeal } from '../appeal/appeal-area';
import type { Club } from '../club';

export interface DemoAppealCase {
  readonly appealId: string;
  readonly sessionId: string;
  readonly tableBoardStream: string;
  readonly rulingId: string;
}

const dataOf = <E extends { readonly type: string }>(club: Club, stream: string) =>
  club.store.readStream(stream).map((e) => eventOf<E>(e));

export interface DemoAppealOptions {
  /** Minutes after the publication the appeal is lodged (default 20; the others follow it). */
  readonly lodgedAfterMinutes?: number;
  /** Schedule the committee's hearing (default true); false leaves the appeal routed, awaiting one. */
  readonly hearing?: boolean;
}

/** Lodges, routes and schedules the appeal against `ruling`, from the stored session and board. */
export function seedDemoAppeal(
  club: Club,
  ruling: Omit<DemoAppealCase, 'appealId'>,
  appealId = 'ap1',
  options: DemoAppealOptions = {},
): DemoAppealCase {
  const session = dataOf<SessionEvent>(club, sessionStreamId(ruling.sessionId));
  const published = session.filter((e) => e.type === 'OfficialScoreMadeAvailable').at(-1);
  if (!published) throw new Error(`the demo appeal needs session ${ruling.sessionId} published`);
  const opened = dataOf<TableBoardStreamEvent>(club, ruling.tableBoardStream).find(
    (e) => e.type === 'TableBoardOpened',
  );
  if (!opened) throw new Error(`the demo appeal needs board ${ruling.tableBoardStream} opened`);
  const scheduled = session.find((e) => e.type === 'SessionScheduled');
  const pair =
    scheduled?.type === 'SessionScheduled'
      ? scheduled.entrants.find((e) => e.section === opened.section && e.pair === opened.ns)
      : undefined;
  if (!pair) throw new Error(`the demo appeal needs the entrant ${opened.ns} of section ${opened.section}`);

  const lodgedAfter = options.lodgedAfterMinutes ?? 20;
  const minutesAfter = (minutes: number) =>
    new Date(Date.parse(published.availableAt) + (minutes - 20 + lodgedAfter) * 60_000).toISOString();
  const lodged = lodgeAppeal(
    club,
    {
      appealId,
      tableBoardStream: ruling.tableBoardStream,
      rulingIds: [ruling.rulingId],
      appellant: { contestant: opened.ns, memberId: pair.players[0]! },
      viaDirectorId: 'td',
      grounds: 'the hesitation was brief and the final bid was the only sensible call',
    },
    minutesAfter(20),
  );
  const partner = lodged.state.lodged?.concurrenceFrom;
  if (partner)
    executeAppealCommand(club, appealId, {
      type: 'RecordConcurrence',
      memberId: partner,
      concurrence: 'concurs',
      at: minutesAfter(22),
    });
  executeAppealCommand(club, appealId, {
    type: 'RouteAppeal',
    chiefDirectorId: 'td',
    committeeAvailable: true,
    parts: [
      {
        partId: 'judgement',
        kind: 'fact-judgement',
        question: 'did the hesitation suggest the final bid over a logical alternative?',
      },
    ],
    at: minutesAfter(25),
  });
  if (options.hearing === false) return { appealId, ...ruling };
  executeAppealCommand(club, appealId, {
    type: 'ScheduleHearing',
    body: 'appeals-committee',
    hearingAt: minutesAfter(24 * 60),
    panel: ['ac1', 'ac2', 'ac3'],
    at: minutesAfter(28),
  });
  return { appealId, ...ruling };
}
