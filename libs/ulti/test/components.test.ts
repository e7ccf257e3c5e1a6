// Each component won and lost, red and not red, without kontra, with kontra and with rekontra.
// Expected: the value from the table of spec §6.3 (written out here) × M, the ulti surcharge not multiplied.
import { describe, expect, test } from 'vitest';
import type { Component, Multiplier } from '../src';
import { score, type FactsText } from './helpers';

// [component, a bid holding it, the red bid holding it (or null), non-red value, red value]
const TABLE: [Component, string, string | null, number, number][] = [
  ['parti', 'passz', 'piros-passz', 1, 2],
  ['40-100', '40-100', 'piros-40-100', 4, 8],
  ['20-100', '20-100', 'piros-20-100', 8, 16],
  ['4-asz', 'ultimo-4-asz', 'piros-ultimo-4-asz', 4, 8],
  ['ultimo', 'ultimo-4-asz', 'piros-ultimo-4-asz', 4, 8],
  ['durchmars', 'durchmars', 'piros-durchmars', 6, 12],
  ['teritett-durchmars', 'teritett-durchmars', 'piros-teritett-durchmars', 12, 24],
  ['betli', 'betli', null, 5, 0],
  ['rebetli', 'rebetli', null, 10, 0],
  ['teritett-betli', 'teritett-betli', null, 20, 0],
  ['szintelen-durchmars', 'szintelen-durchmars', null, 6, 0],
  ['redurchmars', 'redurchmars', null, 12, 0],
  ['szintelen-teritett-durchmars', 'szintelen-teritett-durchmars', null, 24, 0],
];

/** Facts under which the component is made or failed (spec 4.4). */
function factsFor(c: Component, won: boolean): FactsText {
  switch (c) {
    case 'parti':
      return won
        ? { cards: { A: 60, B: 30 }, tricks: { A: 6, B: 4 } }
        : { cards: { A: 20, B: 70 }, tricks: { A: 2, B: 8 } };
    case '40-100':
      return { cards: { A: won ? 60 : 50, B: won ? 30 : 40 }, tricks: { A: 6, B: 4 }, melds: { A: 40 } };
    case '20-100':
      return { cards: { A: won ? 80 : 70, B: won ? 10 : 20 }, tricks: { A: 8, B: 2 }, melds: { A: 20 } };
    case '4-asz':
      return { cards: { A: 50, B: 40 }, tricks: { A: 5, B: 5 }, aces: { A: won ? 4 : 3, B: won ? 0 : 1 } };
    case 'ultimo':
      return { cards: { A: 50, B: 40 }, tricks: { A: 5, B: 5 }, last: { winner: won ? 'A' : 'B', seven: 'A' } };
    case 'betli':
    case 'rebetli':
    case 'teritett-betli':
      return won ? { cards: { B: 90 }, tricks: { B: 10 } } : { cards: { A: 10, B: 80 }, tricks: { A: 1, B: 9 } };
    default:
      return won
        ? { cards: { A: 90 }, tricks: { A: 10 }, last: { winner: 'A' } }
        : { cards: { A: 80, C: 10 }, tricks: { A: 9, C: 1 }, last: { winner: 'A' } };
  }
}

const cases = TABLE.flatMap(([c, bid, redBid, v, redV]) =>
  [false, true].flatMap((red) =>
    red && !redBid
      ? []
      : [true, false].flatMap((won) =>
          ([1, 2, 4] as Multiplier[]).map((m) => ({ c, bid: red ? redBid! : bid, red, won, m, v: red ? redV : v })),
        ),
  ),
);

