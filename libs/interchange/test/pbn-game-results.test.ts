import { describe, expect, test } from 'vitest';
import { importPbn } from '../src';

const game = (board: number, table: number, tags: string[]) =>
  [
    `[Event "Teams night"]`,
    `[Board "${board}"]`,
    `[Table "${table}"]`,
    '[Dealer "N"]',
    '[Vulnerable "None"]',
    ...tags,
  ].join('\n');

describe('results written as one game per table (no ScoreTable)', () => {
  const text = [
    game(1, 1, [
      '[North "Ann"]',
      '[South "Bob"]',
      '[East "Cy"]',
      '[West "Di"]',
      '[Declarer "S"]',
      '[Contract "4H"]',
      '[Result "10"]',
      '[Score "NS 420"]',
      '[Play "W"]',
      'CA C2 C3 C4',
    ]),
    // The other room: other players (a pair never has two results on one board).
    game(1, 2, [
      '[North "Eve"]',
      '[South "Fay"]',
      '[East "Gus"]',
      '[West "Hal"]',
      '[Declarer "E"]',
      '[Contract "4SX"]',
      '[Result "8"]',
      '[Score "500"]',
    ]),
    game(2, 1, ['[Declarer ""]', '[Contract "Pass"]', '[Result ""]', '[Score "NS 0"]']),
  ].join('\n\n');
  const session = importPbn(text, 'tables.pbn');

  test('games of the same board become the tables of one board', () => {
    expect(session.boards.map((b) => [b.board, b.results.length])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  test('table 1: names as pair ids, tricks, score, the opening lead from the Play section', () => {
    expect(session.boards[0]!.results[0]).toMatchObject({
      ns: 'Ann - Bob',
      ew: 'Cy - Di',
      table: 1,
      declarer: 'S',
      tricks: 10,
      scoreNS: 420,
      lead: 'CA',
      line: 1,
    });
  });

  test("table 2: a bare Score is from declarer's side (EW +500 → NS -500)", () => {
    expect(session.boards[0]!.results[1]).toMatchObject({
      ns: 'Eve - Fay',
      contract: { level: 4, strain: 'S', doubling: 'X' },
      tricks: 8,
      scoreNS: -500,
      table: 2,
    });
  });

  test('a passed-out board', () => {
    expect(session.boards[1]!.results[0]).toMatchObject({ contract: 'Pass', declarer: null, tricks: null, scoreNS: 0 });
  });

  test('a Score that cannot be read names its line', () => {
    expect(() =>
      importPbn(game(3, 1, ['[Contract "3N"]', '[Declarer "N"]', '[Result "9"]', '[Score "lots"]']), 't.pbn'),
    ).toThrow('t.pbn:9: tag Score: \'lots\' is not "NS <points>", "EW <points>" or points with a declarer');
  });
});
