import { describe, expect, test } from 'vitest';
import { importPbnBytes, metaDirectives, parsePbn, type SessionResults, type TableResult } from '../src';
import { dataBytes, dataText } from './fixtures';

const load = (name: string): SessionResults => importPbnBytes(dataBytes(`pbn/${name}`), name);
const rowAt = (session: SessionResults, board: number, line: number): TableResult => {
  const found = session.boards.find((b) => b.board === board)?.results.find((r) => r.line === line);
  if (found === undefined) throw new Error(`no result on line ${line} of board ${board}`);
  return found;
};
const count = (session: SessionResults) => ({
  boards: session.boards.length,
  results: session.boards.reduce((n, b) => n + b.results.length, 0),
  sitOuts: session.boards.reduce((n, b) => n + b.sitOuts.length, 0),
  participants: session.participants.length,
});

describe('pairs-2016-01-13.pbn (Ruter, matchpoints with a bye)', () => {
  const session = load('pairs-2016-01-13.pbn');

  test('event and counts (21 boards, 6 tables playing + 1 bye per board, 13 pairs)', () => {
    expect(session.event).toEqual({
      name: 'Spiren',
      date: '2016-01-13',
      scoring: 'MatchPoints;MP1',
      method: 'MP',
      site: 'Club 1',
      // Ruter ranks the Mitchell's pairs in one list.
      winners: 'one',
    });
    expect(count(session)).toEqual({ boards: 21, results: 126, sitOuts: 21, participants: 13 });
  });

  test('board 1 markings and deal as written', () => {
    const board = session.boards[0]!;
    expect(board).toMatchObject({ board: 1, dealer: 'N', vulnerability: 'None' });
    expect(board.deal).toBe('N:KJ75.KQJ.97532.Q Q842.T93.KT6.KT4 9.A8765.QJ8.AJ85 AT63.42.A4.97632');
  });

  test('line 78: 6 1 12 11 4H S 10 "420" - 5.0 -5.0 100 0', () => {
    const row = rowAt(session, 1, 78);
    expect(row).toMatchObject({
      table: 6,
      round: 1,
      ns: '12',
      ew: '11',
      contract: { level: 4, strain: 'H', doubling: '' },
      declarer: 'S',
      tricks: 10,
      scoreNS: 420,
      adjusted: null,
      lead: null,
      section: null,
    });
    expect(row.oracle['MP_NS']?.number).toBe(5);
    expect(row.oracle['MP_EW']?.number).toBe(-5);
    expect(row.oracle['Percentage_NS']?.number).toBe(100);
  });

  test('line 82: an EW score is stored from NS view (- "50" → -50)', () => {
    expect(rowAt(session, 1, 82)).toMatchObject({ ns: '1', ew: '2', declarer: 'S', tricks: 9, scoreNS: -50 });
  });

  test('line 84: the Bye row is a sit-out of NS pair 14 with its fractional MP', () => {
    const bye = session.boards[0]!.sitOuts[0]!;
    expect(bye).toMatchObject({ pair: '14', side: 'NS', round: 1, table: 7, line: 84 });
    expect(bye.oracle['MP_NS']?.number).toBe(-0.8);
    expect(bye.oracle['Percentage_NS']?.number).toBe(42);
  });

  test('line 519: "A=" "A=" is an artificial 50/50 with no contract', () => {
    expect(rowAt(session, 16, 519)).toMatchObject({
      ns: '10',
      ew: '14',
      round: 6,
      table: 2,
      contract: null,
      declarer: null,
      tricks: null,
      scoreNS: null,
      adjusted: { kind: 'artificial', nsPercent: 50, ewPercent: 50 },
    });
  });

  test('% META directives: counts the program wrote', () => {
    const meta = metaDirectives(parsePbn(dataText('pbn/pairs-2016-01-13.pbn'), 'pairs-2016-01-13.pbn'));
    expect(meta).toMatchObject({
      Generator: 'Ruter i Norge',
      TableCount: '7',
      PairCount: '13',
      PhantomCount: '1',
      BoardCount: '21',
      ScoringType: 'MatchPoints;MP1',
      Average: '',
    });
  });

  test('TotalScoreTable: ranks, directions, names', () => {
    const first = session.participants[0]!;
    expect(first).toMatchObject({
      id: '9',
      number: '9',
      kind: 'pair',
      direction: 'NS',
      names: ['Player 1', 'Player 2'],
    });
    expect(first.oracle['TotalScoreMP']?.number).toBe(52.8);
    expect(first.oracle['TotalPercentage']?.number).toBe(75.14);
    expect(session.participants[1]).toMatchObject({ id: '2', direction: 'EW' });
    expect(session.participants[8]!.oracle['Club']?.kind).toBe('irrelevant');
  });
});

describe('pairs-2016-02-03.pbn and pairs-2016-03-09.pbn', () => {
  test('02-03 line 507: "A-" "A+" is a non-balancing 40/60', () => {
    const session = load('pairs-2016-02-03.pbn');
    expect(count(session)).toEqual({ boards: 21, results: 147, sitOuts: 21, participants: 15 });
    expect(rowAt(session, 15, 507).adjusted).toEqual({
      kind: 'artificial',
      nsPercent: 40,
      ewPercent: 60,
      text: 'A- A+',
    });
  });
  test('03-09 has no bye; line 432: "A-" "A-" is 40/40', () => {
    const session = load('pairs-2016-03-09.pbn');
    expect(count(session)).toEqual({ boards: 21, results: 189, sitOuts: 0, participants: 18 });
    expect(rowAt(session, 12, 432).adjusted).toMatchObject({ nsPercent: 40, ewPercent: 40 });
  });
});

