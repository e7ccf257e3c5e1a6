// The one status of a session and the facts of hand-record secrecy (issue 19): a publication does
// not end a session nor reveal a board; closing does, and so does every table having played it.
import { describe, expect, it } from 'vitest';
import {
  boardSecrecyFacts,
  emptyBridgeSession,
  sessionIncomplete,
  sessionStatus,
  type BridgeSessionDocument,
  type SessionView,
  type TableBoardEntry,
} from '../../src';

// A 2-table Howell section of 4 pairs: 3 rounds, boards 1–6, each played at 2 tables.
const session: BridgeSessionDocument = {
  ...emptyBridgeSession('H1'),
  status: 'scheduled',
  form: 'pairs',
  sections: [
    {
      section: 'A',
      movement: 'Howell',
      rounds: 3,
      pairs: ['1', '2', '3', '4'],
      sitOuts: [],
      boardTables: { 1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2 },
    },
  ],
  entrants: [
    { section: 'A', pair: '1', players: ['ann', 'bob'] },
    { section: 'A', pair: '2', players: ['cy', 'di'] },
    { section: 'A', pair: '3', players: ['ed', 'flo'] },
    { section: 'A', pair: '4', players: ['gus', 'hal'] },
  ],
};
const result = {
  contract: { level: 3, strain: 'NT', risk: '' },
  declarer: 'N',
  tricks: 9,
  nsScore: 400,
} as unknown as TableBoardEntry['result'];
const played = (table: number, board: number, ns: string, ew: string): TableBoardEntry => ({
  stream: `tableboard-H1-A-${table}-${board}`,
  section: 'A',
  table,
  round: 1,
  board,
  ns,
  ew,
  result,
  lead: null,
  history: [],
  rulings: [],
  adjustment: null,
  penalties: [],
});
const publication = {
  version: 1,
  availableAt: '2026-03-02T20:00:00.000Z',
  correctionDeadline: '2026-03-02T20:30:00.000Z',
  appealDeadline: '2026-03-02T20:30:00.000Z',
};
const view = (doc: Partial<BridgeSessionDocument>, tables: TableBoardEntry[]): SessionView => ({
  session: { ...session, ...doc },
  tables,
});

describe('the status of a session', () => {
  it('published during round 1 it is running, with what is missing counted', () => {
    const v = view({ currentRound: 1, publications: [publication], tableBoards: ['x'] }, [played(1, 1, '1', '2')]);
    expect(sessionStatus(v)).toBe('running');
    expect(sessionIncomplete(v)).toEqual({ roundsRemaining: 3, missingResults: 11 });
  });

  it('is over once closed, once every round has ended, or once every table play has a result (an imported file)', () => {
    expect(sessionStatus(view({ status: 'closed', publications: [publication] }, []))).toBe('over');
    expect(sessionStatus(view({ roundsEnded: 3 }, []))).toBe('over');
    const all = [1, 2, 3, 4, 5, 6].flatMap((b) => [played(1, b, '1', '2'), played(2, b, '3', '4')]);
    expect(sessionStatus(view({ tableBoards: ['x'] }, all))).toBe('over');
    expect(sessionIncomplete(view({ tableBoards: ['x'] }, all))).toEqual({ roundsRemaining: 0, missingResults: 0 });
  });

  it('an imported session is over, its boards revealed, even with a result missing from the file', () => {
    const imported = view(
      {
        importedFrom: {
          importId: 'i1',
          fileName: 'club.pbn',
          format: 'PBN',
          program: null,
          eventName: null,
          eventDate: null,
        },
        publications: [publication],
        tableBoards: ['x'],
      },
      [played(1, 1, '1', '2')],
    );
    expect(sessionStatus(imported)).toBe('over');
    expect(boardSecrecyFacts(imported, 1).revealedToAll).toBe(true);
  });

  it('is scheduled before anything is played', () => {
    expect(sessionStatus(view({}, []))).toBe('scheduled');
  });
});

describe('the facts of hand-record secrecy', () => {
  it('a board played at one of its two tables: seen by those who played it only, even published', () => {
    const facts = boardSecrecyFacts(
      view({ currentRound: 1, publications: [publication] }, [played(1, 1, '1', '2')]),
      1,
    );
    expect(facts).toEqual({
      sessionId: 'H1',
      board: 1,
      revealedToAll: false,
      finishedBy: [
        ['ann', 'bob'],
        ['cy', 'di'],
      ],
    });
  });

  it('revealed to all once every table that plays it has, or the director closes the session', () => {
    expect(
      boardSecrecyFacts(view({ currentRound: 2 }, [played(1, 1, '1', '2'), played(2, 1, '3', '4')]), 1).revealedToAll,
    ).toBe(true);
    expect(boardSecrecyFacts(view({ status: 'closed' }, []), 1).revealedToAll).toBe(true);
  });

  it('a document folded without the tables per board reveals only on closing', () => {
    const old = view({ sections: [{ ...session.sections[0]!, boardTables: undefined }] }, [
      played(1, 1, '1', '2'),
      played(2, 1, '3', '4'),
    ]);
    expect(boardSecrecyFacts(old, 1).revealedToAll).toBe(false);
  });
});
