// Given/when/then for entry at the tables on the session stream: opening it (not after publication
// or close), East-West confirming boards due at their table, and the movement checks of an entry.
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '@club/testing';
import { refuseBoardNotDue, refusePairNotSeated, seatingAt, sessionDecider, type SessionEvent } from '../../src';
import { mitchellSchedule, START } from '../support/session-fixture';

const spec = deciderSpec(sessionDecider);
const scheduled = sessionDecider.decide(mitchellSchedule(), sessionDecider.initialState)[0]! as Extract<
  SessionEvent,
  { type: 'SessionScheduled' }
>;
const LATER = '2026-11-21T21:00:00.000Z';
const opened: SessionEvent = { type: 'TableEntryOpened', schemaVersion: 1, confirmation: 'round', at: START };
const published: SessionEvent = {
  type: 'OfficialScoreMadeAvailable',
  schemaVersion: 1,
  sessionId: 'mon1',
  leagueId: 'pairs26',
  version: 1,
  availableAt: LATER,
  correctionDeadline: LATER,
  appealDeadline: LATER,
  correctionPeriodMinutes: 0,
  appealPeriodMinutes: 0,
};
const closed: SessionEvent = {
  type: 'SessionClosed',
  schemaVersion: 1,
  sessionId: 'mon1',
  leagueId: 'pairs26',
  at: LATER,
};

describe('opening the session for entry at the tables', () => {
  it('records the confirmation setting', () => {
    spec
      .given([scheduled])
      .when({ type: 'OpenTableEntry', confirmation: 'board', at: START })
      .then([{ type: 'TableEntryOpened', schemaVersion: 1, confirmation: 'board', at: START }]);
  });

  it('refuses it twice, after publication and after close, naming why', () => {
    spec
      .given([scheduled, opened])
      .when({ type: 'OpenTableEntry', confirmation: 'none', at: START })
      .thenThrows('table-entry-open');
    spec
      .given([scheduled, published])
      .when({ type: 'OpenTableEntry', confirmation: 'none', at: LATER })
      .thenThrows(/the official score is published: results are no longer entered at the tables/);
    spec
      .given([scheduled, published, closed])
      .when({ type: 'OpenTableEntry', confirmation: 'none', at: LATER })
      .thenThrows(/the session is closed/);
    spec.given([]).when({ type: 'OpenTableEntry', confirmation: 'none', at: START }).thenThrows('no-session');
  });
});

describe('East-West confirm their table’s results', () => {
  // Mitchell 3 tables, 2 boards a round: table 1 plays boards 1–2 in round 1.
  const due = seatingAt(scheduled, { section: 'A', table: 1, round: 1 })!;

  it('records the boards confirmed for the table and round', () => {
    spec
      .given([scheduled, opened])
      .when({ type: 'ConfirmTableResults', section: 'A', table: 1, round: 1, boards: [...due.boards], at: START })
      .then([
        {
          type: 'TableResultsConfirmed',
          schemaVersion: 1,
          section: 'A',
          table: 1,
          round: 1,
          boards: [...due.boards],
          by: 'EW',
          at: START,
        },
      ]);
  });

  it('refuses a board not due at the table that round, and any confirmation before entry opens or after it ends', () => {
    const other = seatingAt(scheduled, { section: 'A', table: 2, round: 1 })!.boards[0]!;
    spec
      .given([scheduled, opened])
      .when({ type: 'ConfirmTableResults', section: 'A', table: 1, round: 1, boards: [other], at: START })
      .thenThrows('board-not-due');
    spec
      .given([scheduled])
      .when({ type: 'ConfirmTableResults', section: 'A', table: 1, round: 1, boards: [...due.boards], at: START })
      .thenThrows('table-entry-not-open');
    spec
      .given([scheduled, opened, published])
      .when({ type: 'ConfirmTableResults', section: 'A', table: 1, round: 1, boards: [...due.boards], at: LATER })
      .thenThrows('session-published');
  });
});

describe('the movement checks of an entry', () => {
  const at = { section: 'A', table: 1, round: 1 };

  it('names the boards due when a board is not, and the pair seated when another is given', () => {
    const seating = refuseBoardNotDue(scheduled, { ...at, board: 1 });
    expect(seating).toMatchObject({ ns: '1NS', ew: '1EW', boards: [1, 2] });
    expect(() => refuseBoardNotDue(scheduled, { ...at, board: 3 })).toThrow(
      'board 3 is not played at table 1 of section A in round 1: the boards due there are 1, 2',
    );
    expect(() => refusePairNotSeated(seating!, { ns: '1NS', ew: '2EW' }, at)).toThrow(
      'pair 2EW is not seated East-West at table 1 in round 1: pair 1EW is',
    );
    expect(() => refusePairNotSeated(seating!, { ns: '1NS', ew: '1EW' }, at)).not.toThrow();
  });
});