describe('butler.pbn (Magic Contest, IMP;Butler-2;Mean, CRLF blank lines)', () => {
  const session = load('butler.pbn');
  test('counts: 28 boards, 3 tables playing and one pair sitting out each round', () => {
    expect(session.event.method).toBe('IMP-BUTLER');
    expect(count(session)).toEqual({ boards: 28, results: 84, sitOuts: 28, participants: 7 });
    expect(session.boards.every((b) => b.sitOuts.length === 1)).toBe(true);
    expect(session.boards[0]!.sitOuts[0]).toMatchObject({ pair: '3', side: 'EW', round: 5, table: 2 });
  });
  test('board 2, "4 2 6 5 2CX W 6 DK "300" - 0.0 0.0 300": doubled contract, lead, datum', () => {
    const row = session.boards[1]!.results[1]!;
    expect(row).toMatchObject({
      table: 4,
      round: 2,
      ns: '6',
      ew: '5',
      contract: { level: 2, strain: 'C', doubling: 'X' },
      declarer: 'W',
      tricks: 6,
      lead: 'DK',
      scoreNS: 300,
    });
    expect(row.oracle['ButlerDatum']?.number).toBe(300);
    expect(row.oracle['IMP_NS']?.number).toBe(0);
  });
  test('no deals in this file', () => expect(session.boards.every((b) => b.deal === null)).toBe(true));
});

describe('impcross.pbn (Ruter, IMP;Cross, 4 sections, double-dummy tables)', () => {
  const session = load('impcross.pbn');
  test('counts: 42 boards × 40 results, 80 pairs in sections', () => {
    expect(session.event.method).toBe('IMP-CROSS');
    expect(count(session)).toEqual({ boards: 42, results: 1680, sitOuts: 0, participants: 80 });
    expect(session.participants[0]).toMatchObject({ id: '523', section: 'N', direction: 'NS' });
  });
  test('first row: "N" 4 1 524 557 6N E 9 H2 "150" - 391.0 -391.0', () => {
    const row = session.boards[0]!.results[0]!;
    expect(row).toMatchObject({
      section: 'N',
      table: 4,
      round: 1,
      ns: '524',
      ew: '557',
      contract: { level: 6, strain: 'NT', doubling: '' },
      declarer: 'E',
      tricks: 9,
      lead: 'H2',
      scoreNS: 150,
    });
    expect(row.oracle['IMP_NS']?.number).toBe(391);
  });
  test('passed-out boards read as Pass with score 0', () => {
    const passes = session.boards.flatMap((b) => b.results).filter((r) => r.contract === 'Pass');
    expect(passes).toHaveLength(7);
    expect(passes.every((r) => r.scoreNS === 0 && r.declarer === null && r.tricks === null)).toBe(true);
  });
  test('line 1350: "A+" "A+" in section O', () => {
    expect(rowAt(session, 15, 1350)).toMatchObject({
      section: 'O',
      ns: '635',
      ew: '658',
      adjusted: { nsPercent: 60, ewPercent: 60 },
    });
  });
  test('OptimumResultTable of board 1: 20 rows, W S 10', () => {
    const dd = session.boards[0]!.tables.find((t) => t.name === 'OptimumResultTable')!;
    expect(dd.columns.map((c) => c.name)).toEqual(['Declarer', 'Denomination', 'Result']);
    expect(dd.rows).toHaveLength(20);
    expect(dd.rows[0]!.cells.map((c) => c.text)).toEqual(['W', 'S', '10']);
    expect(session.boards[0]!.oracle['OptimumScore']?.text).toBeDefined();
  });
});

describe('sm1.pbn (Ruter Finland, UTF-8 copy)', () => {
  const session = load('sm1.pbn');
  test('counts: 66 boards × 18 tables, 36 pairs', () => {
    expect(count(session)).toEqual({ boards: 66, results: 1188, sitOuts: 0, participants: 36 });
  });
  test('"Ö-V" is East-West', () => {
    const pair23 = session.participants.find((p) => p.id === '23')!;
    expect(pair23.direction).toBe('EW');
    expect(pair23.oracle['Direction']?.text).toBe('Ö-V');
  });
  test('board 1 line 101: 5 1 5 32 6N S 13 S9 "1020" - 32.0 2.0 94 6', () => {
    expect(rowAt(session, 1, 101)).toMatchObject({
      ns: '5',
      ew: '32',
      declarer: 'S',
      tricks: 13,
      lead: 'S9',
      scoreNS: 1020,
    });
  });
});

describe('team.pbn (Ruter teams: match totals and VPs)', () => {
  const session = load('team.pbn');
  test('no board rows; 30 matches; 10 teams', () => {
    expect(session.event.method).toBe('TEAMS');
    expect(session.boards).toHaveLength(0);
    expect(session.matches).toHaveLength(30);
    expect(session.participants).toHaveLength(10);
    expect(session.participants[0]).toMatchObject({ id: '5', kind: 'team', direction: null });
    expect(session.participants[0]!.names).toEqual(['Player 1', 'Player 2', 'Player 3', 'Player 4']);
  });
  test('round 1 table 1: team 1 v 2, "200,25,8", VP 15.75 - 4.25', () => {
    const match = session.matches[0]!;
    expect(match).toMatchObject({ round: 1, table: 1, home: '1', away: '2', impsHome: 25, impsAway: 8 });
    expect(match.oracle['VP_Home']?.number).toBe(15.75);
    expect(match.oracle['VP_Away']?.number).toBe(4.25);
  });
});
