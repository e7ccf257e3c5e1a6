import { describe, expect, test } from 'vitest';
import { CZECH_TEXT_RUBBER, scoreRubber, STANDARD_RUBBER } from '../../src';
import { deal } from './rubber-helpers';

// The table "Tabulka sazeb" in source 003, as printed: doubled undertricks 100, 300, 500, 700,
// then +200 each (redoubled twice that); 50 for making doubled or redoubled; small slam 500 / 700.
describe('rubbers under the Czech text (003) totalled by hand', () => {
  const first = [
    deal('4SX', 'EW', 6), // EW NV doubled down 4: text 100 + 200 + 200 + 200 = 700 to NS (standard 800)
    deal('1NTXX', 'NS', 7), // NS NV: below 160 (game); made redoubled: text 50 (standard 100)
    deal('6H', 'NS', 12), // NS V: below 180 (game 2); small slam V: text 700 (standard 750); 2-0 +700
  ];

  test('C1. the three places where the old table differs', () => {
    // text: NS 700 + 160 + 50 + 180 + 700 + 700 = 2490
    expect(scoreRubber(first, CZECH_TEXT_RUBBER).totals).toEqual({ NS: 2490, EW: 0 });
    // standard: NS 800 + 160 + 100 + 180 + 750 + 700 = 2690
    expect(scoreRubber(first, STANDARD_RUBBER).totals).toEqual({ NS: 2690, EW: 0 });
  });

  const second = [
    deal('3NT', 'NS', 9, { side: 'NS', holding: 'four-aces' }), // NS below 100 (game); honours: none in the text (standard 150)
    deal('2DXX', 'EW', 4), // EW NV redoubled down 4: text 200 + 400 + 400 + 400 = 1400 (standard 1600) to NS
    deal('5C', 'EW', 11), // EW below 100: game, game all
    deal('4HX', 'NS', 7), // NS V doubled down 3: 200 + 300 + 300 = 800 to EW (same in both)
    deal('3NT', 'EW', 10), // EW V: below 100 (game 2), overtrick 30; 2-1 +500
  ];

  test('C2. a 2-1 rubber the variant decides differently', () => {
    // text: NS 100 + 1400 = 1500; EW 100 + 800 + 100 + 30 + 500 = 1530: EW wins by 30
    const text = scoreRubber(second, CZECH_TEXT_RUBBER);
    expect(text.totals).toEqual({ NS: 1500, EW: 1530 });
    expect(text.winner).toBe('EW');
    // standard: NS 100 + 150 + 1600 = 1850; EW 1530: NS wins by 320
    const standard = scoreRubber(second, STANDARD_RUBBER);
    expect(standard.totals).toEqual({ NS: 1850, EW: 1530 });
    expect(standard.winner).toBe('NS');
    expect(standard.margin).toBe(320);
  });

  test('C3. the text has no unfinished-rubber bonus', () => {
    const deals = [deal('3NT', 'NS', 9), deal('2S', 'EW', 8)]; // NS game 100; EW part-score 60
    expect(scoreRubber(deals, CZECH_TEXT_RUBBER).totals).toEqual({ NS: 100, EW: 60 });
    // standard: NS 100 + 300; EW 60 + 100
    expect(scoreRubber(deals, STANDARD_RUBBER).totals).toEqual({ NS: 400, EW: 160 });
  });
});
