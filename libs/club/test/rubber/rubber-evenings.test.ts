// Evenings totalled by hand from the spec's tables (§6.1–6.4, and the Czech text's "Tabulka
// sazeb"): each expected number is written out with its sum.
import { describe, expect, it } from 'vitest';
import { rubberTableEvening } from '../../src';
import { deal, open, passOut, play, played } from './rubber-table-fixture';

const close = { type: 'CloseRubberTable' as const, closedAt: '2026-11-26T23:00:00Z' };
const pointsOf = (commands: Parameters<typeof play>[0]) => {
  const evening = rubberTableEvening(play(commands).state);
  return {
    totals: evening.rubbers.map((r) => r.score.totals),
    points: Object.fromEntries(evening.players.map((p) => [p.playerId, p.points])),
    money: Object.fromEntries(evening.players.map((p) => [p.playerId, p.money])),
  };
};

describe('rubber evenings totalled by hand', () => {
  it('1 standard: a 2–1 rubber', () => {
    const r = pointsOf([open(), deal('4S', 'a', 10), deal('3NT', 'c', 9), deal('4H', 'b', 11)]);
    // NS 120 (4S) + 120 (4H) + 30 (overtrick) + 500 (rubber 2–1) = 770; EW 100 (3NT)
    expect(r.totals).toEqual([{ NS: 770, EW: 100 }]);
    // margin 670 → 700 (nearest 100)
    expect(r.points).toEqual({ a: 700, b: 700, c: -700, d: -700 });
  });

  it('2 Czech text: doubled undertricks +200 from the 4th, made redoubled 50, no unfinished bonus', () => {
    const r = pointsOf([
      open({ variant: 'czech-text-003' }),
      deal('3NTX', 'c', 5), // down 4 doubled NV: 100 + 200 + 200 + 200 = 700 to NS (standard: 800)
      deal('6S', 'a', 12), // NS 180 below + small slam NV 500
      deal('2CXX', 'd', 8), // EW 160 below (game) + made redoubled 50 (standard: 100)
      deal('1NT', 'b', 7), // NS 40 below
      close,
    ]);
    // NS 700 + 180 + 500 + 40 = 1420; EW 160 + 50 = 210; the text has no unfinished-rubber bonus
    expect(r.totals).toEqual([{ NS: 1420, EW: 210 }]);
    // margin 1210 → 1200
    expect(r.points).toEqual({ a: 1200, b: 1200, c: -1200, d: -1200 });
  });

  it('3 standard: trump honours to the defenders, unfinished rubber with a part-score', () => {
    const r = pointsOf([open(), deal('2H', 'a', 8, { player: 'c', holding: 'four-trump-honours' }), close]);
    // NS 60 + 100 (part-score in the unfinished game) = 160; EW 100 (honours)
    expect(r.totals).toEqual([{ NS: 160, EW: 100 }]);
    // margin 60 → 100
    expect(r.points).toEqual({ a: 100, b: 100, c: -100, d: -100 });
  });

  it('4 standard: four aces at no-trump, both sides a game, unfinished', () => {
    const r = pointsOf([
      open(),
      deal('3NT', 'a', 10, { player: 'b', holding: 'four-aces' }),
      deal('3NT', 'd', 9),
      deal('1C', 'c', 7),
      close,
    ]);
    // NS 100 + 30 + 150 (aces) + 300 (game, unfinished) = 580; EW 100 + 20 + 300 (game) + 100 (part-score) = 520
    expect(r.totals).toEqual([{ NS: 580, EW: 520 }]);
    expect(r.points).toEqual({ a: 100, b: 100, c: -100, d: -100 }); // 60 → 100
  });

  it('5 standard: doubled undertricks vulnerable, then a 2–0 rubber', () => {
    const r = pointsOf([open(), deal('4S', 'a', 10), deal('4SX', 'b', 7), deal('5C', 'a', 11)]);
    // NS 120 + 100 + 700 (2–0) = 920; EW: down 3 doubled vulnerable 200 + 300 + 300 = 800
    expect(r.totals).toEqual([{ NS: 920, EW: 800 }]);
    expect(r.points).toEqual({ a: 100, b: 100, c: -100, d: -100 }); // 120 → 100
  });

  it('6 Chicago: vulnerability by deal number, game bonuses, the fourth-deal part-score bonus', () => {
    const r = pointsOf([
      open({ variant: 'chicago' }),
      deal('4S', 'a', 10, null, 'a'), // deal 1, none vul: NS 120 + game 300
      deal('3NT', 'd', 9, null, 'c'), // deal 2, dealer EW vul: EW 100 + game 500
      deal('2H', 'c', 8, null, 'b'), // deal 3, dealer NS vul: EW 60 below
      deal('2D', 'a', 8, null, 'd'), // deal 4, both vul: NS 40, no game → part-score bonus 100
    ]);
    // NS 120 + 300 + 40 + 100 = 560; EW 100 + 500 + 60 = 660
    expect(r.totals).toEqual([{ NS: 560, EW: 660 }]);
    expect(r.points).toEqual({ a: -100, b: -100, c: 100, d: 100 }); // margin 100 to EW
  });

  it('7 five players, one cutting out by rubber, with a stake', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ playerId: id, name: id, memberId: id }));
    const r = pointsOf([
      open({ players: five, seating: { NS: ['a', 'b'], EW: ['c', 'd'], out: 'e' }, stake: 10 }),
      deal('4S', 'a', 10),
      deal('4H', 'b', 10), // NS 120 + 120 + 700 (2–0) = 940 → 900
      { type: 'StartNextRubber', seating: { NS: ['e', 'c'], EW: ['a', 'd'], out: 'b' } },
      deal('3NT', 'e', 9),
      deal('3NT', 'c', 10), // NS (e, c) 100 + 100 + 30 + 700 = 930 → 900
    ]);
    expect(r.totals).toEqual([
      { NS: 940, EW: 0 },
      { NS: 930, EW: 0 },
    ]);
    // a +900 −900 = 0; b +900 (out in rubber 2); c −900 +900 = 0; d −900 −900 = −1800; e +900; sum 0
    expect(r.points).toEqual({ a: 0, b: 900, c: 0, d: -1800, e: 900 });
    // 10 per 100 points: b +90, d −180, e +90
    expect(r.money).toEqual({ a: 0, b: 90, c: 0, d: -180, e: 90 });
  });

  it('8 standard: made redoubled with an overtrick, a struck part-score still counting, 2–1', () => {
    const r = pointsOf([
      open(),
      deal('2C', 'c', 8), // EW 40
      deal('4S', 'a', 10), // NS 120, game (EW's 40 no longer counts toward game)
      deal('2SXX', 'd', 9), // EW 240 (game) + overtrick redoubled NV 200 + made redoubled 100
      deal('3NT', 'b', 9), // NS 100, game, rubber 2–1: 500
    ]);
    // NS 120 + 100 + 500 = 720; EW 40 + 240 + 200 + 100 = 580
    expect(r.totals).toEqual([{ NS: 720, EW: 580 }]);
    expect(r.points).toEqual({ a: 100, b: 100, c: -100, d: -100 }); // 140 → 100
  });

  it('9 Czech text: vulnerable small slam as printed (700)', () => {
    const r = pointsOf([open({ variant: 'czech-text-003' }), deal('3NT', 'a', 9), deal('6H', 'b', 12)]);
    // NS 100 + 180 + 700 (slam, as printed) + 700 (2–0) = 1680 → 1700
    expect(r.totals).toEqual([{ NS: 1680, EW: 0 }]);
    expect(r.points).toEqual({ a: 1700, b: 1700, c: -1700, d: -1700 });
  });

  it('10 standard, rotation: a passed-out deal, two rubbers, the second unfinished', () => {
    const r = pointsOf([
      open({ partnershipChange: 'rotation' }),
      passOut('a'),
      deal('3NT', 'a', 9),
      deal('3NT', 'b', 9), // NS 100 + 100 + 700 = 900
      { type: 'StartNextRubber' }, // rotation: a–c against d–b
      deal('7NT', 'c', 13), // NS (a, c) 220 + grand slam NV 1000
      close, // + 300 for the game of the unfinished rubber = 1520 → 1500
    ]);
    expect(r.totals).toEqual([
      { NS: 900, EW: 0 },
      { NS: 1520, EW: 0 },
    ]);
    // a 900 + 1500 = 2400; b 900 − 1500 = −600; c −900 + 1500 = 600; d −900 − 1500 = −2400; sum 0
    expect(r.points).toEqual({ a: 2400, b: -600, c: 600, d: -2400 });
  });

  it('11 standard: a correction re-scores the rubber (4S made 9 corrected to 10 wins the game)', () => {
    const r = pointsOf([
      open(),
      deal('4S', 'a', 9), // entered as down 1: EW 50
      {
        type: 'CorrectRubberDeal',
        rubber: 1,
        deal: 1,
        entry: played('4S', 'a', 10),
        correctedBy: 'c',
        reason: 'ten tricks',
      },
      deal('1C', 'c', 7),
      close,
    ]);
    // NS 120 (game) + 300 (game, unfinished); EW 20 + 100 (part-score, unfinished) = 120
    expect(r.totals).toEqual([{ NS: 420, EW: 120 }]);
    expect(r.points).toEqual({ a: 300, b: 300, c: -300, d: -300 }); // margin 300
  });
});
