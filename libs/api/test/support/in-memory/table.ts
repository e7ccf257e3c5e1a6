// Entry at the tables over plain data: table 1 of section A of S1 seats ann & bob against cy & di
// (who played its board 1); the writes are answered plainly. The real use cases run in
// test/table-entry.test.ts on a club file.
import type { BoardRecord, TableUseCases } from '@club/application';

export interface TableData {
  readonly boards?: readonly BoardRecord[];
}

const SEAT = { sessionId: 'S1', section: 'A', table: 1 };
const SEATED = [
  ['ann', 'bob'],
  ['cy', 'di'],
];
const isSeat = (seat: typeof SEAT) =>
  seat.sessionId === SEAT.sessionId && seat.section === SEAT.section && seat.table === SEAT.table;

export function inMemoryTable(data: TableData): TableUseCases {
  return {
    openTableEntry: async () => ({ tables: [{ section: 'A', table: 1 }] }),
    sessionTables: () => [{ section: 'A', table: 1 }],
    tableSheet: (_sessionId, codes) => codes.map((c) => ({ ...c, round: 1, rounds: 2 })),
    moveTable: async ({ section, table, round }) => ({ section, table, round }),
    tableEntryOpen: (sessionId) => sessionId === 'S1',
    memberSeatedAt: (memberId, seat) => isSeat(seat) && SEATED.flat().includes(memberId),
    tablePage: (seat) => ({
      view: {
        ...seat,
        name: 'Monday pairs',
        round: 1,
        roundsEnded: 0,
        confirmation: 'none',
        open: true,
        ns: { pair: '1NS', names: ['Ann', 'Bob'] },
        ew: { pair: '1EW', names: ['Cy', 'Di'] },
        boards: [
          { board: 1, result: null, confirmed: true, correctionRequested: false, requested: null, declined: null },
        ],
        notices: [],
        ranks: null,
      },
      records: (data.boards ?? []).filter((b) => b.sessionId === seat.sessionId && b.board === 1),
      seated: isSeat(seat) ? SEATED : [],
    }),
    enterTableResult: async () => ({ outcome: 'recorded', scoreNs: 420 }),
    confirmTableResults: async (input) => ({ confirmed: [...input.boards] }),
  };
}
