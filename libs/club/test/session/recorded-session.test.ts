// An imported session: scheduled with the movement its file records, its entrants partly guests,
// its origin and its program's scoring conventions stored in SessionScheduled.
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '@club/testing';
import { sessionDecider, type ScheduleSession, type SessionScheduled } from '../../src';

/** The recorded movement as a command gives it. */
type RecordedMovementSpec = Extract<ScheduleSession['sections'][number]['movement'], { kind: 'recorded' }>;

const spec = deciderSpec(sessionDecider);

// Four pairs at two tables over three rounds, every table playing the round's set (duplicated boards).
const barometer: RecordedMovementSpec = {
  kind: 'recorded',
  name: 'club.pbn',
  copies: 'per-table',
  tables: [
    { round: 1, table: 1, ns: '1', ew: '2', boards: [1, 2] },
    { round: 1, table: 2, ns: '3', ew: '4', boards: [1, 2] },
    { round: 2, table: 1, ns: '1', ew: '3', boards: [3, 4] },
    { round: 2, table: 2, ns: '2', ew: '4', boards: [3, 4] },
    { round: 3, table: 1, ns: '1', ew: '4', boards: [5, 6] },
    { round: 3, table: 2, ns: '2', ew: '3', boards: [5, 6] },
  ],
  sitOuts: [],
};

const importedFrom = {
  importId: 'import.0123456789abcdef',
  fileName: 'club.pbn',
  format: 'PBN' as const,
  program: 'Ruter',
  eventName: 'Spring pairs',
  eventDate: '2016-01-13',
};

function imported(over: Partial<ScheduleSession> = {}, movement: RecordedMovementSpec = barometer): ScheduleSession {
  return {
    type: 'ScheduleSession',
    sessionId: 'import.0123456789abcdef',
    name: 'Spring pairs',
    startsAt: '2016-01-13T00:00:00.000Z',
    form: 'pairs',
    scoring: 'MP',
    sections: [{ section: 'A', movement }],
    boards: [1, 2, 3, 4, 5, 6].map((board) => ({ board })),
    entrants: [
      { section: 'A', pair: '1', players: ['m1', 'm2'] },
      { section: 'A', pair: '2', players: ['m3'], guests: [{ name: 'Ola Nordmann', federationId: '4711' }] },
      { section: 'A', pair: '3', players: [], guests: [{ name: 'Kari Nordmann' }, { name: 'Per Hansen' }] },
    ],
    scoringConventions: {
      fullCount: 'session',
      fields: 'one',
      datum: { average: 'mean', dropEachEnd: 0, roundToTens: true },
    },
    importedFrom,
    ...over,
  };
}

