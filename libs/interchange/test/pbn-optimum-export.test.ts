import { describe, expect, test } from 'vitest';
import { exportPbn, findTag, importPbnBytes, optimumTags, parsePbn, type PbnGame } from '../src';
import { dataBytes, dataText } from './fixtures';

// Round trip against what Ruter printed: read sm1.pbn, export each board's optimum from its table
// (par computed here), read the export back: the three tags equal the file's, word for word.
const OPTIMUM_TAGS = ['OptimumScore', 'OptimumContract', 'OptimumResultTable'] as const;

const written = (game: PbnGame) =>
  OPTIMUM_TAGS.map((name) => {
    const tag = findTag(game, name);
    return { name, value: tag?.value, lines: tag?.section.map((line) => line.tokens.map((t) => t.text).join(' ')) };
  });

describe('PBN export of Optimum tags', () => {
  const session = importPbnBytes(dataBytes('pbn/sm1.pbn'), 'sm1.pbn');
  const original = parsePbn(dataText('pbn/sm1.pbn'), 'sm1.pbn').games.filter((g) => findTag(g, 'OptimumScore'));

  test('sm1.pbn: all 66 boards export the three tags as the file prints them', () => {
    const games = session.boards.map((b) => ({
      tags: [{ name: 'Board', value: String(b.board) }, ...optimumTags(b.optimum!.table!, b.vulnerability!, b.dealer!)],
    }));
    const exported = parsePbn(exportPbn(games), 'export.pbn').games;
    expect(exported).toHaveLength(66);
    expect(exported.map(written)).toEqual(original.map(written));
  });

  test('the tags as text', () => {
    const b = session.boards.find((x) => x.board === 1)!;
    const text = exportPbn([{ tags: optimumTags(b.optimum!.table!, b.vulnerability!, b.dealer!) }]);
    expect(text).toContain(
      [
        '[OptimumContract "6N S 12"]',
        '[OptimumResultTable "Declarer;Denomination\\\\2R;Result\\\\2R"]',
        'W S 5',
        'W H 1',
      ].join('\n'),
    );
    expect(text).toContain('S NT 12\n[OptimumScore "NS 990"]');
  });
});
