// The rows Ruter writes beyond the plain result (issue 15, rules 2, 3 and 6), and a results file
// known by its content (rule 7). Small hand-made files; the arithmetic is in the scoring tests.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { importPbn, importResults, readResultsFile, sniffResultsFormat } from '../src';
import { dataText } from './fixtures';

const COLUMNS =
  'Table\\2R;Round\\2R;PairId_NS\\2R;PairId_EW\\2R;Contract\\5L;Declarer\\1R;Result\\2R;Score_NS\\6R;Score_EW\\6R;MP_NS\\5R;MP_EW\\5R';

/** One board of a Ruter-like file: rows after the ScoreTable header (line 5 is the first row). */
const board = (rows: string[]) =>
  ['[Event "Club"]', '[Board "1"]', '[Vulnerable "None"]', '[Scoring "MatchPoints;MP1"]', `[ScoreTable "${COLUMNS}"]`]
    .concat(rows)
    .join('\n');

describe('rule 2: a grade on one side, an explicit score on the other', () => {
  test('"A=" for NS and "+0" for EW: EW scored 0 (NS view 0), NS graded 50 %, EW scored on the table result', () => {
    const session = importPbn(board(['3 1 5 6 - - - "A=" "+0" 0 0']), 'mixed.pbn');
    expect(session.boards[0]!.results[0]).toMatchObject({
      ns: '5',
      ew: '6',
      scoreNS: 0,
      adjusted: { kind: 'artificial', nsPercent: 50, ewPercent: null, text: 'A= +0' },
    });
  });

  test('"110" for NS and "A-" for EW: the table result is NS +110, EW graded 40 %', () => {
    const session = importPbn(board(['3 1 5 6 - - - "110" "A-" 0 0']), 'mixed.pbn');
    expect(session.boards[0]!.results[0]).toMatchObject({
      scoreNS: 110,
      adjusted: { nsPercent: null, ewPercent: 40 },
    });
  });

  test('a grade beside "-" is still the complement (the file does not give the other side a score)', () => {
    const session = importPbn(board(['3 1 5 6 - - - "A+" - 0 0']), 'grade.pbn');
    expect(session.boards[0]!.results[0]).toMatchObject({ scoreNS: null, adjusted: { nsPercent: 60, ewPercent: 40 } });
  });
});

describe('rule 3: a pair never has two results on one board', () => {
  test('a row repeated word for word is one record', () => {
    const rows = ['1 1 1 2 4S N 10 "420" - 2 -2', '2 1 3 4 4S N 9 - "50" -2 2', '1 1 1 2 4S N 10 "420" - 2 -2'];
    const session = importPbn(board(rows), 'twice.pbn');
    expect(session.boards[0]!.results.map((r) => [r.ns, r.ew, r.line])).toEqual([
      ['1', '2', 6],
      ['3', '4', 7],
    ]);
  });

  test('a whole game repeated (one game per board written twice) is one record too', () => {
    const game = board(['1 1 1 2 4S N 10 "420" - 0 0']);
    const session = importPbn(`${game}\n\n${game}`, 'game-twice.pbn');
    expect(session.boards).toHaveLength(1);
    expect(session.boards[0]!.results).toHaveLength(1);
  });

  test('repeats that disagree are an error naming both lines', () => {
    const rows = ['1 1 1 2 4S N 10 "420" - 2 -2', '2 1 3 4 4S N 9 - "50" -2 2', '1 1 1 2 4S N 11 "450" - 2 -2'];
    expect(() => importPbn(board(rows), 'clash.pbn')).toThrow(
      'clash.pbn:8: board 1: pair 1 has two results that disagree, line 6 (1 v 2, 4S N 10, NS 420) and line 8 (1 v 2, 4S N 11, NS 450)',
    );
  });

  test('a pair met twice on a board against different opponents is an error too', () => {
    const rows = ['1 1 1 2 4S N 10 "420" - 0 0', '2 1 3 1 4S N 10 "420" - 0 0'];
    expect(() => importPbn(board(rows), 'two-tables.pbn')).toThrow(
      /pair 1 has two results that disagree, line 6 .* line 7/,
    );
  });

  test('in a teams file (Scoring "IMP") a team plays the board once in each room: North-South once, East-West once', () => {
    const teams = (rows: string[]) => board(rows).replace('MatchPoints;MP1', 'IMP');
    const rooms = ['1 1 A B 4S N 10 "420" - 0 0', '2 1 B A 2S N 10 "170" - 0 0'];
    const session = importPbn(teams(rooms), 'match.pbn');
    expect(session.event.method).toBe('TEAMS');
    expect(session.boards[0]!.results.map((r) => [r.table, r.ns, r.ew, r.scoreNS])).toEqual([
      [1, 'A', 'B', 420],
      [2, 'B', 'A', 170],
    ]);
    // Team A North-South at two tables is two results of one side on the board.
    expect(() => importPbn(teams(['1 1 A B 4S N 10 "420" - 0 0', '2 1 A C 2S N 10 "170" - 0 0']), 'twice.pbn')).toThrow(
      /team A has two results that disagree in one direction, line 6 .* line 7/,
    );
  });
});

