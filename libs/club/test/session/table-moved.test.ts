// Given/when/then for the director moving a table on to a later round (a lost phone): only forward,
// within the movement's rounds, while entry at the tables is open; the table's round then reads it.
import { describe, expect, it } from 'vitest';
import { fold, isDomainError } from '@club/events';
import { deciderSpec } from '@club/testing';
import { sessionDecider, tableRoundOf, type SessionEvent } from '../../src';
import { mitchellSchedule, START } from '../support/session-fixture';

const spec = deciderSpec(sessionDecider);
// Mitchell of 3 tables: 3 rounds.
const scheduled = sessionDecider.decide(mitchellSchedule(), sessionDecider.initialState)[0]!;
const LATER = '2026-11-21T21:00:00.000Z';
const opened: SessionEvent = { type: 'TableEntryOpened', schemaVersion: 1, confirmation: 'round', at: START };
const round = (type: 'RoundStarted' | 'RoundEnded', n: number): SessionEvent => ({
  type,
  schemaVersion: 1,
  round: n,
  at: START,
});
const moved = (table: number, to: number): SessionEvent => ({
  type: 'TableMoved',
  schemaVersion: 1,
  section: 'A',
  table,
  round: to,
  at: START,
});
const move = (table: number, to: number, section = 'A') =>
  ({ type: 'MoveTable', section, table, round: to, at: START }) as const;

function refusalOf(given: readonly SessionEvent[], command: ReturnType<typeof move>) {
  try {
    sessionDecider.decide(command, fold(sessionDecider, given));
  } catch (error) {
    if (isDomainError(error)) return { code: error.code, params: error.params };
    throw error;
  }
  throw new Error('the move was not refused');
}

describe('the director moves a table to a later round', () => {
  it('records the table and its new round', () => {
    spec
      .given([scheduled, opened, round('RoundStarted', 1)])
      .when(move(2, 2))
      .then([moved(2, 2)]);
  });

  it('moves only that table, until the session’s round catches up with it', () => {
    const at = (events: readonly SessionEvent[], table: number) =>
      tableRoundOf(fold(sessionDecider, events), { section: 'A', table });
    const played = [scheduled, opened, round('RoundStarted', 1), moved(2, 2)];
    expect([at(played, 1), at(played, 2)]).toEqual([1, 2]);
    const next = [...played, round('RoundEnded', 1), round('RoundStarted', 2)];
    expect([at(next, 1), at(next, 2)]).toEqual([2, 2]);
    const last = [...next, round('RoundEnded', 2), round('RoundStarted', 3)];
    expect([at(last, 1), at(last, 2)]).toEqual([3, 3]);
    // Before the first round a moved table already plays its round.
    expect(at([scheduled, opened, moved(3, 2)], 3)).toBe(2);
  });

  it('refuses a move backwards or to the round the table plays, naming its round', () => {
    expect(refusalOf([scheduled, opened, round('RoundStarted', 2)], move(1, 1))).toEqual({
      code: 'table-move-backwards',
      params: { table: 1, round: 1, current: 2 },
    });
    spec
      .given([scheduled, opened, round('RoundStarted', 1), moved(1, 3)])
      .when(move(1, 2))
      .thenThrows(/table 1 already plays round 3; a table moves only forward/);
  });

  it('refuses a round beyond the movement’s rounds, a table or section not in it', () => {
    expect(refusalOf([scheduled, opened], move(1, 4))).toEqual({
      code: 'table-move-beyond',
      params: { round: 4, rounds: 3 },
    });
    spec.given([scheduled, opened]).when(move(9, 2)).thenThrows('unknown-table');
    spec
      .given([scheduled, opened])
      .when(move(1, 2, 'Z'))
      .thenThrows('unknown-section');
  });

  it('refuses it when entry at the tables is not open: never opened, published or closed', () => {
    spec
      .given([scheduled, round('RoundStarted', 1)])
      .when(move(1, 2))
      .thenThrows('table-entry-not-open');
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
    spec.given([scheduled, opened, published]).when(move(1, 2)).thenThrows('session-published');
    const closed: SessionEvent = {
      type: 'SessionClosed',
      schemaVersion: 1,
      sessionId: 'mon1',
      leagueId: 'pairs26',
      at: LATER,
    };
    spec.given([scheduled, opened, published, closed]).when(move(1, 2)).thenThrows('session-closed');
  });
});
