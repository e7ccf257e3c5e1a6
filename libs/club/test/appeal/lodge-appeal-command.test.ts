// The LodgeAppeal command built from the session's and the board's streams (as the application
// layer reads them), then judged by the appeal decider.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fold } from '@club/events';
import {
  appealDecider,
  lodgeAppealCommand,
  parseAppealCommand,
  sessionDecider,
  type SessionEvent,
  type SessionCommand,
  type TableBoardStreamEvent,
} from '../../src';
import { mitchellSchedule } from '../support/session-fixture';
import { openBoard, run } from '../support/table-board-fixture';

function session(commands: readonly SessionCommand[]): SessionEvent[] {
  const events: SessionEvent[] = [];
  for (const c of commands) events.push(...sessionDecider.decide(c, fold(sessionDecider, events)));
  return events;
}

const ruled: TableBoardStreamEvent[] = run([
  openBoard(),
  {
    type: 'CallDirector',
    callId: 'c1',
    calledBy: 'E',
    stage: 'after-play',
    irregularity: 'hesitation before 4S',
    at: '2026-11-21T18:40:00.000Z',
  },
  {
    type: 'GiveRuling',
    rulingId: 'r1',
    laws: ['16B1', '12C1'],
    rulingType: 'assigned-adjusted-score',
    offendingSide: 'NS',
    rectifications: [],
    text: 'result adjusted to 3S=',
    appealRightNotified: true,
    at: '2026-11-21T18:45:00.000Z',
  },
]);
const request = {
  appealId: 'ap1',
  tableBoardStream: 'tableboard-mon1-A-1-1',
  rulingIds: ['r1'],
  appellant: { contestant: '1NS', memberId: 's1' },
  viaDirectorId: 'td1',
  grounds: 'no logical alternative',
};

describe('lodgeAppealCommand', () => {
  it('takes the form, edition, partner and the stored deadline from the streams', () => {
    const events = session([
      mitchellSchedule({ lawsEdition: '1997', appealPeriodMinutes: 45 }),
      { type: 'MakeOfficialScoreAvailable', availableAt: '2026-11-21T21:00:00.000Z' },
    ]);
    const [lodged] = appealDecider.decide(
      parseAppealCommand(lodgeAppealCommand(request, events, ruled, '2026-11-21T21:44:59.000Z')),
      appealDecider.initialState,
    );
    expect(lodged).toMatchObject({
      form: 'pairs',
      edition: '1997',
      concurrenceFrom: 'n1',
      absentMemberDeemedToConcur: true,
      appealDeadline: '2026-11-21T21:45:00.000Z',
      rulings: [{ rulingId: 'r1', laws: ['16B1', '12C1'] }],
    });
  });

  it('refuses a board that was never opened', () => {
    expect(() => lodgeAppealCommand(request, session([mitchellSchedule()]), [], '2026-11-21T21:00:00.000Z')).toThrow(
      "tableBoardStream: 'tableboard-mon1-A-1-1' has no board opened",
    );
  });

  it('accepts exactly the appeals lodged no later than the period after publication (any period, any second)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120 }), fc.integer({ min: -600, max: 8_000 }), (minutes, offsetSeconds) => {
        const events = session([
          mitchellSchedule({ appealPeriodMinutes: minutes }),
          { type: 'MakeOfficialScoreAvailable', availableAt: '2026-11-21T21:00:00.000Z' },
        ]);
        const now = new Date(Date.parse('2026-11-21T21:00:00.000Z') + offsetSeconds * 1000).toISOString();
        const decide = () =>
          appealDecider.decide(
            parseAppealCommand(lodgeAppealCommand(request, events, ruled, now)),
            appealDecider.initialState,
          );
        if (offsetSeconds <= minutes * 60) expect(decide()).toHaveLength(1);
        else expect(decide).toThrow(/is out of time: the deadline was/);
      }),
      { numRuns: 60 },
    );
  });
});