describe("rule 6: Ruter's procedural penalty, missing pair and adjusted score rows", () => {
  test('"Pen" "Pen": the penalty in the MP columns, the same pairs as a result row, not a second result', () => {
    const rows = ['1 1 1 2 4S N 10 "420" - 2 -2', '1 1 1 2 - - - "Pen" "Pen" -1.0 -', '2 1 3 4 4S N 9 - "50" -2 2'];
    const read = importPbn(board(rows), 'pen.pbn').boards[0]!;
    expect(read.results.map((r) => r.ns)).toEqual(['1', '3']);
    expect(read.penalties).toEqual([
      expect.objectContaining({ ns: '1', ew: '2', nsPoints: -1, ewPoints: null, unit: 'MP', table: 1, line: 7 }),
    ]);
  });

  test('a "Pen" row without points names its line and column', () => {
    expect(() => importPbn(board(['1 1 1 2 - - - "Pen" "Pen" - -']), 'pen.pbn')).toThrow(
      'pen.pbn:6: ScoreTable row 1, column MP_NS: a "Pen" row gives neither side a penalty',
    );
    expect(() => importPbn(board(['1 1 1 2 - - - "Pen" "Pen" x -']), 'pen.pbn')).toThrow(
      "pen.pbn:6: ScoreTable row 1, column MP_NS: 'x' is not a penalty in points",
    );
  });

  test('"-" as the EW pair: the present NS pair is read, the missing one is null', () => {
    const read = importPbn(board(['1 1 1 - 3N S 9 "400" - 0 -']), 'missing.pbn').boards[0]!;
    expect(read.results[0]).toMatchObject({ ns: '1', ew: null, scoreNS: 400, contract: { level: 3, strain: 'NT' } });
  });

  test('"800>a": an assigned adjusted score of NS +800 (EW column: NS -800), kept beside the contract', () => {
    const read = importPbn(board(['1 1 1 2 4H S 10 "800>a" - 0 0', '2 1 3 4 4H S 10 - "800>a" 0 0']), 'adj.pbn');
    expect(read.boards[0]!.results.map((r) => [r.scoreNS, r.assigned])).toEqual([
      [800, true],
      [-800, true],
    ]);
    expect(() => importPbn(board(['1 1 1 2 4H S 10 "800>b" - 0 0']), 'adj.pbn')).toThrow(
      "adj.pbn:6: ScoreTable row 1, column Score_NS: '800>b' is not a score",
    );
  });
});

describe('rule 7: a results file is known by its content, not its name', () => {
  test('PBN after comments and escapes, USEBIO as XML, anything else none', () => {
    expect(sniffResultsFormat('% PBN 2.1\n% EXPORT\n\n[Event "x"]')).toBe('PBN');
    expect(sniffResultsFormat('\uFEFF; comment\n{ commentary }\n[Board "1"]')).toBe('PBN');
    expect(sniffResultsFormat('<?xml version="1.0"?><USEBIO/>')).toBe('USEBIO');
    expect(sniffResultsFormat('Pair,Score\n1,420')).toBeNull();
    expect(sniffResultsFormat('')).toBeNull();
  });

  test('unknown content is an error naming the file', () => {
    expect(() => importResults('Pair,Score\n1,420', 'scores.csv')).toThrow(
      'scores.csv: not a results file: neither PBN (tag pairs such as [Board "1"]), USEBIO XML nor BBO LIN (pn|…|md|…|)',
    );
  });

  test('readResultsFile: a PBN without extension and a USEBIO file named .txt are read by content', () => {
    const dir = mkdtempSync(join(tmpdir(), 'results-format-'));
    writeFileSync(join(dir, 'SPIREN'), dataText('pbn/pairs-2016-01-13.pbn'));
    writeFileSync(join(dir, 'compscore.txt'), dataText('usebio/mp_pairs_mitchell.xml'));
    expect(readResultsFile(join(dir, 'SPIREN')).source).toMatchObject({ format: 'PBN', file: 'SPIREN' });
    expect(readResultsFile(join(dir, 'compscore.txt')).source).toMatchObject({
      format: 'USEBIO',
      file: 'compscore.txt',
    });
  });
});
