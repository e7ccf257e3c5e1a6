// The review of an imported session's players: each seat linked to a member or kept as a guest,
// every entrant reviewed once; a second review is a correction. Given/when/then.
import { describe, expect, it } from 'vitest';
import { fold } from '@club/events';
import { deciderSpec } from '@club/testing';
import {
  sessionDecider,
  type ImportedPlayersReviewed,
  type ReviewImportedPlayers,
  type SessionScheduled,
} from '../../src';

const spec = deciderSpec(sessionDecider);

const AT = '2026-11-26T10:00:00.000Z';
const importedFrom = {
  importId: 'import.0123456789abcdef',
  fileName: 'club.pbn',
  format: 'PBN' as const,
  program: 'Ruter',
  eventName: 'Spring pairs',
  eventDate: '2026-01-13',
};

function scheduled(over: { importedFrom?: typeof importedFrom } = { importedFrom }): SessionScheduled {
  return sessionDecider.decide(
    {
      type: 'ScheduleSession',
      sessionId: 'import.0123456789abcdef',
      name: 'Spring pairs',
      leagueId: null,
      startsAt: '2026-01-13T00:00:00.000Z',
      form: 'pairs',
      scoring: 'MP',
      sections: [{ section: 'A', movement: { kind: 'mitchell', tables: 2, boardsPerRound: 2 } }],
      boards: [1, 2, 3, 4].map((board) => ({ board })),
      entrants: [
        { section: 'A', pair: '1NS', players: ['m1'], guests: [{ name: 'Ola Nordmann' }] },
        {
          section: 'A',
          pair: '2NS',
          players: [],
          guests: [{ name: 'Kari Nordmann', federationId: '4711' }, { name: 'Per Hansen' }],
        },
      ],
      ...over,
    },
    sessionDecider.initialState,
  )[0] as SessionScheduled;
}

const review = (pair2: ReviewImportedPlayers['entrants'][number]['players']): ReviewImportedPlayers => ({
  type: 'ReviewImportedPlayers',
  entrants: [
    {
      section: 'A',
      pair: '1NS',
      players: [
        { name: 'Anna Kovács', memberId: 'm1' },
        { name: 'Ola Nordmann', memberId: 'm2' },
      ],
    },
    { section: 'A', pair: '2NS', players: pair2 },
  ],
  at: AT,
});

const guests = [
  { name: 'Kari Nordmann', memberId: null, federationId: '4711' },
  { name: 'Per Hansen', memberId: null },
];

describe('reviewing an imported session’s players', () => {
  it('links seats to members and keeps the others as guests, naming the members the review takes off', () => {
    spec
      .given([scheduled()])
      .when(review(guests))
      .then([
        {
          type: 'ImportedPlayersReviewed',
          schemaVersion: 1,
          sessionId: 'import.0123456789abcdef',
          leagueId: null,
          review: 1,
          entrants: review(guests).entrants,
          unlinked: [],
          at: AT,
        },
      ]);
  });

  it('the state’s entrants follow the review: members as players, the rest as guests with their federation ids', () => {
    const history = [scheduled(), ...sessionDecider.decide(review(guests), fold(sessionDecider, [scheduled()]))];
    const state = fold(sessionDecider, history);
    expect(state.reviews).toBe(1);
    expect(state.scheduled!.entrants).toEqual([
      { section: 'A', pair: '1NS', players: ['m1', 'm2'] },
      {
        section: 'A',
        pair: '2NS',
        players: [],
        guests: [{ name: 'Kari Nordmann', federationId: '4711' }, { name: 'Per Hansen' }],
      },
    ]);
  });

  it('a second review is a correction: numbered 2, the members it drops named', () => {
    const first = sessionDecider.decide(review(guests), fold(sessionDecider, [scheduled()]));
    const correction: ReviewImportedPlayers = {
      ...review(guests),
      entrants: [
        {
          section: 'A',
          pair: '1NS',
          players: [
            { name: 'Anna Kovács', memberId: 'm1' },
            { name: 'Ola Nordmann', memberId: null },
          ],
        },
        { section: 'A', pair: '2NS', players: [guests[0]!, { name: 'Per Hansen', memberId: 'm3' }] },
      ],
    };
    const [event] = sessionDecider.decide(correction, fold(sessionDecider, [scheduled(), ...first])) as [
      ImportedPlayersReviewed,
    ];
    expect([event.review, event.unlinked]).toEqual([2, ['m2']]);
  });

  it('refuses a session that was not imported, a pair missing or unknown, a wrong number of seats, a member twice', () => {
    spec
      .given([scheduled({})])
      .when(review(guests))
      .thenThrows('not-imported');
    spec
      .given([scheduled()])
      .when({ ...review(guests), entrants: review(guests).entrants.slice(0, 1) })
      .thenThrows('review-incomplete');
    spec
      .given([scheduled()])
      .when({ ...review(guests), entrants: [...review(guests).entrants, { section: 'B', pair: '1NS', players: [] }] })
      .thenThrows('unknown-pair');
    spec
      .given([scheduled()])
      .when(review(guests.slice(0, 1)))
      .thenThrows('players');
    spec
      .given([scheduled()])
      .when(review([guests[0]!, { name: 'Per Hansen', memberId: 'm1' }]))
      .thenThrows('player-twice');
    spec.given([]).when(review(guests)).thenThrows('no-session');
  });
});
