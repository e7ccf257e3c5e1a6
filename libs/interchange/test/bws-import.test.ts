// Bridgemate BWS import: the tables' CSV (as mdb-export prints them) read into a recorded session;
// errors name file, table or board, and field; the mdbtools reader's own failures are named too.
// No Access writer exists on npm or in Debian (mdbtools only reads), so the tables are written as CSV.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { importBwsTables, isAccessDatabase, MDBTOOLS_MISSING, readBwsFile, readResultsFile } from '../src';
import { bwsTable, mitchellTables, RECEIVED_ROWS, teamsMatch } from './bws-files';
import { failure } from './import-failure';

describe('BWS tables into a recorded session', () => {
  const session = importBwsTables(mitchellTables(), 'club.bws');

  test('every board with the result of each table, scored from contract and tricks (Law 77)', () => {
    expect(session.source).toEqual({ format: 'BWS', file: 'club.bws', generator: 'Bridgemate' });
    expect(
      session.boards.map((b) => [
        b.board,
        b.dealer,
        b.vulnerability,
        b.results.map((r) => [r.round, r.table, r.ns, r.ew, r.scoreNS]),
      ]),
    ).toEqual([
      [
        1,
        'N',
        'None',
        [
          [1, 1, '1NS', '1EW', 420],
          [2, 2, '2NS', '2EW', -50],
        ],
      ],
      [
        2,
        'E',
        'NS',
        [
          [1, 1, '1NS', '1EW', -430],
          [2, 2, '2NS', '2EW', -90],
        ],
      ],
      [
        3,
        'S',
        'EW',
        [
          [1, 2, '2NS', '2EW', -50],
          [2, 1, '1NS', '1EW', 400],
        ],
      ],
      [
        4,
        'W',
        'All',
        [
          [1, 2, '2NS', '2EW', 0],
          [2, 1, '1NS', '1EW', 200],
        ],
      ],
    ]);
  });

  test('contract, declarer, tricks and lead as the table entered them', () => {
    const [first, second] = session.boards[0]!.results;
    expect(first).toMatchObject({
      contract: { level: 4, strain: 'S', doubling: '' },
      declarer: 'N',
      tricks: 10,
      lead: 'HA',
      section: 'A',
    });
    expect(second).toMatchObject({ tricks: 9, lead: 'HT' });
    expect(session.boards[3]!.results[0]).toMatchObject({ contract: 'Pass', declarer: null, tricks: null, lead: null });
  });

  test('an erased reading is replaced by the later one and noted', () => {
    const corrected = session.boards[2]!.results[0]!;
    expect(corrected).toMatchObject({ contract: { level: 2, strain: 'H', doubling: '' }, tricks: 7, scoreNS: -50 });
    expect(corrected.corrected).toEqual(['ID 3: 2 H x S -1 (erased)']);
    expect(session.boards[2]!.results[1]!.corrected).toBeUndefined();
  });

  test('the auction and the play when the Bridgemates recorded them (erased calls left out)', () => {
    const table1 = session.boards[0]!.results[0]!;
    expect(table1.auction?.map((c) => (c.kind === 'Bid' ? `${c.level}${c.strain}` : c.kind))).toEqual([
      '1S',
      'Pass',
      '4S',
      'Pass',
      'Pass',
      'Pass',
    ]);
    expect(table1.cards).toEqual(['HA', 'D2', 'CT', 'H2']);
    expect(session.boards[0]!.results[1]!.auction).toBeUndefined();
  });

  test('the auction and the play the rules engine accepts become the commands an import records, the rest a note by row', () => {
    // 4S by North making 10: East leads HA, South and West discard, and the record has North play H2, which East holds.
    const play = session.boards[0]!.results[0]!.play!;
    expect(play.map((c) => c.type)).toEqual([
      ...new Array<string>(6).fill('MakeCall'),
      'PlayCard',
      'PlayCard',
      'PlayCard',
      'MakeClaim',
      'AcquiesceClaim',
      'AcquiesceClaim',
    ]);
    expect(play[9]).toMatchObject({ type: 'MakeClaim', seat: 'N', tricks: 10 });
    expect(session.notes).toEqual([
      "club.bws: board 1, table 1 of section A, round 1: PlayData row 4: H2 by N: it is held by E, and N is to play: not recorded; the tricks from there are declarer's claim of the result entered",
    ]);
    // Boards without BiddingData are entered as results only.
    expect(session.boards[0]!.results[1]!.play).toBeUndefined();
  });

  test('the hand record gives the deal; a board without one has none', () => {
    expect(session.boards[0]!.deal).toBe('N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432');
    expect(session.boards[0]!.hands?.N).not.toBeNull();
    expect(session.boards[1]!.deal).toBeNull();
  });

  test('the pairs of the Mitchell by direction, named from PlayerNumbers', () => {
    expect(session.participants.map((p) => [p.id, p.number, p.direction, p.names])).toEqual([
      ['1NS', '1', 'NS', ['Ann North', 'Bob South']],
      ['1EW', '1', 'EW', ['Cid East', 'Dee West']],
      ['2NS', '2', 'NS', []],
      ['2EW', '2', 'EW', []],
    ]);
  });
});