describe('scheduling an imported session with its recorded movement', () => {
  it('stores the movement as recorded, the guests by name and federation id, the origin and the scoring conventions', () => {
    const [event] = sessionDecider.decide(imported(), sessionDecider.initialState) as [SessionScheduled];
    const movement = event.sections[0]!.movement;
    expect([
      movement.kind,
      movement.name,
      movement.tables,
      movement.rounds,
      movement.boardsPerRound,
      movement.boardSets,
      movement.copies,
    ]).toEqual(['recorded', 'club.pbn', 2, 3, 2, 3, 'per-table']);
    expect(movement.pairs).toEqual(['1', '2', '3', '4']);
    expect(movement.assignments.map((a) => `${a.round}/${a.table}:${a.ns}v${a.ew}:${a.boards.join(',')}`)).toEqual([
      '1/1:1v2:1,2',
      '1/2:3v4:1,2',
      '2/1:1v3:3,4',
      '2/2:2v4:3,4',
      '3/1:1v4:5,6',
      '3/2:2v3:5,6',
    ]);
    expect(event.sections[0]!.spec).toEqual(barometer);
    expect(event.entrants).toEqual([
      { section: 'A', pair: '1', players: ['m1', 'm2'] },
      { section: 'A', pair: '2', players: ['m3'], guests: [{ name: 'Ola Nordmann', federationId: '4711' }] },
      { section: 'A', pair: '3', players: [], guests: [{ name: 'Kari Nordmann' }, { name: 'Per Hansen' }] },
    ]);
    expect(event.importedFrom).toEqual(importedFrom);
    expect(event.scoringConventions).toEqual({
      fullCount: 'session',
      fields: 'one',
      datum: { average: 'mean', dropEachEnd: 0, roundToTens: true },
    });
    expect(event.schemaVersion).toBe(2);
  });

  it('a session run in the club has neither field (additive, optional: old events read as before)', () => {
    const [event] = sessionDecider.decide(
      { ...imported(), scoringConventions: undefined, importedFrom: undefined },
      sessionDecider.initialState,
    ) as [SessionScheduled];
    expect('importedFrom' in event || 'scoringConventions' in event).toBe(false);
  });

  it('refuses a recorded movement that is not a movement: a set at two tables without duplicated boards', () => {
    spec
      .given([])
      .when(imported({}, { ...barometer, copies: 'one' }))
      .thenThrows(
        /sections\.0\.movement: club\.pbn: board set 1 is at tables 1 and 2 in round 1 without a declared share/,
      );
  });

  it('refuses a pair seated twice in a round and a pair playing a board twice', () => {
    const twice = { ...barometer, tables: barometer.tables.map((t, i) => (i === 1 ? { ...t, ns: '1' } : t)) };
    spec
      .given([])
      .when(imported({ entrants: [] }, twice))
      .thenThrows(/pair 1 sits at two tables in round 1/);
  });

  it('refuses a board played twice at one table (a board at a table is one table-board stream)', () => {
    const movement: RecordedMovementSpec = {
      kind: 'recorded',
      name: 'twice.pbn',
      copies: 'one',
      tables: [
        { round: 1, table: 1, ns: '1', ew: '2', boards: [1, 2] },
        { round: 1, table: 2, ns: '3', ew: '4', boards: [3, 4] },
        { round: 1, table: 3, ns: '5', ew: '6', boards: [5, 6] },
        { round: 2, table: 1, ns: '3', ew: '5', boards: [1, 2] },
        { round: 2, table: 2, ns: '1', ew: '6', boards: [3, 4] },
        { round: 2, table: 3, ns: '2', ew: '4', boards: [5, 6] },
      ],
      sitOuts: [],
    };
    spec
      .given([])
      .when(imported({ entrants: [] }, movement))
      .thenThrows(/twice\.pbn: board 1 is played twice at table 1; board 2 is played twice at table 1/);
  });

  it('counts guests with the members: a pair is two players in all', () => {
    spec
      .given([])
      .when(imported({ entrants: [{ section: 'A', pair: '1', players: ['m1'] }] }))
      .thenThrows(/entrants\.0\.players: a pairs entrant has 2 players, not 1/);
    spec
      .given([])
      .when(
        imported({ entrants: [{ section: 'A', pair: '1', players: ['m1'], guests: [{ name: 'A' }, { name: 'B' }] }] }),
      )
      .thenThrows(/a pairs entrant has 2 players, not 3/);
    spec
      .given([])
      .when(imported({ entrants: [{ section: 'A', pair: '5', players: [], guests: [{ name: 'A' }, { name: 'B' }] }] }))
      .thenThrows(/'5' is not a pair of section A's movement \(1, 2, 3, 4\)/);
  });

  it('refuses scoring conventions the scoring does not know, naming the field', () => {
    spec
      .given([])
      .when(imported({ scoringConventions: { fields: 'three' } as never }))
      .thenThrows(/scoringConventions\.fields/);
  });
});

describe('an imported two-room teams match', () => {
  // Aces v Kings over two boards, each room a table with the teams crossed (as league-import-teams.ts records it).
  const twoRooms: RecordedMovementSpec = {
    kind: 'recorded',
    name: 'Two-room teams match',
    copies: 'per-table',
    tables: [
      { round: 1, table: 1, ns: 'Aces/1', ew: 'Kings/1', boards: [1, 2] },
      { round: 1, table: 2, ns: 'Kings/2', ew: 'Aces/2', boards: [1, 2] },
    ],
    sitOuts: [],
  };
  const guests = (...names: string[]) => names.map((name) => ({ name }));
  const match = (over: Partial<ScheduleSession> = {}): ScheduleSession =>
    imported(
      {
        form: 'teams',
        scoring: 'TEAMS-IMP-VP',
        boards: [{ board: 1 }, { board: 2 }],
        scoringConventions: undefined,
        entrants: [
          {
            section: 'A',
            pair: 'Aces',
            players: ['m1'],
            guests: guests('Sam', 'Eve', 'Walt', 'Nora', 'Sid', 'Ella', 'Will'),
          },
          { section: 'A', pair: 'Kings', players: [], guests: guests('Edith', 'Wendy', 'Nick', 'Sue') },
        ],
        ...over,
      },
      twoRooms,
    );

  it('keeps a team of eight (substitutes): the file says who played; a team entered at the club has at most six', () => {
    const [event] = sessionDecider.decide(match(), sessionDecider.initialState) as [SessionScheduled];
    expect(event.entrants[0]!.guests).toHaveLength(7);
    spec
      .given([])
      .when(match({ importedFrom: undefined }))
      .thenThrows(/entrants\.0\.players: a teams entrant has 4 to 6 players, not 8/);
    const three = match().entrants.map((e, i) => (i === 1 ? { ...e, guests: guests('Edith', 'Wendy', 'Nick') } : e));
    spec
      .given([])
      .when(match({ entrants: three }))
      .thenThrows(/entrants\.1\.players: a teams entrant has at least 4 players, not 3/);
  });

  it('stores the IMPs each team carries into the match; refuses them for a team not in the movement', () => {
    const carriedOver = [
      { section: 'A', team: 'Aces', imps: 5 },
      { section: 'A', team: 'Kings', imps: 2 },
    ];
    const [event] = sessionDecider.decide(match({ carriedOver }), sessionDecider.initialState) as [SessionScheduled];
    expect(event.carriedOver).toEqual(carriedOver);
    spec
      .given([])
      .when(match({ carriedOver: [{ section: 'A', team: 'Queens', imps: 5 }] }))
      .thenThrows(/carriedOver\.0\.team: 'Queens' is not a team of section A's movement/);
  });

  it('refuses a carry-over in a pairs session', () => {
    spec
      .given([])
      .when(imported({ carriedOver: [{ section: 'A', team: '1', imps: 5 }] }))
      .thenThrows(/carriedOver\.0: only a teams match carries IMPs over/);
  });
});
