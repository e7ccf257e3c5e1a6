// Hand-made BWS tables as mdb-export prints them, with the Bridgemate developer's guide's column sets:
// a 2-table, 2-round Mitchell of 4 boards (section A; pairs 1-2 North-South and 1-2 East-West; with two
// tables only the boards can move, or a pair would meet boards it has played).
//   round 1: table 1 NS1 v EW1 boards 1-2, table 2 NS2 v EW2 boards 3-4
//   round 2: table 1 NS1 v EW1 boards 3-4, table 2 NS2 v EW2 boards 1-2
import { BWS_COLUMNS, type BwsTableName, type BwsTableTexts } from '../src';

type Value = string | number;

/** One table's CSV: the guide's columns in order, text quoted, numbers bare (as mdb-export prints). */
export function bwsTable(name: BwsTableName, rows: readonly Readonly<Record<string, Value>>[]): string {
  const columns = BWS_COLUMNS[name];
  const cell = (v: Value | undefined) =>
    v === undefined ? '' : typeof v === 'number' ? String(v) : `"${v.replace(/"/g, '""')}"`;
  return [columns.join(','), ...rows.map((row) => columns.map((c) => cell(row[c])).join(','))].join('\n') + '\n';
}

const received = (
  id: number,
  table: number,
  round: number,
  board: number,
  [ns, ew]: [number, number],
  seat: string,
  contract: string,
  result: string,
  lead: string,
  erased = 0,
) => ({
  ID: id,
  Section: 1,
  Table: table,
  Round: round,
  Board: board,
  PairNS: ns,
  PairEW: ew,
  Declarer: seat === 'N' || seat === 'S' ? ns : ew,
  'NS/EW': seat,
  Contract: contract,
  Result: result,
  LeadCard: lead,
  Remarks: '',
  DateLog: '11/26/26 00:00:00',
  TimeLog: '12/30/99 20:15:00',
  Processed: 1,
  Processed1: 1,
  Processed2: 0,
  Processed3: 0,
  Processed4: 0,
  Erased: erased,
});

/*
 * Scores (NS view; vulnerability by board: 1 None, 2 NS, 3 EW, 4 All):
 *   b1 r1 t1 4S= by N, not vul           +420    b1 r2 t2 4S-1 by N, not vul     -50
 *   b2 r1 t1 3NT+1 by E, EW not vul      -430    b2 r2 t2 1NT= by E, EW not vul  -90
 *   b3 r1 t2 2H-1 by S, NS not vul        -50    (ID 3, 2Hx-1, erased; ID 4 replaces it)
 *   b3 r2 t1 3NT= by N, NS not vul       +400
 *   b4 r1 t2 passed out                     0    b4 r2 t1 4H-2 by W, vul         +200
 */
export const RECEIVED_ROWS = [
  received(1, 1, 1, 1, [1, 1], 'N', '4 S', '=', 'HA'),
  received(2, 1, 1, 2, [1, 1], 'E', '3 NT', '+1', 'H5'),
  received(3, 2, 1, 3, [2, 2], 'S', '2 H x', '-1', 'C2', 1),
  received(4, 2, 1, 3, [2, 2], 'S', '2 H', '-1', 'C2'),
  received(5, 2, 1, 4, [2, 2], 'N', 'PASS', '', ''),
  received(6, 1, 2, 3, [1, 1], 'N', '3 NT', '=', 'D4'),
  received(7, 1, 2, 4, [1, 1], 'W', '4 H', '-2', 'S3'),
  received(8, 2, 2, 1, [2, 2], 'N', '4 S', '-1', 'H10'),
  received(9, 2, 2, 2, [2, 2], 'E', '1 NT', '=', ''),
];

const round = (table: number, r: number, ns: number, ew: number, low: number) => ({
  Section: 1,
  Table: table,
  Round: r,
  NSPair: ns,
  EWPair: ew,
  LowBoard: low,
  HighBoard: low + 1,
  CustomBoards: '',
});

/** One call (BiddingData, `Bid`) or card (PlayData, `Card`) of board 1, at table 1 in round 1 unless said. */
const step = (
  column: 'Bid' | 'Card',
  id: number,
  counter: number,
  direction: string,
  value: string,
  erased = 0,
  { table, round }: { table: number; round: number } = { table: 1, round: 1 },
) => ({
  ID: id,
  Section: 1,
  Table: table,
  Round: round,
  Board: 1,
  Counter: counter,
  Direction: direction,
  [column]: value,
  DateLog: '11/26/26 00:00:00',
  TimeLog: '12/30/99 20:15:00',
  Erased: erased,
});
const call = (id: number, counter: number, direction: string, bid: string, erased = 0) =>
  step('Bid', id, counter, direction, bid, erased);
