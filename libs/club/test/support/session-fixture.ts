// A 3-table Mitchell pairs session (3 rounds of 2 boards, boards 1–6) used by the session tests.
import type { ScheduleSession } from '../../src';
import { ONE_SUIT_EACH } from './bridge-table';

export const START = '2026-11-21T18:00:00.000Z';

export function mitchellSchedule(over: Partial<ScheduleSession> = {}): ScheduleSession {
  return {
    type: 'ScheduleSession',
    sessionId: 'mon1',
    name: 'Monday pairs',
    leagueId: 'pairs26',
    startsAt: START,
    form: 'pairs',
    scoring: 'MP',
    sections: [{ section: 'A', movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2 } }],
    boards: [1, 2, 3, 4, 5, 6].map((board) => ({ board, deal: board === 1 ? ONE_SUIT_EACH : null })),
    entrants: [1, 2, 3].flatMap((t) => [
      { section: 'A', pair: `${t}NS`, players: [`n${t}`, `s${t}`] },
      { section: 'A', pair: `${t}EW`, players: [`e${t}`, `w${t}`] },
    ]),
    ...over,
  };
}
