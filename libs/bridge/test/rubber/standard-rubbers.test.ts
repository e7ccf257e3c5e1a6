import { describe, expect, test } from 'vitest';
import { scoreRubber, STANDARD_RUBBER, UNFINISHED_RUBBER_1993, UNFINISHED_RUBBER_HOUSE_50 } from '../../src';
import { deal, PASSED_OUT } from './rubber-helpers';

// Every total below was added up by hand from the standard rubber rates; the working is in the
// comments (NV = not vulnerable, V = vulnerable; "below" counts toward game).
describe('standard rubbers totalled by hand', () => {
  test('1. part-score cut off by a game, then a 2-0 rubber (spec §6.5 worked check)', () => {
    const r = scoreRubber([
      deal('2H', 'NS', 8), // NS below 60
      deal('3NT', 'EW', 9), // EW below 100: game 1 to EW; NS's 60 stays in the total
      deal('4S', 'EW', 11), // EW V: below 120 (game 2), above overtrick 30; rubber 2-0 +700
    ]);
    // NS 60; EW 100 + 120 + 30 + 700 = 950
    expect(r.totals).toEqual({ NS: 60, EW: 950 });
    expect(r.winner).toBe('EW');
    expect(r.margin).toBe(890);
    expect(r.state.games).toEqual({ NS: 0, EW: 2 });
    expect(r.state.status).toBe('won');
  });

  test('2. a 2-1 rubber with doubled contracts', () => {
    const r = scoreRubber([
      deal('4H', 'NS', 10), // NS NV: below 120, game NS
      deal('3NTX', 'EW', 8), // EW NV doubled down 1: NS above 100
      deal('5D', 'EW', 11), // EW below 100: game EW, game all
      deal('2SX', 'NS', 8), // NS V: below 120 (game), insult 50; rubber 2-1 +500
    ]);
    // NS 120 + 100 + 120 + 50 + 500 = 890; EW 100
    expect(r.totals).toEqual({ NS: 890, EW: 100 });
  });

  test('3. part-scores accumulate across deals', () => {
    const r = scoreRubber([
      deal('2C', 'NS', 9), // NS below 40, overtrick 20
      deal('2S', 'EW', 8), // EW below 60
      deal('2D', 'NS', 8), // NS below 40: 80 in this game, no game yet
      deal('1NT', 'EW', 7), // EW below 40: 60 + 40 = 100, game EW; NS's 80 no longer counts toward game
      deal('1NT', 'NS', 7), // NS below 40 (game 2)
      deal('2H', 'EW', 8), // EW below 60 (game 2: NS 40, EW 60)
      deal('2NT', 'NS', 8), // NS below 70: 40 + 70 = 110, game NS; game all
      deal('3NT', 'EW', 7), // EW V down 2 undoubled: NS above 200
      deal('3NT', 'NS', 10), // NS V: below 100 (game), overtrick 30; rubber 2-1 +500
    ]);
    // NS 40 + 20 + 40 + 40 + 70 + 200 + 100 + 30 + 500 = 1040; EW 60 + 40 + 60 = 160
    expect(r.totals).toEqual({ NS: 1040, EW: 160 });
    expect(r.state.deals).toBe(9);
  });

  test('4. slams and honours, for declarer and for a defender', () => {
    const r = scoreRubber([
      deal('6S', 'NS', 12, { side: 'NS', holding: 'four-trump-honours' }), // below 180 (game), slam NV 500, honours 100
      deal('4H', 'EW', 9, { side: 'NS', holding: 'four-trump-honours' }), // EW NV down 1: NS 50; NS honours 100
      deal('7NT', 'NS', 13, { side: 'NS', holding: 'four-aces' }), // NS V: below 220 (game), grand 1500, aces 150; 2-0 +700
    ]);
    // NS 180 + 500 + 100 + 50 + 100 + 220 + 1500 + 150 + 700 = 3500; EW 0
    expect(r.totals).toEqual({ NS: 3500, EW: 0 });
  });

  test('5. the side that won two games can lose on points', () => {
    const r = scoreRubber([
      deal('4S', 'NS', 10), // NS below 120: game
      deal('4SX', 'NS', 6), // NS V doubled down 4: 200 + 300 + 300 + 300 = 1100 to EW
      deal('3NT', 'NS', 9), // NS below 100: game 2, 2-0 +700
    ]);
    // NS 120 + 100 + 700 = 920; EW 1100
    expect(r.totals).toEqual({ NS: 920, EW: 1100 });
    expect(r.state.rubberWonBy).toBe('NS');
    expect(r.winner).toBe('EW');
    expect(r.margin).toBe(180);
  });

  test('6. redoubled contracts and doubled overtricks', () => {
    const r = scoreRubber([
      deal('1HXX', 'EW', 9), // EW NV: below 120 (game), 2 overtricks × 200 = 400, insult 100
      deal('1NTX', 'NS', 7), // NS NV: below 80, insult 50
      deal('2CX', 'EW', 7), // EW V doubled down 1: NS 200
      deal('1CXX', 'NS', 7), // NS NV: below 80 → 160 in this game: game NS; insult 100; game all
      deal('3NTXX', 'EW', 8), // EW V redoubled down 1: NS 400
      deal('4SX', 'EW', 12), // EW V: below 240 (game), 2 × 200 = 400, insult 50; 2-1 +500
    ]);
    // EW 120 + 400 + 100 + 240 + 400 + 50 + 500 = 1810; NS 80 + 50 + 200 + 80 + 100 + 400 = 910
    expect(r.totals).toEqual({ NS: 910, EW: 1810 });
  });

  test('7. passed-out deals and the 4th doubled undertrick at 300', () => {
    const r = scoreRubber([
      PASSED_OUT, // thrown in: nothing scored
      deal('4SX', 'EW', 6), // EW NV down 4 doubled: 100 + 200 + 200 + 300 = 800 to NS
      deal('3NT', 'NS', 9), // NS below 100: game
      PASSED_OUT,
      deal('5CX', 'EW', 6), // EW NV down 5 doubled: 800 + 300 = 1100 to NS
      deal('4H', 'NS', 10), // NS V below 120: game 2, 2-0 +700
    ]);
    // NS 800 + 100 + 1100 + 120 + 700 = 2820; EW 0
    expect(r.totals).toEqual({ NS: 2820, EW: 0 });
    expect(r.state.deals).toBe(6);
  });

  test("8. unfinished rubber: one game and the other side's part-score", () => {
    const deals = [
      deal('3NT', 'NS', 9), // NS below 100: game
      deal('2S', 'EW', 9), // EW NV: below 60, overtrick 30
      deal('1NT', 'NS', 6), // NS V down 1: EW 100
    ];
    // Stopped here. Default rates: NS game 300; EW part-score in the unfinished game 100.
    // NS 100 + 300 = 400; EW 60 + 30 + 100 + 100 = 290
    const r = scoreRubber(deals);
    expect(r.totals).toEqual({ NS: 400, EW: 290 });
    // House rule 50 for the part-score: EW 60 + 30 + 100 + 50 = 240
    expect(scoreRubber(deals, { ...STANDARD_RUBBER, unfinished: UNFINISHED_RUBBER_HOUSE_50 }).totals).toEqual({
      NS: 400,
      EW: 240,
    });
    expect(r.state.status).toBe('abandoned');
    // 1993 Law 80 reading: only game 300 (NS), only part-score 100 (EW): EW 60 + 30 + 100 + 100 = 290
    const r1993 = scoreRubber(deals, { ...STANDARD_RUBBER, unfinished: UNFINISHED_RUBBER_1993 });
    expect(r1993.totals).toEqual({ NS: 400, EW: 290 });
    // Left open: no bonuses yet. NS 100; EW 190
    expect(scoreRubber(deals, STANDARD_RUBBER, { finish: false }).totals).toEqual({ NS: 100, EW: 190 });
  });

  test('9. unfinished at one game all, both with part-scores', () => {
    const deals = [
      deal('4H', 'EW', 10), // EW below 120: game
      deal('5D', 'NS', 11), // NS below 100: game, game all
      deal('1S', 'NS', 7), // NS below 30
      deal('1NT', 'EW', 7), // EW below 40
    ];
    // Default: each side with a game 300, each with a part-score 100.
    // NS 100 + 30 + 300 + 100 = 530; EW 120 + 40 + 300 + 100 = 560
    expect(scoreRubber(deals).totals).toEqual({ NS: 530, EW: 560 });
    // 1993 reading: two games completed and two part-scores, so no bonus: NS 130, EW 160
    expect(scoreRubber(deals, { ...STANDARD_RUBBER, unfinished: UNFINISHED_RUBBER_1993 }).totals).toEqual({
      NS: 130,
      EW: 160,
    });
  });

  test('10. one deal wins only one game however big', () => {
    const r = scoreRubber([
      deal('7CXX', 'NS', 13), // NS NV: below 140 × 4 = 560 (one game), grand NV 1000, insult 100
      deal('2H', 'EW', 8), // EW below 60
      deal('1NT', 'NS', 7), // NS V below 40 (game 2: NS 40, EW 60)
      deal('2NT', 'NS', 8), // NS below 70: 110, game 2; EW has no game: 2-0 +700
    ]);
    // NS 560 + 1000 + 100 + 40 + 70 + 700 = 2470; EW 60
    expect(r.totals).toEqual({ NS: 2470, EW: 60 });
    expect(r.state.games).toEqual({ NS: 2, EW: 0 });
  });

  test('11. vulnerability follows games: the same contract scores differently', () => {
    const r = scoreRubber([
      deal('4S', 'EW', 9), // EW NV down 1: NS 50
      deal('3NT', 'EW', 9), // EW below 100: game; EW now vulnerable
      deal('4S', 'EW', 9), // EW V down 1: NS 100
      deal('6NT', 'EW', 12), // EW V: below 190 (game 2), small slam V 750; 2-0 +700
    ]);
    // NS 50 + 100 = 150; EW 100 + 190 + 750 + 700 = 1740
    expect(r.totals).toEqual({ NS: 150, EW: 1740 });
  });
});