const card = (id: number, counter: number, direction: string, c: string) => step('Card', id, counter, direction, c);

const player = (table: number, direction: string, number: number, name: string) => ({
  Section: 1,
  Table: table,
  Direction: direction,
  Number: number,
  Name: name,
  Updated: 1,
  TimeLog: '',
  Processed: 1,
  Round: 1,
});

/** The Section row and the Tables rows of a one-section session of `tables` tables. */
const sectionOf = (letter: string, tables: number, scoringType: number, currentRound: number) => ({
  Section: bwsTable('Section', [
    {
      ID: 1,
      Letter: letter,
      Tables: tables,
      MissingPair: 0,
      EWMoveBeforePlay: 0,
      Session: 1,
      ScoringType: scoringType,
      Winners: 2,
    },
  ]),
  Tables: bwsTable(
    'Tables',
    Array.from({ length: tables }, (_, i) => ({
      Section: 1,
      Table: i + 1,
      ComputerID: 1,
      Status: 0,
      LogOnOff: 1,
      CurrentRound: currentRound,
      CurrentBoard: 0,
      UpdateFromRound: 0,
      Group: 1,
    })),
  ),
});

export function mitchellTables(
  receivedRows: readonly Readonly<Record<string, Value>>[] = RECEIVED_ROWS,
): BwsTableTexts {
  return {
    ...sectionOf('A ', 2, 1, 2),
    RoundData: bwsTable('RoundData', [
      round(1, 1, 1, 1, 1),
      round(2, 1, 2, 2, 3),
      round(1, 2, 1, 1, 3),
      round(2, 2, 2, 2, 1),
    ]),
    ReceivedData: bwsTable('ReceivedData', receivedRows),
    PlayerNumbers: bwsTable('PlayerNumbers', [
      player(1, 'N', 101, 'Ann North'),
      player(1, 'S', 102, 'Bob South'),
      player(1, 'E', 201, 'Cid East'),
      player(1, 'W', 202, 'Dee West'),
    ]),
    // Board 1, table 1, round 1: 1S P 4S P P P (a mistyped 2S erased first).
    BiddingData: bwsTable('BiddingData', [
      call(1, 1, 'N', '1S'),
      call(2, 2, 'E', 'Pass'),
      call(3, 3, 'S', '2S', 1),
      call(4, 3, 'S', '4S'),
      call(5, 4, 'W', 'Pass'),
      call(6, 5, 'N', 'Pass'),
      call(7, 6, 'E', 'Pass'),
    ]),
    PlayData: bwsTable('PlayData', [
      card(1, 1, 'E', 'HA'),
      card(2, 2, 'S', 'D2'),
      card(3, 3, 'W', 'C10'),
      card(4, 4, 'N', 'H2'),
    ]),
    HandRecord: oneSuitEach,
  };
}

/** Board 1's hand record: North the spades, East the hearts, South the diamonds, West the clubs (`10` as written). */
const oneSuitEach = bwsTable('HandRecord', [
  {
    Section: 1,
    Board: 1,
    NorthSpades: 'AKQJ1098765432',
    NorthHearts: '',
    NorthDiamonds: '',
    NorthClubs: '',
    EastSpades: '',
    EastHearts: 'AKQJT98765432',
    EastDiamonds: '',
    EastClubs: '',
    SouthSpades: '',
    SouthHearts: '',
    SouthDiamonds: 'AKQJT98765432',
    SouthClubs: '',
    WestSpades: '',
    WestHearts: '',
    WestDiamonds: '',
    WestClubs: 'AKQJT98765432',
  },
]);

/**
 * A 3-table, 3-round Mitchell of 6 boards as a club's movement rules allow (EW pairs move up a table,
 * the boards down; no pair meets another or a board twice): round r, table t seats NS t v EW
 * ((t + r - 2) mod 3) + 1 on the two boards of set ((t - r) mod 3). Every result is 1NT by North,
 * making 7 tricks at table 1, 8 at table 2, 9 at table 3, so on every board table 3 beats table 2
 * beats table 1 for North-South.
 */
