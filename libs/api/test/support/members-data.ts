// The members slice's part of the test club's data: S1's results and board 1 of S1 played card by
// card at table 1 of section A by {ann, bob} against {cy, di} (S1 is running, so only they and the
// director may see its calls and cards); an Ulti league of one session with one deal, and ann's Ulti history.
import type {
  BoardPlayRecord,
  SessionResults,
  UltiDeal,
  UltiHistory,
  UltiLeague,
  UltiSession,
} from '@club/application';
import type { ResultsData } from './in-memory/results-reader';
import type { UltiHistoryData } from './in-memory/ulti-history';
import type { UltiSeatsData } from './in-memory/ulti-seats';
import type { UltiData } from './in-memory/ulti-reader';

const hands = {
  N: { spades: 'AKQ2', hearts: 'K32', diamonds: 'A32', clubs: '432' },
  E: { spades: 'J109', hearts: 'QJ10', diamonds: 'KQJ', clubs: 'KQJ5' },
  S: { spades: '876', hearts: 'A987', diamonds: '1098', clubs: 'A109' },
  W: { spades: '543', hearts: '654', diamonds: '7654', clubs: '876' },
};

export const s1Results: SessionResults = {
  sessionId: 'S1',
  name: 'Monday pairs',
  date: '2026-03-01',
  status: 'running',
  scoring: 'MP',
  form: 'pairs',
  publishedAt: null,
  importedFrom: null,
  boards: [1],
  sections: [
    {
      section: 'A',
      method: 'MP',
      match: null,
      fields: [
        {
          field: 'NS',
          rows: [
            {
              rank: '1',
              pair: '1NS',
              players: ['ann', 'bob'],
              names: ['Ann', 'Bob'],
              total: 2,
              percentage: 100,
              boardsPlayed: 1,
            },
          ],
        },
        {
          field: 'EW',
          rows: [
            {
              rank: '1',
              pair: '1EW',
              players: ['cy', 'di'],
              names: ['Cy', 'Di'],
              total: 0,
              percentage: 0,
              boardsPlayed: 1,
            },
          ],
        },
      ],
    },
  ],
};

export const s1Board1Play: BoardPlayRecord = {
  sessionId: 'S1',
  section: 'A',
  table: 1,
  board: 1,
  dealer: 'N',
  vulnerability: 'None',
  ns: '1NS',
  ew: '1EW',
  hands,
  steps: [
    { kind: 'call', seat: 'N', call: '4S' },
    { kind: 'call', seat: 'E', call: 'Pass' },
    { kind: 'call', seat: 'S', call: 'Pass' },
    { kind: 'call', seat: 'W', call: 'Pass' },
    { kind: 'card', seat: 'E', card: 'HQ', trick: 1 },
  ],
  result: { contract: '4S', declarer: 'N', tricks: 10, scoreNs: 420 },
  analysis: null,
  revealedToAll: false,
  finishedBy: [
    ['ann', 'bob'],
    ['cy', 'di'],
  ],
};

const names = { ann: 'Ann', cy: 'Cy', eve: 'Eve' };

export const ultiLeague: UltiLeague = {
  names,
  leagueId: 'UL',
  name: 'Ulti league',
  tieBreaks: ['placement-points', 'forints'],
  rows: [
    { rank: 1, player: 'ann', sessions: 1, placementPoints: 3, forints: 40, tableWins: 1 },
    { rank: 2, player: 'cy', sessions: 1, placementPoints: 2, forints: -10, tableWins: 0 },
    { rank: 3, player: 'eve', sessions: 1, placementPoints: 1, forints: -30, tableWins: 0 },
  ],
  sessions: [{ sessionId: 'U1', status: 'closed', counted: true }],
};

export const ultiSession: UltiSession = {
  names,
  sessionId: 'U1',
  leagueId: 'UL',
  status: 'closed',
  ruleSet: 'MAUSZ 2017',
  round: 1,
  dealsPerTable: 1,
  ranking: [
    { rank: 1, player: 'ann', table: 1, forints: 40, place: 1, placementPoints: 3, rounds: 1, deals: 1 },
    { rank: 2, player: 'cy', table: 1, forints: -10, place: 2, placementPoints: 2, rounds: 1, deals: 1 },
    { rank: 3, player: 'eve', table: 1, forints: -30, place: 3, placementPoints: 1, rounds: 1, deals: 1 },
  ],
  tables: [
    {
      round: 1,
      table: 1,
      players: ['ann', 'cy', 'eve'],
      totals: { ann: 40, cy: -10, eve: -30 },
      deals: [
        {
          dealNo: 1,
          dealer: 'eve',
          declarer: 'ann',
          contract: 'piros-40-100',
          outcome: 'played',
          renonsz: null,
          renonszCase: null,
          deltas: { ann: 40, cy: -10, eve: -30 },
          after: { ann: 40, cy: -10, eve: -30 },
        },
      ],
    },
  ],
  rulings: [],
};

export const ultiDeal: UltiDeal = {
  names,
  sessionId: 'U1',
  table: 1,
  dealNo: 1,
  players: ['ann', 'cy', 'eve'],
  dealer: 'eve',
  declarer: 'ann',
  contract: 'piros-40-100',
  outcome: 'played',
  dealsNext: null,
  redealDealer: 'sameDealer',
  hands: { ann: ['piros-A'], cy: ['makk-7'], eve: ['tok-8'] },
  talon: ['zold-7', 'zold-8'],
  steps: [
    { kind: 'bid', player: 'ann', detail: 'piros-40-100' },
    { kind: 'play', player: 'ann', detail: 'piros-A' },
  ],
  after: [
    { words: 'ann bids piros 40 100', hands: { ann: ['piros-A'], cy: ['makk-7'], eve: ['tok-8'] } },
    { words: 'ann plays piros ász (the ace of hearts)', hands: { ann: [], cy: ['makk-7'], eve: ['tok-8'] } },
  ],
  deltas: { ann: 40, cy: -10, eve: -30 },
};

export const ultiHistory: UltiHistory = {
  memberId: 'ann',
  name: 'Ann',
  sessions: [
    {
      sessionId: 'U1',
      date: '2026-02-28T18:00:00.000Z',
      league: 'Ulti league',
      status: 'closed',
      forints: 40,
      placementPoints: 3,
      rank: 1,
      fieldSize: 3,
      rounds: 1,
      cumulativeForints: 40,
    },
  ],
  seasons: [{ seasonId: 's2026', name: 'Season 2026', sessions: 1, forints: 40, placementPoints: 3 }],
};

export const membersData: ResultsData & UltiData & UltiHistoryData & UltiSeatsData = {
  sessionResults: [s1Results],
  boardPlays: [s1Board1Play],
  histories: [
    {
      memberId: 'ann',
      name: 'Ann',
      averagePercentage: 55,
      sessions: [
        {
          sessionId: 'S2',
          name: 'Thursday pairs',
          date: '2026-02-26',
          percentage: 60,
          rank: '2=',
          fieldSize: 8,
          partners: ['bob'],
        },
        {
          sessionId: 'S1',
          name: 'Monday pairs',
          date: '2026-03-01',
          percentage: 50,
          rank: '4',
          fieldSize: 8,
          partners: ['bob'],
        },
      ],
    },
  ],
  ultiLeagues: [ultiLeague],
  ultiSessions: [ultiSession],
  ultiDeals: [ultiDeal],
  ultiHistories: [ultiHistory],
  ultiSeats: { ann: [{ sessionId: 'U2', round: 2, table: 3 }] },
};
