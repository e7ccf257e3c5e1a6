// The tables of a Bridgemate BWS database the import reads, with their column sets as the Bridgemate
// developer's guide lists them (`COLUMNS`) and the ones the import needs (`READ`): a database written
// by another version may carry more columns, never fewer of those read.

/** A row about one board at one table in one round: the key of ReceivedData, BiddingData and PlayData. */
const AT_BOARD = ['ID', 'Section', 'Table', 'Round', 'Board'] as const;
/** One call or card of a table's board, in order. */
const STEP = ['Counter', 'Direction'] as const;
const LOGGED = ['DateLog', 'TimeLog'] as const;

export const BWS_COLUMNS = {
  Section: ['ID', 'Letter', 'Tables', 'MissingPair', 'EWMoveBeforePlay', 'Session', 'ScoringType', 'Winners'],
  Tables: [
    'Section',
    'Table',
    'ComputerID',
    'Status',
    'LogOnOff',
    'CurrentRound',
    'CurrentBoard',
    'UpdateFromRound',
    'Group',
  ],
  RoundData: ['Section', 'Table', 'Round', 'NSPair', 'EWPair', 'LowBoard', 'HighBoard', 'CustomBoards'],
  ReceivedData: [
    ...AT_BOARD,
    'PairNS',
    'PairEW',
    'Declarer',
    'NS/EW',
    'Contract',
    'Result',
    'LeadCard',
    'Remarks',
    'DateLog',
    'TimeLog',
    'Processed',
    'Processed1',
    'Processed2',
    'Processed3',
    'Processed4',
    'Erased',
  ],
  PlayerNumbers: ['Section', 'Table', 'Direction', 'Number', 'Name', 'Updated', 'TimeLog', 'Processed', 'Round'],
  BiddingData: [...AT_BOARD, ...STEP, 'Bid', ...LOGGED, 'Erased'],
  PlayData: [...AT_BOARD, ...STEP, 'Card', ...LOGGED, 'Erased'],
  HandRecord: [
    'Section',
    'Board',
    ...['North', 'East', 'South', 'West'].flatMap((seat) =>
      ['Spades', 'Hearts', 'Diamonds', 'Clubs'].map((suit) => `${seat}${suit}`),
    ),
  ],
} as const;

export type BwsTableName = keyof typeof BWS_COLUMNS;

export const BWS_READ: Readonly<Record<BwsTableName, readonly string[]>> = {
  Section: ['ID', 'Letter'],
  Tables: ['Section', 'Table'],
  RoundData: ['Section', 'Table', 'Round', 'NSPair', 'EWPair', 'LowBoard', 'HighBoard'],
  ReceivedData: [...AT_BOARD, 'PairNS', 'PairEW', 'NS/EW', 'Contract', 'Result', 'LeadCard', 'Erased'],
  PlayerNumbers: ['Section', 'Table', 'Direction', 'Number', 'Name'],
  BiddingData: [...AT_BOARD, ...STEP, 'Bid', 'Erased'],
  PlayData: [...AT_BOARD, ...STEP, 'Card', 'Erased'],
  HandRecord: BWS_COLUMNS.HandRecord,
};

/** Tables every BWS holds; the others are read when present. */
export const BWS_REQUIRED_TABLES: readonly BwsTableName[] = ['Section', 'Tables', 'RoundData', 'ReceivedData'];
export const BWS_OPTIONAL_TABLES: readonly BwsTableName[] = ['PlayerNumbers', 'BiddingData', 'PlayData', 'HandRecord'];

/** Each table's CSV as `mdb-export` prints it; an optional table absent from the database is left out. */
export type BwsTableTexts = Partial<Record<BwsTableName, string>>;