export function mitchellOfThreeTables(): BwsTableTexts {
  const seats = [1, 2, 3].flatMap((r) =>
    [1, 2, 3].map((t) => ({ r, t, ew: ((t + r - 2) % 3) + 1, low: ((t - r + 3) % 3) * 2 + 1 })),
  );
  const results = seats.flatMap(({ r, t, ew, low }, i) =>
    [low, low + 1].map((board, j) =>
      received(2 * i + j + 1, t, r, board, [t, ew], 'N', '1 NT', ['=', '+1', '+2'][t - 1]!, ''),
    ),
  );
  return {
    ...sectionOf('A', 3, 1, 3),
    RoundData: bwsTable(
      'RoundData',
      seats.map(({ r, t, ew, low }) => ({ ...round(t, r, t, ew, low) })),
    ),
    ReceivedData: bwsTable('ReceivedData', results),
  };
}

/**
 * The 3-table Mitchell with the Bridgemates recording board 1 (1NT by North at every table, dealer
 * North; the hand record gives each seat one suit):
 *   table 1, round 1: 1NT P P P, then one trick (East's HA, South D2, West C2, North S2) and no more:
 *     recorded call by call and card by card, the 7 tricks entered as declarer's claim;
 *   table 2, round 2: 1NT 1S...: East's insufficient bid (Law 27) stops the record: the 8 tricks entered on their own;
 *   table 3, round 3: 1NT P P P, then HA D2 C2 and North's H3, which East holds: three cards, then the claim of 9.
 */
export function mitchellOfThreeTablesPlayed(): BwsTableTexts {
  const at = (table: number) => ({ table, round: table });
  const auction = (table: number, first: number, bids: readonly string[]) =>
    bids.map((bid, i) => step('Bid', first + i, i + 1, 'NESW'[i % 4]!, bid, 0, at(table)));
  const play = (table: number, first: number, cards: readonly string[]) =>
    cards.map((c, i) => step('Card', first + i, i + 1, 'ESWN'[i % 4]!, c, 0, at(table)));
  return {
    ...mitchellOfThreeTables(),
    BiddingData: bwsTable('BiddingData', [
      ...auction(1, 1, ['1NT', 'Pass', 'Pass', 'Pass']),
      ...auction(2, 5, ['1NT', '1S', 'Pass', 'Pass', 'Pass']),
      ...auction(3, 10, ['1NT', 'Pass', 'Pass', 'Pass']),
    ]),
    PlayData: bwsTable('PlayData', [...play(1, 1, ['HA', 'D2', 'C2', 'S2']), ...play(3, 5, ['HA', 'D2', 'C2', 'H3'])]),
    HandRecord: oneSuitEach,
  };
}

/**
 * A Bridgemate teams match (ScoringType 4): teams 1 and 2 meet in round 1 at two tables on boards 1-2,
 * team 1 North-South at table 1, team 2 North-South at table 2. NS scores (board 1 none vulnerable,
 * board 2 North-South vulnerable):
 *   board 1: table 1 4S= by N +420, table 2 2S+2 by N +170: team 1 gains 420 - 170 = 250, 6 IMPs;
 *   board 2: table 1 3NT= by E -400, table 2 3NT-1 by E +50: team 1 loses 400 + 50 = 450, 10 IMPs to team 2.
 */
export function teamsMatch(): BwsTableTexts {
  return {
    ...sectionOf('A', 2, 4, 1),
    RoundData: bwsTable('RoundData', [round(1, 1, 1, 2, 1), round(2, 1, 2, 1, 1)]),
    ReceivedData: bwsTable('ReceivedData', [
      teamRow(1, 1, 1, 1, 'N', '4 S', '='),
      teamRow(2, 2, 1, 2, 'N', '2 S', '+2'),
      teamRow(3, 1, 2, 1, 'E', '3 NT', '='),
      teamRow(4, 2, 2, 2, 'E', '3 NT', '-1'),
    ]),
  };
}

/** Each player of a teams session by table and seat, the team's number as his player number's first digit. */
const teamPlayers = (seats: readonly (readonly [number, string, number, string])[]) =>
  bwsTable(
    'PlayerNumbers',
    seats.map(([table, direction, team, name], i) => player(table, direction, team * 100 + i, name)),
  );

