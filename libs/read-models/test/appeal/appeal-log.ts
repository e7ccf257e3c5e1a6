// The appeal case used by the timeline tests: a Mitchell session whose board 4 at table 1 got an
// A60/40 ruling (r1) before the official score was made available at 21:00; 3EW appeal it at
// 21:20, the chief director varies it to A50/50 (no committee), the score goes onto the board, final.
import {
  appealDecider,
  appealStreamId,
  lodgeAppealCommand,
  parseAppealCommand,
  tableBoardStreamDecider,
  tableBoardStreamId,
  type AppealCommand,
  type SessionEvent,
  type TableBoardStreamEvent,
} from '@club/club';
import type { RecordedEvent } from '@club/events';
import { mitchellLog } from '../bridge/mitchell-session';
import { publicationOf, type ClubLog } from '../bridge/club-log';

export const BOARD = tableBoardStreamId({ sessionId: 'mon1', section: 'A', table: 1, board: 4 });
/** The domain events of one stream of the log (stored data plus type). */
const domainEventOf = <E>(e: RecordedEvent): E => ({ ...(e.data as object), type: e.type }) as E;
export const streamEvents = <E>(log: ClubLog, streamId: string) =>
  log.events.filter((e) => e.streamId === streamId).map((e) => domainEventOf<E>(e));

export function lodge(log: ClubLog, appealId: string, now: string) {
  const command = lodgeAppealCommand(
    {
      appealId,
      tableBoardStream: BOARD,
      rulingIds: ['r1'],
      appellant: { contestant: '3EW', memberId: 'e3' },
      viaDirectorId: 'td1',
      grounds: 'East did not hold 14 cards when the board was dealt',
    },
    streamEvents<SessionEvent>(log, 'session-mon1'),
    streamEvents<TableBoardStreamEvent>(log, BOARD),
    now,
  );
  return log.run(appealDecider, appealStreamId(appealId), parseAppealCommand(command));
}

export function appealCase(): ClubLog {
  const { log } = mitchellLog({ correctLate: false });
  lodge(log, 'ap1', '2026-11-21T21:20:00.000Z');
  const steps: AppealCommand[] = [
    { type: 'RecordConcurrence', memberId: 'w3', concurrence: 'concurs', at: '2026-11-21T21:21:00.000Z' },
    {
      type: 'RouteAppeal',
      chiefDirectorId: 'ctd',
      committeeAvailable: false,
      parts: [{ partId: 'facts', kind: 'fact-judgement', question: 'was the board fouled at this table?' }],
      at: '2026-11-21T21:25:00.000Z',
    },
    {
      type: 'ScheduleHearing',
      body: 'chief-director',
      hearingAt: '2026-11-21T21:45:00.000Z',
      panel: ['ctd'],
      at: '2026-11-21T21:26:00.000Z',
    },
    {
      type: 'RecordHearing',
      body: 'chief-director',
      attendees: ['e3', 'w3', 'n1', 's1', 'td1'],
      evidenceRefs: ['board 4 curtain card'],
      at: '2026-11-21T21:50:00.000Z',
    },
    {
      type: 'DecideAppeal',
      body: 'chief-director',
      outcome: 'varied',
      newAdjustedScore: { ns: { kind: 'artificial', grade: 'A' }, ew: { kind: 'artificial', grade: 'A' } },
      laws: ['12C2a', '82C'],
      decidedBy: ['ctd'],
      text: 'both sides not at fault',
      at: '2026-11-21T22:00:00.000Z',
    },
  ];
  // Written as callers write them (defaults left out): parsed first, then judged typed.
  for (const c of steps) log.run(appealDecider, appealStreamId('ap1'), parseAppealCommand(c));
  // The decision's score goes onto the board (after the 92B period only an appeal decision may adjust).
  const published = log.events.find((e) => e.type === 'OfficialScoreMadeAvailable')!;
  log.run(tableBoardStreamDecider, BOARD, {
    type: 'AdjustScore',
    rulingId: 'r1',
    laws: ['12C2a'],
    ns: { kind: 'artificial', grade: 'A' },
    ew: { kind: 'artificial', grade: 'A' },
    appealId: 'ap1',
    clock: { now: '2026-11-21T22:01:00.000Z', publication: publicationOf(domainEventOf(published)) },
  });
  log.run(
    appealDecider,
    appealStreamId('ap1'),
    parseAppealCommand({ type: 'FinalizeAppeal', at: '2026-11-21T22:10:00.000Z' }),
  );
  return log;
}
