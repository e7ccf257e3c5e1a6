// An individual event (form 'individual'): scheduled with an individual movement for 8 players on
// 2 tables (7 rounds, every two players partnering once), one player per entrant; given/when/then.
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '@club/testing';
import { sessionDecider, type ScheduleSession, type SessionEvent } from '../../src';
import { mitchellSchedule } from '../support/session-fixture';

const spec = deciderSpec(sessionDecider);
/** Refused with exactly this message. */
const message = (text: string) => (error: unknown) => error instanceof Error && error.message === text;

function individualSchedule(over: Partial<ScheduleSession> = {}): ScheduleSession {
  return mitchellSchedule({
    sessionId: 'ind1',
    name: 'Christmas individual',
    leagueId: null,
    form: 'individual',
    sections: [{ section: 'A', movement: { kind: 'individual', tables: 2, boardsPerRound: 2 } }],
    boards: Array.from({ length: 14 }, (_, i) => ({ board: i + 1 })),
    entrants: Array.from({ length: 8 }, (_, i) => ({ section: 'A', pair: String(i + 1), players: [`m${i + 1}`] })),
    ...over,
  });
}

describe('scheduling an individual', () => {
  it('stores the whist movement: 8 players, 7 rounds, seats per player, partnerships named North-South and East-West', () => {
    const [event] = sessionDecider.decide(individualSchedule(), sessionDecider.initialState) as [
      Extract<SessionEvent, { type: 'SessionScheduled' }>,
    ];
    const movement = event.sections[0]!.movement;
    expect([event.form, movement.kind, movement.rounds, movement.pairs]).toEqual([
      'individual',
      'individual',
      7,
      ['1', '2', '3', '4', '5', '6', '7', '8'],
    ]);
    const first = movement.assignments[0]!;
    expect([first.round, first.table, first.ns, first.ew]).toEqual([
      1,
      1,
      `${first.seats!.N}-${first.seats!.S}`,
      `${first.seats!.E}-${first.seats!.W}`,
    ]);
    expect(event.entrants[0]).toEqual({ section: 'A', pair: '1', players: ['m1'] });
  });

  it('refuses a pairs movement for an individual, an individual movement for pairs, teams scoring, a player not in the movement, two members on one entry', () => {
    spec
      .given([])
      .when(
        individualSchedule({
          sections: [{ section: 'A', movement: { kind: 'howell', tables: 2, boardsPerRound: 2 } }],
        }),
      )
      .thenThrows(message("sections.0.movement: an individual plays an individual movement, not 'howell'"));
    spec
      .given([])
      .when(
        mitchellSchedule({
          sections: [{ section: 'A', movement: { kind: 'individual', tables: 2, boardsPerRound: 2 } }],
          boards: Array.from({ length: 14 }, (_, i) => ({ board: i + 1 })),
        }),
      )
      .thenThrows(message("sections.0.movement: an individual movement is for form 'individual', not 'pairs'"));
    spec
      .given([])
      .when(individualSchedule({ scoring: 'TEAMS-IMP-VP' }))
      .thenThrows(message("scoring: an individual is scored by matchpoints or IMPs, not 'TEAMS-IMP-VP'"));
    spec
      .given([])
      .when(individualSchedule({ entrants: [{ section: 'A', pair: '9', players: ['m9'] }] }))
      .thenThrows(/entrants.0.pair: '9' is not a player of section A's movement/);
    spec
      .given([])
      .when(individualSchedule({ entrants: [{ section: 'A', pair: '1', players: ['m1', 'm2'] }] }))
      .thenThrows(/entrants.0.players: an individual entrant is 1 player, not 2/);
    spec
      .given([])
      .when(
        individualSchedule({
          sections: [{ section: 'A', movement: { kind: 'individual', tables: 6, boardsPerRound: 2 } }],
        }),
      )
      .thenThrows(/sections.0.movement: individual tables 6 is not a whole number from 2 to 5/);
  });

  it('runs its 7 rounds like any session', () => {
    const [scheduled] = sessionDecider.decide(individualSchedule(), sessionDecider.initialState);
    spec
      .given([scheduled!])
      .when({ type: 'StartRound', round: 8, at: '2026-11-21T18:00:00.000Z' })
      .thenThrows(/round: 8 cannot start; the next round is 1/);
    const ended = Array.from({ length: 7 }, (_, i) => ({
      type: 'RoundEnded' as const,
      schemaVersion: 1 as const,
      round: i + 1,
      at: '2026-11-21T21:00:00.000Z',
    }));
    spec
      .given([scheduled!, ...ended])
      .when({ type: 'StartRound', round: 8, at: '2026-11-21T21:00:00.000Z' })
      .thenThrows(message("round: 8 is beyond the movement's 7 rounds"));
  });
});