describe("the session's scoring is the Section table's ScoringType", () => {
  const withScoring = (...codes: (number | string)[]) => ({
    ...mitchellTables(),
    Section: bwsTable(
      'Section',
      codes.map((code, i) => ({ ID: i + 1, Letter: 'ABC'[i]!, Tables: 2, Session: 1, ScoringType: code, Winners: 2 })),
    ),
  });

  test.each([
    [1, 'MP', 'ScoringType 1 (matchpoints)'],
    [2, 'IMP-CROSS', 'ScoringType 2 (cross-IMPs)'],
    [3, 'IMP-BUTLER', 'ScoringType 3 (IMPs against a datum (Butler))'],
    [4, 'TEAMS', 'ScoringType 4 (teams)'],
  ])('ScoringType %s is scored as %s', (code, method, scoring) => {
    expect(importBwsTables(withScoring(code), 'club.bws').event).toMatchObject({ method, scoring });
  });

  test('a teams session keeps each team’s number in both rooms', () => {
    const session = importBwsTables(teamsMatch(), 'teams.bws');
    expect(session.event.method).toBe('TEAMS');
    expect(session.participants.map((p) => [p.id, p.direction])).toEqual([
      ['1', null],
      ['2', null],
    ]);
    expect(session.boards[0]!.results.map((r) => [r.table, r.ns, r.ew, r.scoreNS])).toEqual([
      [1, '1', '2', 420],
      [2, '2', '1', 170],
    ]);
  });

  test('a database that leaves it blank, or has no such column, is scored by matchpoints and says why', () => {
    expect(importBwsTables(withScoring(''), 'club.bws').event.method).toBe('MP');
    const noColumn = { ...mitchellTables(), Section: 'ID,Letter\n1,"A"\n' };
    expect(importBwsTables(noColumn, 'club.bws').event).toMatchObject({
      method: 'MP',
      scoring: 'ScoringType not given (matchpoints, the club’s pairs method)',
    });
  });

  test('an unknown code is refused, naming the value and the codes Bridgemate writes', () => {
    expect(failure(() => importBwsTables(withScoring(7), 'club.bws')).message).toBe(
      "club.bws: Section row 1, ScoringType: '7' is not a Bridgemate scoring type (1 matchpoints, 2 cross-IMPs, 3 IMPs against a datum (Butler), 4 teams)",
    );
  });

  test('sections scored two ways are refused: one session has one method', () => {
    expect(failure(() => importBwsTables(withScoring(1, 2), 'club.bws')).message).toBe(
      'club.bws: Section, ScoringType: section 1 is scored by matchpoints (1) and section 2 by cross-IMPs (2): one session has one method',
    );
  });
});

