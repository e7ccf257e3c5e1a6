import { describe, expect, test } from 'vitest';
import { findTag, importPbn, parsePbn, tagValue } from '../src';

describe('PBN lexical rules', () => {
  test('tag pairs, escaped quotes and backslashes, % directives, ; and {} comments', () => {
    const pbn = parsePbn(
      [
        '% PBN 2.1',
        '% EXPORT',
        '{ a comment',
        '  over two lines }',
        '[Event "The \\"Spring\\" cup \\\\ 2"] ; trailing comment',
        '[Site "Club"]',
        '',
        '',
        '[Event "Second"]',
      ].join('\n'),
      'lex.pbn',
    );
    expect(pbn.version).toBe('2.1');
    expect(pbn.directives.map((d) => d.text)).toEqual(['PBN 2.1', 'EXPORT']);
    expect(pbn.games).toHaveLength(2);
    expect(tagValue(pbn.games[0]!, 'Event')).toBe('The "Spring" cup \\ 2');
    expect(findTag(pbn.games[0]!, 'Event')!.section[0]!.tokens[0]).toEqual({
      kind: 'comment',
      text: 'trailing comment',
      line: 5,
    });
    expect(pbn.games[0]!.comments[0]!.text).toBe('a comment\n  over two lines');
    expect(pbn.games[1]!.line).toBe(9);
  });

  test('"#" copies the previous game\'s value and section', () => {
    const pbn = parsePbn(
      [
        '[Event "Cup"]',
        '[Board "1"]',
        '[ScoreTable "PairId_NS;PairId_EW"]',
        '1 2',
        '',
        '[Event "#"]',
        '[Board "2"]',
        '[ScoreTable "#"]',
      ].join('\n'),
      'copy.pbn',
    );
    const second = pbn.games[1]!;
    expect(findTag(second, 'Event')).toMatchObject({ value: 'Cup', inherited: true, line: 6 });
    expect(findTag(second, 'ScoreTable')!.section[0]!.tokens.map((t) => t.text)).toEqual(['1', '2']);
    expect(findTag(second, 'Board')!.inherited).toBe(false);
  });

  test('CRLF, CR and LF line ends count lines alike', () => {
    const pbn = parsePbn('[Event "a"]\r\n\r\n[Event "b"]\r[Site "x"]\n\n[Event "c"]', 'eol.pbn');
    expect(pbn.games.map((g) => g.line)).toEqual([1, 3, 6]);
  });
});

describe('PBN malformed input names file, line and field', () => {
  const scoreTable = (row: string) =>
    [
      '[Event "E"]',
      '[Board "1"]',
      '[ScoreTable "PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\6R;Score_EW\\6R"]',
      '1 2 4H S 10 "420" -',
      '3 4 3N N 9 "400" -',
      '5 6 2S N 8 "110" -',
      row,
    ].join('\n');

  test("a contract that does not exist: '8NT'", () => {
    expect(() => importPbn(scoreTable('7 8 8NT S 10 "400" -'), 'pairs.pbn')).toThrow(
      "pairs.pbn:7: ScoreTable row 4, column Contract: '8NT' is not a contract",
    );
  });
  test('14 tricks', () => {
    expect(() => importPbn(scoreTable('7 8 4S N 14 "400" -'), 'pairs.pbn')).toThrow(
      "pairs.pbn:7: ScoreTable row 4, column Result: '14' is not a whole number from 0 to 13",
    );
  });
  test('a declarer that is not a seat', () => {
    expect(() => importPbn(scoreTable('7 8 4S X 10 "420" -'), 'pairs.pbn')).toThrow(
      "pairs.pbn:7: ScoreTable row 4, column Declarer: 'X' is not N, E, S or W",
    );
  });
  test('a score that is not a number', () => {
    expect(() => importPbn(scoreTable('7 8 4S N 10 "lots" -'), 'pairs.pbn')).toThrow(
      "pairs.pbn:7: ScoreTable row 4, column Score_NS: 'lots' is not a score",
    );
  });
  test('a lead that is not a card', () => {
    const text = ['[Board "1"]', '[ScoreTable "PairId_NS;PairId_EW;Lead"]', '1 2 SZ'].join('\n');
    expect(() => importPbn(text, 'lead.pbn')).toThrow(
      /^lead\.pbn:3: ScoreTable row 1, column Lead: 'SZ' is not a card/,
    );
  });
  test('a row with a missing cell', () => {
    expect(() => importPbn(scoreTable('7 8 4S N 10 "420"'), 'pairs.pbn')).toThrow(
      'pairs.pbn:7: ScoreTable row 4: 6 cells, but the header has 7 columns',
    );
  });
  test('a malformed tag pair', () => {
    expect(() => parsePbn('[Event "E"]\n[Board 1]', 'tags.pbn')).toThrow(
      'tags.pbn:2: tag pair: \'[Board 1]\' is not [Name "value"]',
    );
  });
  test('a duplicate tag', () => {
    expect(() => parsePbn('[Board "1"]\n[Board "2"]', 'dup.pbn')).toThrow(
      'dup.pbn:2: tag Board: the game already has a Board tag',
    );
  });
  test('an unterminated comment and an unterminated string', () => {
    expect(() => parsePbn('[Event "E"]\n{ never closed\n\n', 'c.pbn')).toThrow(
      'c.pbn:2: comment: comment opened with { is never closed',
    );
    expect(() => parsePbn('[ScoreTable "A;B"]\n"open 1', 's.pbn')).toThrow(
      's.pbn:2: ScoreTable: unterminated string "open 1',
    );
  });
  test('"#" in the first game', () => {
    expect(() => parsePbn('[Event "#"]', 'h.pbn')).toThrow(
      "h.pbn:1: tag Event: value '#' copies the previous game's tag, but the previous game has none",
    );
  });
  test('bad board markings', () => {
    expect(() => importPbn('[Board "x1"]', 'b.pbn')).toThrow("b.pbn:1: tag Board: 'x1' is not a board number");
    expect(() => importPbn('[Board "1"]\n[Vulnerable "Red"]', 'b.pbn')).toThrow(
      "b.pbn:2: tag Vulnerable: 'Red' is not None, NS, EW or All (Love, Both)",
    );
    expect(() => importPbn('[Board "1"]\n[Dealer "Q"]', 'b.pbn')).toThrow(
      "b.pbn:2: tag Dealer: 'Q' is not N, E, S or W",
    );
  });
  test('data outside a tag, and an empty file', () => {
    expect(() => parsePbn('4H S 10', 'o.pbn')).toThrow("o.pbn:1: '4H' is outside any tag pair");
    expect(() => importPbn('% PBN 2.0\n', 'e.pbn')).toThrow('e.pbn: the file has no game (no tag pairs)');
  });
  test('a bad column header', () => {
    expect(() => importPbn('[Board "1"]\n[ScoreTable "Rank\\xR;Pair"]\n1 2', 'h.pbn')).toThrow(
      "h.pbn:2: ScoreTable header: 'Rank\\xR;Pair' is not a column header Col\\widthL|R;Col...",
    );
  });
});
