import { describe, expect, it } from 'vitest';
import { fold } from '@club/events';
import { deciderSpec } from '@club/testing';
import { sessionDecider, type SessionEvent } from '../../src';
import { mitchellSchedule, START } from '../support/session-fixture';

const spec = deciderSpec(sessionDecider);
const scheduled = sessionDecider.decide(mitchellSchedule(), sessionDecider.initialState)[0]! as Extract<
  SessionEvent,
  { type: 'SessionScheduled' }
>;

describe('scheduling a bridge session', () => {
  it('stores the movement, the Law 2 markings of each board, and the default periods of 30 minutes', () => {
    expect(scheduled.sections[0]!.movement.rounds).toBe(3);
    expect(scheduled.sections[0]!.movement.pairs).toEqual(['1NS', '2NS', '3NS', '1EW', '2EW', '3EW']);
    // Law 2: board 1 N/None, 2 E/NS, 3 S/EW, 4 W/All, 5 N/NS, 6 E/EW.
    expect(scheduled.boards.map((b) => `${b.dealer}/${b.vulnerability}`)).toEqual([
      'N/None',
      'E/NS',
      'S/EW',
      'W/All',
      'N/NS',
      'E/EW',
    ]);
    expect([scheduled.correctionPeriodMinutes, scheduled.appealPeriodMinutes, scheduled.lawsEdition]).toEqual([
      30,
      30,
      '2007',
    ]);
  });

  it('keeps stored markings that differ from Law 2', () => {
    const s = sessionDecider.decide(
      mitchellSchedule({
        boards: [1, 2, 3, 4, 5, 6].map((board) => ({
          board,
          dealer: 'W' as const,
          vulnerability: 'All' as const,
          deal: null,
        })),
      }),
      sessionDecider.initialState,
    )[0]!;
    expect(s.type === 'SessionScheduled' && s.boards[1]).toMatchObject({ dealer: 'W', vulnerability: 'All' });
  });

  it('refuses a board the movement needs but the schedule lacks, a pair not in the movement, a bad hand record', () => {
    spec
      .given([])
      .when(mitchellSchedule({ boards: [1, 2, 3, 4, 5].map((board) => ({ board })) }))
      .thenThrows(/plays board 6, which the schedule does not list/);
    spec
      .given([])
      .when(mitchellSchedule({ entrants: [{ section: 'A', pair: '4NS', players: ['a', 'b'] }] }))
      .thenThrows(/'4NS' is not a pair of section A's movement/);
    spec
      .given([])
      .when(mitchellSchedule({ boards: [1, 2, 3, 4, 5, 6].map((board) => ({ board, deal: 'N:AKQ' })) }))
      .thenThrows('bad-deal');
    spec
      .given([])
      .when(mitchellSchedule({ entrants: [{ section: 'A', pair: '1NS', players: ['a'] }] }))
      .thenThrows(/a pairs entrant has 2 players, not 1/);
    spec.given([scheduled]).when(mitchellSchedule()).thenThrows('session-exists');
  });
});

describe('rounds and the official score', () => {
  it('runs rounds in order', () => {
    spec
      .given([scheduled])
      .when({ type: 'StartRound', round: 2, at: START })
      .thenThrows(/round: 2 cannot start; the next round is 1/);
    spec
      .given([scheduled])
      .when({ type: 'StartRound', round: 1, at: START })
      .then([{ type: 'RoundStarted', schemaVersion: 1, round: 1, at: START }]);
    spec
      .given([scheduled, { type: 'RoundStarted', schemaVersion: 1, round: 1, at: START }])
      .when({ type: 'StartRound', round: 2, at: START })
      .thenThrows('round-running');
  });

  it('publishes with deadlines 30 minutes after availability (79C1, 92B), stored in the event', () => {
    spec
      .given([scheduled])
      .when({ type: 'MakeOfficialScoreAvailable', availableAt: '2026-11-21T21:00:00.000Z' })
      .then([
        {
          type: 'OfficialScoreMadeAvailable',
          schemaVersion: 1,
          sessionId: 'mon1',
          leagueId: 'pairs26',
          version: 1,
          availableAt: '2026-11-21T21:00:00.000Z',
          correctionDeadline: '2026-11-21T21:30:00.000Z',
          appealDeadline: '2026-11-21T21:30:00.000Z',
          correctionPeriodMinutes: 30,
          appealPeriodMinutes: 30,
        },
      ]);
  });

  it("uses the tournament's own periods, and on republication keeps the first clocks unless told to restart them", () => {
    const own = sessionDecider.decide(
      mitchellSchedule({ correctionPeriodMinutes: 60, appealPeriodMinutes: 45 }),
      sessionDecider.initialState,
    );
    const first = sessionDecider.decide(
      { type: 'MakeOfficialScoreAvailable', availableAt: '2026-11-21T21:00:00.000Z' },
      fold(sessionDecider, own),
    );
    expect(first[0]).toMatchObject({
      correctionDeadline: '2026-11-21T22:00:00.000Z',
      appealDeadline: '2026-11-21T21:45:00.000Z',
    });
    const again = sessionDecider.decide(
      { type: 'MakeOfficialScoreAvailable', availableAt: '2026-11-21T21:20:00.000Z' },
      fold(sessionDecider, [...own, ...first]),
    );
    expect(again[0]).toMatchObject({
      version: 2,
      availableAt: '2026-11-21T21:20:00.000Z',
      correctionDeadline: '2026-11-21T22:00:00.000Z',
    });
    const restart = sessionDecider.decide(
      mitchellSchedule({ restartClocksOnRepublish: true }),
      sessionDecider.initialState,
    );
    const r1 = sessionDecider.decide(
      { type: 'MakeOfficialScoreAvailable', availableAt: '2026-11-21T21:00:00.000Z' },
      fold(sessionDecider, restart),
    );
    const r2 = sessionDecider.decide(
      { type: 'MakeOfficialScoreAvailable', availableAt: '2026-11-21T21:20:00.000Z' },
      fold(sessionDecider, [...restart, ...r1]),
    );
    expect(r2[0]).toMatchObject({
      correctionDeadline: '2026-11-21T21:50:00.000Z',
      appealDeadline: '2026-11-21T21:50:00.000Z',
    });
  });

  it('refuses publication during round 1 naming what is missing, and records it once confirmed with exactly those counts', () => {
    const round1 = [scheduled, { type: 'RoundStarted', schemaVersion: 1, round: 1, at: START } as const];
    const publish = {
      type: 'MakeOfficialScoreAvailable',
      availableAt: '2026-11-21T21:00:00.000Z',
      missingResults: 16,
    } as const;
    spec
      .given(round1)
      .when(publish)
      .thenThrows(
        /^the session is not complete: 3 rounds not ended and 16 results missing; publishing now needs the director's confirmation of exactly that$/,
      );
    // A confirmation of other counts (the director saw an older page) is refused too.
    spec
      .given(round1)
      .when({ ...publish, confirmIncomplete: { roundsRemaining: 3, missingResults: 15 } })
      .thenThrows('incomplete');
    const [event] = sessionDecider.decide(
      { ...publish, confirmIncomplete: { roundsRemaining: 3, missingResults: 16 } },
      fold(sessionDecider, round1),
    );
    expect(event).toMatchObject({
      type: 'OfficialScoreMadeAvailable',
      version: 1,
      publishedIncomplete: { roundsRemaining: 3, missingResults: 16 },
    });
    // Results missing in a session not run by rounds (no round started): the results alone are named.
    spec
      .given([scheduled])
      .when({ ...publish, missingResults: 1 })
      .thenThrows(/: 1 result missing;/);
  });

  it('publishes a complete session at once, its event without the incomplete mark', () => {
    const ended = [1, 2, 3].flatMap((round) => [
      { type: 'RoundStarted', schemaVersion: 1, round, at: START } as const,
      { type: 'RoundEnded', schemaVersion: 1, round, at: START } as const,
    ]);
    const [event] = sessionDecider.decide(
      { type: 'MakeOfficialScoreAvailable', availableAt: '2026-11-21T21:00:00.000Z', missingResults: 0 },
      fold(sessionDecider, [scheduled, ...ended]),
    );
    expect(event).not.toHaveProperty('publishedIncomplete');
  });

  it('closes only after publication', () => {
    spec.given([scheduled]).when({ type: 'CloseSession', at: START }).thenThrows('not-published');
  });
});
