import { describe, expect, test } from 'vitest';
import { importPbn, parseColumnHeader, parsePbn, parseTable, findTag } from '../src';

describe('PBN table headers and cells', () => {
  test('column header with widths, alignment and +/- sort marks', () => {
    expect(parseColumnHeader('+Rank\\2R;-TotalScoreMP\\5R;Names\\30L;Club')).toEqual([
      { name: 'Rank', sort: 'ascending', width: 2, align: 'R' },
      { name: 'TotalScoreMP', sort: 'descending', width: 5, align: 'R' },
      { name: 'Names', sort: null, width: 30, align: 'L' },
      { name: 'Club', sort: null, width: null, align: null },
    ]);
    expect(parseColumnHeader('Rank\\2R;Names Of Pairs')).toBeNull();
  });

  test('typed cells: numbers, words, quoted strings with spaces, -, ?, ^ artificial', () => {
    const pbn = parsePbn(
      '[Board "1"]\n[ScoreTable "A;B;C;D;E;F;G"]\n-3.5 4H "Player 1 - Player 2" - ? ^9 "420"',
      'cells.pbn',
    );
    const table = parseTable(findTag(pbn.games[0]!, 'ScoreTable')!, 'cells.pbn');
    expect(table.rows[0]!.cells).toEqual([
      { kind: 'number', text: '-3.5', quoted: false, artificial: false, number: -3.5 },
      { kind: 'string', text: '4H', quoted: false, artificial: false, number: null },
      { kind: 'string', text: 'Player 1 - Player 2', quoted: true, artificial: false, number: null },
      { kind: 'irrelevant', text: '-', quoted: false, artificial: false, number: null },
      { kind: 'unknown', text: '?', quoted: false, artificial: false, number: null },
      { kind: 'number', text: '9', quoted: false, artificial: true, number: 9 },
      { kind: 'string', text: '420', quoted: true, artificial: false, number: 420 },
    ]);
    expect(table.rows[0]!.byColumn['C']!.text).toBe('Player 1 - Player 2');
  });

  test('a ScoreTable row with a ^ value is marked; Score "NS 620" / "EW 100" is read from NS view', () => {
    const session = importPbn(
      [
        '[Board "1"]',
        '[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;Score"]',
        '1 2 4S N ^10 "NS 620"',
        '3 4 3N S 8 "EW 100"',
      ].join('\n'),
      'score.pbn',
    );
    const [first, second] = session.boards[0]!.results;
    expect(first).toMatchObject({ tricks: 10, marked: true, scoreNS: 620 });
    expect(second).toMatchObject({ tricks: 8, marked: false, scoreNS: -100 });
  });

  test('a table that is not named ...Table counts when its value is a header followed by rows', () => {
    const session = importPbn('[Board "1"]\n[MyResults "Pair;Score\\4R"]\n1 50\n[Remark "a;b"]', 'other.pbn');
    expect(session.boards[0]!.tables.map((t) => t.name)).toEqual(['MyResults']);
  });
});