const TWO_MATCHES_ROUND = [round(1, 1, 1, 2, 1), round(2, 1, 2, 1, 1), round(3, 1, 3, 4, 1), round(4, 1, 4, 3, 1)];
/** A result of a teams session: team `ns` North-South against its opponents (teams 1 v 2, 3 v 4). */
const teamRow = (
  id: number,
  table: number,
  board: number,
  ns: number,
  seat: string,
  contract: string,
  result: string,
) => received(id, table, 1, board, [ns, ns % 2 === 1 ? ns + 1 : ns - 1], seat, contract, result, '');
const TWO_MATCHES_RECEIVED = [
  teamRow(1, 1, 1, 1, 'N', '4 S', '='),
  teamRow(2, 2, 1, 2, 'N', '2 S', '+2'),
  teamRow(3, 1, 2, 1, 'E', '3 NT', '='),
  teamRow(4, 2, 2, 2, 'E', '3 NT', '-1'),
  teamRow(5, 3, 1, 3, 'N', '4 S', '='),
  teamRow(6, 4, 1, 4, 'N', '4 S', '='),
  teamRow(7, 3, 2, 3, 'N', '1 NT', '+1'),
  teamRow(8, 4, 2, 4, 'N', '3 NT', '='),
];

/**
 * A Bridgemate teams session (ScoringType 4) of two matches in one round, four tables, boards 1-2 at
 * every table: teams 1 v 2 at tables 1 and 2 (as teamsMatch: team 1 gains 6 IMPs on board 1, team 2
 * 10 on board 2), teams 3 v 4 at tables 3 and 4, team 3 North-South at table 3. Match 2's NS scores:
 *   board 1: table 3 4S= by N +420, table 4 4S= by N +420: no IMPs;
 *   board 2 (NS vulnerable): table 3 1NT+1 by N +120, table 4 3NT= by N +600: 480 to team 4, 10 IMPs.
 * Every player is named: team t's pair at its home table sits N-S, its other pair E-W at the other table.
 */
export function teamsOfTwoMatches(): BwsTableTexts {
  return {
    ...sectionOf('A', 4, 4, 1),
    RoundData: bwsTable('RoundData', TWO_MATCHES_ROUND),
    ReceivedData: bwsTable('ReceivedData', TWO_MATCHES_RECEIVED),
    PlayerNumbers: teamPlayers([
      [1, 'N', 1, 'Ann Aces'],
      [1, 'S', 1, 'Bob Aces'],
      [2, 'E', 1, 'Cid Aces'],
      [2, 'W', 1, 'Dee Aces'],
      [2, 'N', 2, 'Eve Kings'],
      [2, 'S', 2, 'Fay Kings'],
      [1, 'E', 2, 'Gus Kings'],
      [1, 'W', 2, 'Hal Kings'],
      [3, 'N', 3, 'Ida Queens'],
      [3, 'S', 3, 'Jon Queens'],
      [4, 'E', 3, 'Kit Queens'],
      [4, 'W', 3, 'Lou Queens'],
      [4, 'N', 4, 'Max Jacks'],
      [4, 'S', 4, 'Ned Jacks'],
      [3, 'E', 4, 'Oda Jacks'],
      [3, 'W', 4, 'Pat Jacks'],
    ]),
  };
}

/**
 * Two rounds of a Swiss: round 1 as teamsOfTwoMatches, round 2 teams 1 v 3 at tables 1 and 2 and
 * teams 2 v 4 at tables 3 and 4 on board 3 (passed out everywhere): each team plays two matches.
 */
export function teamsOfTwoRounds(): BwsTableTexts {
  const one = teamsOfTwoMatches();
  const pass = (id: number, table: number, ns: number, ew: number) =>
    received(id, table, 2, 3, [ns, ew], 'N', 'PASS', '', '');
  return {
    ...one,
    RoundData: bwsTable('RoundData', [
      ...TWO_MATCHES_ROUND,
      { ...round(1, 2, 1, 3, 3), HighBoard: 3 },
      { ...round(2, 2, 3, 1, 3), HighBoard: 3 },
      { ...round(3, 2, 2, 4, 3), HighBoard: 3 },
      { ...round(4, 2, 4, 2, 3), HighBoard: 3 },
    ]),
    ReceivedData: bwsTable('ReceivedData', [
      ...TWO_MATCHES_RECEIVED,
      pass(9, 1, 1, 3),
      pass(10, 2, 3, 1),
      pass(11, 3, 2, 4),
      pass(12, 4, 4, 2),
    ]),
  };
}
