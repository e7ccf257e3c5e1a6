// The 15 worked examples of spec §8. Expected numbers are the spec's; the facts are its text.
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_SETTINGS,
  dealHands,
  DEAL_RECORD_FORMAT,
  initialState,
  MAUSZ_2017,
  offenderPaysFullBid,
  PACK,
  parseDealRecord,
  replay,
  type DealState,
} from '../src';
import { score } from './helpers';

describe('spec §8 worked examples', () => {
  test('Ex 1: plain parti, makk trumps: A +2, B −1, C −1', () => {
    const r = score('passz', 'makk', {
      cards: { A: 50, B: 20, C: 10 },
      talon: 10,
      tricks: { A: 5, B: 2, C: 3 },
      melds: { A: 20, B: 20 },
      last: { winner: 'C' },
    });
    expect(r.deltas).toEqual({ A: 2, B: -1, C: -1 });
  });

  const ex2 = {
    cards: { A: 50, B: 30, C: 10 },
    tricks: { A: 6, B: 2, C: 2 },
    melds: { A: 60 },
    last: { winner: 'A' },
    silent: [{ player: 'A', kind: '100' as const }],
  };
  test("Ex 2: piros parti, kontra, declarer's silent 100: A +16; without kontra +8; with rekontra +24", () => {
    expect(score('piros-passz', 'piros', ex2, { B: { parti: 2 }, C: { parti: 2 } }).deltas).toEqual({
      A: 16,
      B: -8,
      C: -8,
    });
    expect(score('piros-passz', 'piros', ex2).deltas).toEqual({ A: 8, B: -4, C: -4 });
    expect(score('piros-passz', 'piros', ex2, { B: { parti: 4 }, C: { parti: 4 } }).deltas).toEqual({
      A: 24,
      B: -12,
      C: -12,
    });
  });

  test("Ex 3: ultimó made, defenders' silent 100: A +4, B −2, C −2", () => {
    const r = score('ultimo', 'zold', {
      cards: { A: 30, B: 40, C: 20 },
      tricks: { A: 3, B: 4, C: 3 },
      melds: { C: 40 },
      last: { winner: 'A', seven: 'A' },
      silent: [{ player: 'C', kind: '100' }],
    });
    expect(r.deltas).toEqual({ A: 4, B: -2, C: -2 });
  });

  test('Ex 4: piros ultimó, kontra on the ulti only: A +28, B −14, C −14', () => {
    const r = score(
      'piros-ultimo',
      'piros',
      {
        cards: { A: 40, B: 30, C: 20 },
        tricks: { A: 4, B: 3, C: 3 },
        melds: { B: 20 },
        last: { winner: 'A', seven: 'A' },
      },
      { B: { ultimo: 2 }, C: { ultimo: 2 } },
    );
    expect(r.deltas).toEqual({ A: 28, B: -14, C: -14 });
  });

  test('Ex 5: piros ultimó, full kontra, rekontra on the ulti, ulti fails: A −72, B +36, C +36', () => {
    const m = { ultimo: 4 as const, parti: 2 as const };
    const r = score(
      'piros-ultimo',
      'piros',
      {
        cards: { A: 50, B: 30, C: 10 },
        tricks: { A: 5, B: 3, C: 2 },
        melds: { A: 20 },
        last: { winner: 'B', seven: 'A' },
      },
      { B: m, C: m },
    );
    expect(r.deltas).toEqual({ A: -72, B: 36, C: 36 });
  });

  test('Ex 6: piros 40-100 ultimó with a kontra on the ulti: (a) +48, (b) −32, (c) +16', () => {
    const k = { B: { ultimo: 2 as const }, C: { ultimo: 2 as const } };
    const a = score(
      'piros-40-100-ultimo',
      'piros',
      {
        cards: { A: 60, B: 20, C: 10 },
        tricks: { A: 6, B: 2, C: 2 },
        melds: { A: 40 },
        last: { winner: 'A', seven: 'A' },
      },
      k,
    );
    expect(a.deltas).toEqual({ A: 48, B: -24, C: -24 });
    const b = score(
      'piros-40-100-ultimo',
      'piros',
      {
        cards: { A: 60, B: 20, C: 10 },
        tricks: { A: 6, B: 2, C: 2 },
        melds: { A: 40 },
        last: { winner: 'C', seven: 'A' },
      },
      k,
    );
    expect(b.deltas).toEqual({ A: -32, B: 16, C: 16 });
    const c = score(
      'piros-40-100-ultimo',
      'piros',
      {
        cards: { A: 50, B: 20, C: 20 },
        tricks: { A: 5, B: 2, C: 3 },
        melds: { A: 40 },
        last: { winner: 'A', seven: 'A' },
      },
      k,
    );
    expect(c.deltas).toEqual({ A: 16, B: -8, C: -8 });
  });

  test("Ex 7: 4 ász with the parti lost: A +6; variant with the defenders' silent ulti: A +2", () => {
    const base = { cards: { A: 40, B: 30, C: 20 }, tricks: { A: 4, B: 3, C: 3 }, melds: { B: 20 }, aces: { A: 4 } };
    expect(score('4-asz', 'tok', { ...base, last: { winner: 'B' } }).deltas).toEqual({ A: 6, B: -3, C: -3 });
    expect(score('4-asz', 'tok', { ...base, last: { winner: 'C', seven: 'C' } }).deltas).toEqual({
      A: 2,
      B: -1,
      C: -1,
    });
  });

  test('Ex 8: betli with individual kontras: A +30, B −20, C −10; variant A −15, B +5, C +10', () => {
    const made = score(
      'betli',
      null,
      { cards: { B: 50, C: 40 }, tricks: { B: 6, C: 4 } },
      { B: { betli: 4 }, C: { betli: 2 } },
    );
    expect(made.deltas).toEqual({ A: 30, B: -20, C: -10 });
    const lost = score(
      'betli',
      null,
      { cards: { A: 10, B: 40, C: 40 }, tricks: { A: 1, B: 5, C: 4 } },
      { B: {}, C: { betli: 2 } },
    );
    expect(lost.deltas).toEqual({ A: -15, B: 5, C: 10 });
  });

  test('Ex 9: 20-100 durchmars, 100 made and durchmars failed: A +4, B −2, C −2', () => {
    const r = score('20-100-durchmars', 'makk', {
      cards: { A: 80, C: 10 },
      tricks: { A: 9, C: 1 },
      melds: { A: 20 },
      last: { winner: 'A' },
    });
    expect(r.deltas).toEqual({ A: 4, B: -2, C: -2 });
  });

  test("Ex 10: 40-100 fails, one defender's silent 4 aces: A −12, B +6, C +6", () => {
    const r = score('40-100', 'makk', {
      cards: { A: 40, B: 40, C: 10 },
      tricks: { A: 5, B: 4, C: 1 },
      melds: { A: 40 },
      aces: { B: 4 },
      last: { winner: 'A' },
      silent: [{ player: 'B', kind: '4-asz' }],
    });
    expect(r.deltas).toEqual({ A: -12, B: 6, C: 6 });
  });

  test('Ex 11: piros terített durchmars with kontra and rekontra: A +192; losing a trick A −192', () => {
    const m = { B: { 'teritett-durchmars': 4 as const }, C: { 'teritett-durchmars': 4 as const } };
    expect(
      score('piros-teritett-durchmars', 'piros', { cards: { A: 90 }, tricks: { A: 10 }, last: { winner: 'A' } }, m)
        .deltas,
    ).toEqual({ A: 192, B: -96, C: -96 });
    expect(
      score(
        'piros-teritett-durchmars',
        'piros',
        { cards: { A: 80, B: 10 }, tricks: { A: 9, B: 1 }, last: { winner: 'A' } },
        m,
      ).deltas,
    ).toEqual({ A: -192, B: 96, C: 96 });
  });

  test('Ex 12: C revokes in piros 40-100 with a kontra: A +32, B +16, C −48', () => {
    const hands = dealHands(PACK, ['A', 'B', 'C'], 'C');
    const state: DealState = {
      ...initialState(MAUSZ_2017, ['A', 'B', 'C'], 'C', hands),
      phase: 'play',
      declarer: 'A',
      bid: 'piros-40-100',
      trump: 'piros',
      multipliers: { A: {}, B: { '40-100': 2 }, C: { '40-100': 2 } },
    };
    expect(offenderPaysFullBid(state, 'C')).toEqual({ A: 32, B: 16, C: -48 });
  });

  // Seats in the direction of play; the dealer is C, so A holds 12 and bids first.
  const hands = dealHands(PACK, ['A', 'B', 'C'], 'C');
  const record = (bid: string, settings = {}) =>
    parseDealRecord({
      format: DEAL_RECORD_FORMAT,
      ruleSet: { name: 'test', version: '1', settings },
      players: ['A', 'B', 'C'],
      dealer: 'C',
      hands,
      actions: [
        { type: 'bid', player: 'A', bid, discard: hands.A!.slice(0, 2) },
        { type: 'pass', player: 'B' },
        { type: 'pass', player: 'C' },
        { type: 'concede', player: 'A' },
      ],
    });
  test("Ex 13: concession before the lead pays the bid kontra'd: 20-100 A −32; ultimó A −28 (−20 without the surcharge)", () => {
    expect(replay(record('20-100')).result.deltas).toEqual({ A: -32, B: 16, C: 16 });
    expect(replay(record('ultimo')).result.deltas).toEqual({ A: -28, B: 14, C: 14 });
    expect(replay(record('ultimo', { penaltyAddsUltiSurcharge: false })).result.deltas).toEqual({
      A: -20,
      B: 10,
      C: 10,
    });
  });

  test('Ex 14: skipped first bidder (§13(2)#7a): D +10, R +5, L −15', () => {
    const h = dealHands(PACK, ['D', 'R', 'L'], 'D');
    const r = replay(
      parseDealRecord({
        format: DEAL_RECORD_FORMAT,
        ruleSet: MAUSZ_2017,
        players: ['D', 'R', 'L'],
        dealer: 'D',
        hands: h,
        actions: [
          { type: 'bid', player: 'L', bid: '40-100', discard: h.L!.slice(0, 2) },
          { type: 'bid', player: 'D', bid: 'ultimo', discard: h.D!.slice(0, 2) },
          { type: 'renonsz', case: 'auction-7a', offender: 'L', at: 0, bid: 'ultimo', beneficiary: 'D' },
        ],
      }),
    );
    expect(r.result.deltas).toEqual({ D: 10, R: 5, L: -15 });
    expect(r.result.declarer).toBe('D');
  });

  test("Ex 15: declarer's silent ulti caught in a parti: A −6 (A-06 default); literal minimum A −2", () => {
    const f = { cards: { A: 50, B: 20, C: 20 }, tricks: { A: 6, B: 2, C: 2 }, last: { winner: 'C', seven: 'A' } };
    expect(score('passz', 'zold', f).deltas).toEqual({ A: -6, B: 3, C: 3 });
    expect(score('passz', 'zold', f, undefined, { ...DEFAULT_SETTINGS, silentUltiCaughtLoss: 2 }).deltas).toEqual({
      A: -2,
      B: 1,
      C: 1,
    });
  });
});