describe('each component (spec §6.3)', () => {
  test.each(cases)('$c red=$red won=$won ×$m', ({ c, bid, red, won, m, v }) => {
    const trump = /betli|szintelen|redurchmars/.test(c) ? null : red ? 'piros' : 'makk';
    const { lines } = score(bid, trump, factsFor(c, won), { B: { [c]: m }, C: { [c]: m } });
    const l = lines.find((x) => x.name === c)!;
    expect(l.won).toBe(won);
    expect(l.perDefender).toEqual({ B: (won ? 1 : -1) * v * m, C: (won ? 1 : -1) * v * m });
    const surcharge = lines.find((x) => x.name === 'ultimo-surcharge');
    if (c === 'ultimo' && !won) expect(surcharge?.perDefender).toEqual({ B: red ? -8 : -4, C: red ? -8 : -4 });
    else if (c === 'ultimo') expect(surcharge).toBeUndefined();
  });

  test('plain ultimó per defender: +5, +3, −7, −9 (spec §6.3), doubled for red', () => {
    const f = (ulti: boolean, parti: boolean): FactsText => ({
      cards: { A: parti ? 60 : 20, B: parti ? 30 : 70 },
      tricks: { A: 5, B: 5 },
      last: { winner: ulti ? 'A' : 'B', seven: 'A' },
    });
    const per = (bid: string, trump: 'makk' | 'piros', u: boolean, p: boolean) =>
      score(bid, trump, f(u, p)).deltas.B! * -1;
    expect([
      per('ultimo', 'makk', true, true),
      per('ultimo', 'makk', true, false),
      per('ultimo', 'makk', false, true),
      per('ultimo', 'makk', false, false),
    ]).toEqual([5, 3, -7, -9]);
    expect([per('piros-ultimo', 'piros', true, true), per('piros-ultimo', 'piros', false, false)]).toEqual([10, -18]);
  });

  test('the ulti surcharge ignores kontra: lost ulti −8, kontra −12, rekontra −20 (spec §6.5)', () => {
    const f: FactsText = { cards: { A: 50, B: 40 }, tricks: { A: 5, B: 5 }, last: { winner: 'B', seven: 'A' } };
    const total = (m: Multiplier) =>
      score('ultimo-4-asz', 'makk', f, { B: { ultimo: m }, C: { ultimo: m } })
        .lines.filter((l) => l.name.startsWith('ultimo'))
        .reduce((s, l) => s + l.perDefender.B!, 0);
    expect([total(1), total(2), total(4)]).toEqual([-8, -12, -20]);
  });

  test('silent 100 under kontra, A-05 readings: piecewise 2/4/6, additive 3/4/6, doubling 2/4/8', () => {
    const f: FactsText = {
      cards: { A: 70, B: 20 },
      tricks: { A: 7, B: 3 },
      melds: { A: 40 },
      silent: [{ player: 'A', kind: '100' }],
    };
    const val = (m: Multiplier, formula: 'piecewise' | 'additive' | 'doubling') =>
      score('passz', 'makk', f, { B: { parti: m }, C: { parti: m } }, { ...score.defaults, silent100Formula: formula })
        .deltas.C! * -1;
    expect([1, 2, 4].map((m) => val(m as Multiplier, 'piecewise'))).toEqual([2, 4, 6]);
    expect([1, 2, 4].map((m) => val(m as Multiplier, 'additive'))).toEqual([3, 4, 6]);
    expect([1, 2, 4].map((m) => val(m as Multiplier, 'doubling'))).toEqual([2, 4, 8]);
  });

  test('a silent 100 not claimed before the throw-in does not count (§9(10))', () => {
    const f: FactsText = { cards: { A: 70, B: 20 }, tricks: { A: 7, B: 3 }, melds: { A: 40 } };
    expect(score('passz', 'makk', f).deltas.A).toBe(2);
  });

  test('melds count only if their side won a trick (§4(A)(3))', () => {
    // A: 40 card points + 40 meld = 80; defenders 50 card points + 20 meld.
    const f: FactsText = { cards: { A: 40, B: 50 }, tricks: { A: 4, B: 6 }, melds: { A: 40, C: 20 } };
    expect(score('passz', 'makk', f).deltas.A).toBe(2); // 80 > 70
    const noTrick: FactsText = { cards: { A: 0, B: 90 }, tricks: { A: 0, B: 10 }, melds: { A: 40 } };
    expect(score('passz', 'makk', noTrick).deltas.A).toBe(-2);
  });

  test("silent ulti: declarer +2 each (red +4); a defender's won and caught, shared by both (A-06)", () => {
    const f = (winner: string, seven: string): FactsText => ({
      cards: { A: 60, B: 30 },
      tricks: { A: 6, B: 4 },
      last: { winner, seven },
    });
    const silent = (bid: string, trump: 'makk' | 'piros', winner: string, seven: string) =>
      score(bid, trump, f(winner, seven)).lines.find((l) => l.name === 'csendes-ultimo')?.perDefender;
    expect(silent('passz', 'makk', 'A', 'A')).toEqual({ B: 2, C: 2 });
    expect(silent('piros-passz', 'piros', 'A', 'A')).toEqual({ B: 4, C: 4 });
    expect(silent('passz', 'makk', 'B', 'B')).toEqual({ B: -2, C: -2 });
    expect(silent('passz', 'makk', 'A', 'B')).toEqual({ B: 4, C: 4 });
    expect(silent('passz', 'makk', 'C', 'B')).toBeUndefined(); // beaten by his partner: nothing
    expect(silent('40-100', 'makk', 'A', 'A')).toEqual({ B: 2, C: 2 }); // every trump contract without ultimó
  });

  test('silent 4 aces: declarer +2 (red +4); not with an announced 4 ász or a durchmars (A-15)', () => {
    const f: FactsText = {
      cards: { A: 60, B: 30 },
      tricks: { A: 6, B: 4 },
      aces: { A: 4 },
      silent: [{ player: 'A', kind: '4-asz' }],
    };
    const silent = (bid: string, trump: 'makk' | 'piros') =>
      score(bid, trump, f).lines.find((l) => l.name === 'csendes-4-asz')?.perDefender;
    expect(silent('passz', 'makk')).toEqual({ B: 2, C: 2 });
    expect(silent('piros-ultimo', 'piros')).toEqual({ B: 4, C: 4 });
    expect(silent('4-asz', 'makk')).toBeUndefined();
    expect(silent('durchmars', 'makk')).toBeUndefined();
  });
});
