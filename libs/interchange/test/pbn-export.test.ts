import { describe, expect, test } from 'vitest';
import { exportPbn, importPbn, MANDATORY_TAGS, parsePbn, readPbnGames } from '../src';
import { dataText } from './fixtures';

// Export reorders tags (mandatory set, then alphabetical), so line numbers and the order of tables change.
const withoutLines = (value: unknown): unknown =>
  JSON.parse(
    JSON.stringify(value, (key, v: unknown) => {
      if (key === 'line') return undefined;
      if (key === 'tables') return [...(v as { name: string }[])].sort((a, b) => a.name.localeCompare(b.name));
      return v;
    }),
  );

describe('PBN export', () => {
  test('the 15 mandatory tags first, in the standard order, "?" when unknown; then the rest alphabetically', () => {
    const text = exportPbn([
      {
        tags: [
          { name: 'Contract', value: '4H' },
          { name: 'Board', value: '7' },
          { name: 'Event', value: 'Club "Spring" night' },
          {
            name: 'Play',
            value: 'W',
            section: [
              {
                tokens: [
                  { kind: 'word', text: 'C7' },
                  { kind: 'word', text: 'CQ' },
                ],
              },
            ],
          },
          { name: 'Note', value: '1:from the play' },
          {
            name: 'Auction',
            value: 'N',
            section: [
              {
                tokens: [
                  { kind: 'word', text: '1H' },
                  { kind: 'word', text: '=1=' },
                  { kind: 'word', text: 'AP' },
                ],
              },
            ],
          },
          { name: 'Note', value: '1:five cards' },
          { name: 'Annotator', value: 'Club' },
        ],
      },
    ]);
    expect(text.split('\n')).toEqual([
      '% PBN 2.1',
      '% EXPORT',
      '[Event "Club \\"Spring\\" night"]',
      '[Site "?"]',
      '[Date "?"]',
      '[Board "7"]',
      '[West "?"]',
      '[North "?"]',
      '[East "?"]',
      '[South "?"]',
      '[Dealer "?"]',
      '[Vulnerable "?"]',
      '[Deal "?"]',
      '[Scoring "?"]',
      '[Declarer "?"]',
      '[Contract "4H"]',
      '[Result "?"]',
      '[Annotator "Club"]',
      '[Auction "N"]',
      '1H =1= AP',
      '[Note "1:five cards"]',
      '[Play "W"]',
      'C7 CQ',
      '[Note "1:from the play"]',
      '',
    ]);
    expect(MANDATORY_TAGS).toHaveLength(15);
    const again = readPbnGames(parsePbn(text, 'again.pbn'))[0]!;
    expect(again.auction!.notes).toEqual({ 1: 'five cards' });
    expect(again.play!.notes).toEqual({ 1: 'from the play' });
  });

  test.each(['pairs-2016-01-13.pbn', 'butler.pbn', 'impcross.pbn', 'team.pbn'])(
    '%s: export then import gives the same session',
    (name) => {
      const text = dataText(`pbn/${name}`);
      const exported = exportPbn(parsePbn(text, name).games);
      expect(exported.startsWith('% PBN 2.1\n% EXPORT\n[Event ')).toBe(true);
      expect(withoutLines(importPbn(exported, name))).toEqual(withoutLines(importPbn(text, name)));
    },
  );
});
