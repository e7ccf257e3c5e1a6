import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { exportPbn, findTag, parsePbn, parseTable, type Cell } from '../src';

// Printable text including quotes, backslashes, brackets, braces and semicolons: everything PBN must escape or ignore.
const tagText = fc.string({ unit: fc.constantFrom(...'ab Z09"\\[]{};%#-^?éÖ'.split('')), maxLength: 30 });
const bareWord = fc.stringMatching(/^[A-Za-z0-9.+=$_][A-Za-z0-9.+=$_-]{0,6}$/);

describe('PBN properties', () => {
  test('any tag value survives export then import', () => {
    fc.assert(
      fc.property(tagText, (value) => {
        fc.pre(value !== '#');
        const text = exportPbn([
          {
            tags: [
              { name: 'Event', value },
              { name: 'Remark', value },
            ],
          },
        ]);
        const game = parsePbn(text, 'p.pbn').games[0]!;
        return findTag(game, 'Event')!.value === value && findTag(game, 'Remark')!.value === value;
      }),
      { numRuns: 200 },
    );
  });

  test('table rows survive export then import, cell by cell', () => {
    const cell = fc.oneof(
      tagText.map((text) => ({ kind: 'string' as const, text })),
      bareWord.map((text) => ({ kind: 'word' as const, text })),
    );
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const text = exportPbn([
          {
            tags: [
              { name: 'Board', value: '1' },
              { name: 'ScoreTable', value: 'A;B;C', section: rows.map((tokens) => ({ tokens })) },
            ],
          },
        ]);
        const table = parseTable(findTag(parsePbn(text, 'p.pbn').games[0]!, 'ScoreTable')!, 'p.pbn');
        const written = (c: Cell) => (c.quoted ? c.text : `${c.artificial ? '^' : ''}${c.text}`);
        expect(table.rows.map((row) => row.cells.map(written))).toEqual(rows.map((r) => r.map((c) => c.text)));
      }),
      { numRuns: 100 },
    );
  });
});
