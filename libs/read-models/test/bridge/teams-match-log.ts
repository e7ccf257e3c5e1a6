// A two-room teams match A v B over 4 boards (2 stints of 2), results entered in both rooms, and
// the replayed session results. A gains 6 + 11 = 17 IMPs, B 13; WBF 2013 over 4 boards: A 12.29, B 7.71.
import type { ScheduleSession, SessionScheduled } from '@club/club';
import { createReplay } from '../../src/framework/replay';
import { BRIDGE_JOB_KINDS, BRIDGE_PROJECTIONS, BRIDGE_RESULTS, type SessionResults } from '../../src';
import { ClubLog } from './club-log';

export function resultsOf(log: ClubLog, sessionId: string): SessionResults {
  const replay = createReplay([...BRIDGE_PROJECTIONS], [...BRIDGE_JOB_KINDS]);
  for (const e of log.events) replay.apply(e);
  return replay
    .derive()
    .flatMap((d) => d.writes)
    .find((w) => w.kind === BRIDGE_RESULTS && w.key === sessionId)!.doc as SessionResults;
}

/** The match's section results, after `extra` has run more commands on the log (rulings, penalties). */
export function teamsMatchSection(
  extra: (log: ClubLog, s: SessionScheduled) => void = () => {},
  over: Pick<ScheduleSession, 'carriedOver'> = {},
) {
  const log = new ClubLog();
  const [s] = log.session('t1', {
    type: 'ScheduleSession',
    sessionId: 't1',
    name: 'Teams match',
    startsAt: '2026-11-22T18:00:00.000Z',
    form: 'teams',
    scoring: 'TEAMS-IMP-VP',
    sections: [{ section: 'M', movement: { kind: 'teams', home: 'A', away: 'B', boardsPerStint: 2 } }],
    boards: [1, 2, 3, 4].map((board) => ({ board })),
    entrants: [
      { section: 'M', pair: 'A', players: ['a1', 'a2', 'a3', 'a4'] },
      { section: 'M', pair: 'B', players: ['b1', 'b2', 'b3', 'b4'] },
    ],
    ...over,
  }) as [SessionScheduled];
  const enter = (level: number, strain: string, declarer: 'N' | 'E' | 'S' | 'W', tricks: number) => ({
    type: 'EnterResult' as const,
    contract: { level, strain, doubling: '' } as never,
    declarer,
    tricks,
  });
  // Board 1 (None): open room 4S= by N +420, closed room 2S+2 by N +170: A gains 250 = 6 IMPs.
  log.board(s, 'M', 1, 1, [enter(4, 'S', 'N', 10)]);
  log.board(s, 'M', 2, 1, [enter(2, 'S', 'N', 10)]);
  // Board 2 (NS vul): 3NT= +600 in both rooms: 0.
  log.board(s, 'M', 1, 2, [enter(3, 'NT', 'S', 9)]);
  log.board(s, 'M', 2, 2, [enter(3, 'NT', 'S', 9)]);
  // Board 3 (EW vul): open 1NT-1 by N -50, closed 3NT= by E -600: -50 - (-600) = +550, 11 IMPs to A.
  log.board(s, 'M', 1, 3, [enter(1, 'NT', 'N', 6)]);
  log.board(s, 'M', 2, 3, [enter(3, 'NT', 'E', 9)]);
  // Board 4 (All): open 4H-2 by S -200, closed 4H= by S +620: B gains 820 = 13 IMPs.
  log.board(s, 'M', 1, 4, [enter(4, 'H', 'S', 8)]);
  log.board(s, 'M', 2, 4, [enter(4, 'H', 'S', 10)]);
  extra(log, s);
  return resultsOf(log, 't1').sections[0]!;
}
