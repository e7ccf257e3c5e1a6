// The director slice's part of the API tests' in-memory club: session S1's grid and one live
// table-board, and a log the in-memory commands write to.
import type { DirectorCommandsData } from './in-memory/director-commands';
import type { DirectorData } from './in-memory/director-reader';

const slot = {
  section: 'A',
  round: 1,
  table: 1,
  board: 1,
  ns: '1NS',
  ew: '1EW',
  dealer: 'N',
  vulnerability: 'None',
  corrected: false,
  unconfirmed: false,
  correctionRequest: null,
  rulings: 0,
  adjustment: null,
} as const;

export const directorData: Omit<DirectorData, 'desks'> & DirectorCommandsData = {
  directorSessions: [
    {
      sessionId: 'S1',
      name: 'Monday pairs',
      startsAt: '2026-03-01T18:00:00Z',
      status: 'running',
      incomplete: { roundsRemaining: 1, missingResults: 0 },
      scoring: 'MP',
      lawsEdition: '2007',
      rounds: 1,
      sections: [
        {
          section: 'A',
          movement: { kind: 'mitchell', tables: 1, style: 'odd' },
          pairs: [
            { pair: '1NS', players: ['ann', 'bob'] },
            { pair: '1EW', players: ['cy', 'di'] },
          ],
        },
      ],
      publications: [],
      slots: [{ ...slot, result: { contract: '4S', declarer: 'N', tricks: 10, scoreNs: 420 } }],
      flagged: [],
      currentRound: 1,
      nextRound: null,
      roundTimes: [{ round: 1, startedAt: '2026-03-01T18:05:00Z', endedAt: null }],
      closedAt: null,
      penaltyUnits: ['MP', '%top'],
    },
  ],
  liveBoards: [
    {
      sessionId: 'S1',
      section: 'A',
      table: 1,
      board: 1,
      round: 1,
      ns: '1NS',
      ew: '1EW',
      dealer: 'N',
      vulnerability: 'None',
      edition: '2007',
      opened: true,
      phase: 'auction',
      calls: [{ seat: 'N', call: '1S' }],
      cards: [],
      toAct: 'E',
      hands: null,
      irregularities: [],
      directorRequired: false,
      rulingOptions: [],
      result: null,
      directorCalls: [],
      rulings: [],
      adjustment: null,
      rectification: null,
      penalties: [],
      penaltyUnits: ['MP', '%top'],
      authorizations: [],
      correctionDeadline: null,
    },
  ],
  directorLog: [],
};