describe('BWS refusals name file, board or table, and field', () => {
  test('a result for a table not in the movement: the whole file is refused', () => {
    const stray = { ...RECEIVED_ROWS[0]!, ID: 10, Table: 3 };
    const error = failure(() => importBwsTables(mitchellTables([...RECEIVED_ROWS, stray]), 'club.bws'));
    expect(error.file).toBe('club.bws');
    expect(error.field).toBe('ReceivedData row 10, board 1, Table');
    expect(error.problem).toBe('table 3 of section A in round 1 is not in the movement (RoundData)');
  });

  test('a board the table does not play in that round', () => {
    const wrong = { ...RECEIVED_ROWS[0]!, ID: 10, Board: 3 };
    expect(failure(() => importBwsTables(mitchellTables([wrong]), 'club.bws')).message).toBe(
      'club.bws: ReceivedData row 10, board 3, Board: table 1 plays boards 1-2 in round 1, not board 3',
    );
  });

  test('a contract or result Bridgemate would not write', () => {
    const contract = { ...RECEIVED_ROWS[0]!, Contract: '8 S' };
    expect(failure(() => importBwsTables(mitchellTables([contract]), 'club.bws')).field).toBe(
      'ReceivedData row 1, board 1, Contract',
    );
    const result = { ...RECEIVED_ROWS[0]!, Result: '+4' };
    expect(failure(() => importBwsTables(mitchellTables([result]), 'club.bws')).message).toBe(
      "club.bws: ReceivedData row 1, board 1, Result: result '+4' gives 14 tricks",
    );
  });

  test('a missing table or column', () => {
    const { Section: _section, ...noSection } = mitchellTables();
    expect(failure(() => importBwsTables(noSection, 'club.bws')).field).toBe('table Section');
    const tables = { ...mitchellTables(), RoundData: 'Section,Table,Round,NSPair,EWPair,LowBoard\n1,1,1,1,1,1\n' };
    expect(failure(() => importBwsTables(tables, 'club.bws')).field).toBe('table RoundData, column HighBoard');
  });

  test('an optional table absent is simply not read', () => {
    const { BiddingData: _b, PlayData: _p, HandRecord: _h, PlayerNumbers: _n, ...bare } = mitchellTables();
    const session = importBwsTables(bare, 'club.bws');
    expect(session.boards.flatMap((b) => b.results)).toHaveLength(8);
    expect(session.boards[0]!.results[0]!.auction).toBeUndefined();
    expect(session.participants.every((p) => p.names.length === 0)).toBe(true);
  });

  test('the column sets are the developer guide’s', () => {
    expect(bwsTable('ReceivedData', []).trim()).toBe(
      'ID,Section,Table,Round,Board,PairNS,PairEW,Declarer,NS/EW,Contract,Result,LeadCard,Remarks,DateLog,TimeLog,Processed,Processed1,Processed2,Processed3,Processed4,Erased',
    );
  });
});

describe('the BWS file reader (mdbtools)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bws-test-'));
  // An Access header and nothing a database needs behind it.
  const fake = join(dir, 'club.bws');
  writeFileSync(
    fake,
    Uint8Array.from([0, 1, 0, 0, ...Buffer.from('Standard Jet DB\0'), ...new Array<number>(2048).fill(0)]),
  );

  test('an Access database is known by its header, whatever its name', () => {
    expect(isAccessDatabase(Uint8Array.from([0, 1, 0, 0, ...Buffer.from('Standard Jet DB')]))).toBe(true);
    expect(isAccessDatabase(Buffer.from('[Event "Club"]\n'))).toBe(false);
  });

  test('without mdbtools the error says to install them, naming the file', () => {
    const error = failure(() => readBwsFile(fake, { env: { PATH: dir } }));
    expect(error.file).toBe('club.bws');
    expect(error.problem).toBe(MDBTOOLS_MISSING);
  });

  test('a file with an Access header goes to mdbtools, which refuse a broken database by name', () => {
    const error = failure(() => readResultsFile(fake));
    expect(error.file).toBe('club.bws');
    expect(error.problem).toMatch(/^mdb-tables could not read the file as an Access database: /);
  });
});
