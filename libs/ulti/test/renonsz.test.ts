// Every renonsz case (§13, §10(3)) through a deal record. Fixture: dealer C, so A holds 12 cards.
//   A: piros A 10 K O U 9 8, tok 10 K O U 9     B: piros 7, makk A 10 K O, tok 8 7, zold A 10 K
//   C: makk U 9 8 7, tok A, zold O U 9 8 7
// Expected amounts are worked by hand from the rule text.
import { describe, expect, test } from 'vitest';
import {
  dealHands,
  DEAL_RECORD_FORMAT,
  MAUSZ_2017,
  PACK,
  parseDealRecord,
  playRandomDeal,
  RENONSZ_CASES,
  replay,
  settleSheet,
  SheetError,
  sheetOf,
  type Card,
  type DealRecord,
  type SheetRecord,
} from '../src';

const hands = dealHands(PACK, ['A', 'B', 'C'], 'C');
/** The record's result; and its score sheet, where a sheet can tell the deal, settles the same. */
const rec = (actions: unknown[], extra: Record<string, unknown> = {}) => {
  const record = parseDealRecord({
    format: DEAL_RECORD_FORMAT,
    ruleSet: MAUSZ_2017,
    players: ['A', 'B', 'C'],
    dealer: 'C',
    hands,
    actions,
    ...extra,
  });
  const { result } = replay(record);
  const sheet = sheetOrNull(record);
  if (sheet) expect(settleSheet(sheet).deltas).toEqual(result.deltas);
  return result;
};

function sheetOrNull(record: DealRecord): SheetRecord | null {
  try {
    return sheetOf(record);
  } catch (e) {
    if (e instanceof SheetError && e.code === 'sheet-not-derivable') return null;
    throw e;
  }
}
const discard: Card[] = ['tok-9', 'tok-U'];
const bidA = (bid: string) => ({ type: 'bid', player: 'A', bid, discard });
const pass = (player: string) => ({ type: 'pass', player });
const concede = (player = 'A') => ({ type: 'concede', player });
const renonsz = (c: string, offender: string, more: Record<string, unknown> = {}) => ({
  type: 'renonsz',
  case: c,
  offender,
  ...more,
});

// Piros 40-100 (8); A melds the piros 40; B says "kontra 40-100" on trick 1; trick 2: A leads tok 10, B follows.
const piros40100 = [
  bidA('piros-40-100'),
  pass('B'),
  pass('C'),
  { type: 'play', player: 'A', card: 'piros-A', melds: ['piros'] },
  { type: 'play', player: 'B', card: 'piros-7', kontra: ['40-100'] },
  { type: 'play', player: 'C', card: 'makk-U' },
  { type: 'play', player: 'A', card: 'tok-10' },
  { type: 'play', player: 'B', card: 'tok-8' },
];

test('the fixture deal is as described', () => {
  expect(hands.A).toEqual([
    'piros-A',
    'piros-10',
    'piros-K',
    'piros-O',
    'piros-U',
    'piros-9',
    'piros-8',
    'tok-10',
    'tok-K',
    'tok-O',
    'tok-U',
    'tok-9',
  ]);
  expect(hands.C).toEqual([
    'makk-U',
    'makk-9',
    'makk-8',
    'makk-7',
    'tok-A',
    'zold-O',
    'zold-U',
    'zold-9',
    'zold-8',
    'zold-7',
  ]);
});

describe('play (§13(3)) and §10(3)e–f: V = 8 × 2 (the kontra said before)', () => {
  test('#4 C revokes (makk 9 holding the tok A): C pays A 16 + 16 for B, and B 16', () => {
    expect(
      rec([...piros40100, { type: 'play', player: 'C', card: 'makk-9' }, renonsz('play-4', 'C', { caller: 'B' })])
        .deltas,
    ).toEqual({ A: 32, B: 16, C: -48 });
  });
  test('#4 without a ruling the revoke stands and play goes on (§10(2)): the record is simply incomplete', () => {
    expect(() => rec([...piros40100, { type: 'play', player: 'C', card: 'makk-9' }])).toThrow(
      /ends before the deal is finished/,
    );
  });
  test('#4 B fails to follow suit: B pays', () => {
    const actions = [...piros40100.slice(0, 7), { type: 'play', player: 'B', card: 'zold-A' }, renonsz('play-4', 'B')];
    expect(rec(actions).deltas).toEqual({ A: 32, B: -48, C: 16 });
  });
  test.each(['play-5', 'play-6', 'play-7', 'play-8a', 'play-9b'])('%s by defender C: A +32, B +16, C −48', (c) => {
    expect(rec([...piros40100, renonsz(c, 'C')]).deltas).toEqual({ A: 32, B: 16, C: -48 });
  });
  test.each(['play-5', 'play-6', 'play-7', 'play-9a'])('%s by the declarer: he pays each defender 16', (c) => {
    expect(rec([...piros40100, renonsz(c, 'A')]).deltas).toEqual({ A: -32, B: 16, C: 16 });
  });
  test('#3 B melds makk 20 in 40-100 with his first card: only doublings said before count, V = 8', () => {
    const actions = [
      ...piros40100.slice(0, 4),
      { type: 'play', player: 'B', card: 'piros-7', melds: ['makk'], kontra: ['40-100'] },
      renonsz('play-3', 'B'),
    ];
    expect(rec(actions).deltas).toEqual({ A: 16, B: -24, C: 8 });
  });
  test("#1 no trump named in a 40-100: lost, paid kontra'd (8 each); in an ultimó 4·2 + 1·2 + surcharge 4 = 14 each", () => {
    const noTrump = (bid: string) => [
      bidA(bid),
      pass('B'),
      pass('C'),
      { type: 'play', player: 'A', card: 'tok-10' },
      renonsz('play-1', 'A'),
    ];
    expect(rec(noTrump('40-100')).deltas).toEqual({ A: -16, B: 8, C: 8 });
    expect(rec(noTrump('ultimo')).deltas).toEqual({ A: -28, B: 14, C: 14 });
  });
  test("#2 red named and led without waiting for the passes: piros játék lost kontra'd, 4 each", () => {
    const actions = [
      bidA('passz'),
      pass('B'),
      pass('C'),
      { type: 'bid', player: 'A', bid: 'piros-passz' },
      { type: 'play', player: 'A', card: 'piros-A' },
      renonsz('play-2', 'A'),
    ];
    expect(rec(actions).deltas).toEqual({ A: -8, B: 4, C: 4 });
  });
  test('#8b the declarer dropping cards is no renonsz: the deal is settled as played', () => {
    const r = playRandomDeal(11);
    const k = r.actions.findIndex((a) => a.type === 'play') + 4;
    const withRuling = {
      ...r,
      actions: [...r.actions.slice(0, k), { type: 'renonsz', case: 'play-8b', offender: 'A' }, ...r.actions.slice(k)],
    };
    expect(replay(parseDealRecord(withRuling)).result).toEqual(replay(parseDealRecord(r)).result);
  });
  test('§10(3)g: no violation found, the caller B is charged as the offender', () => {
    expect(rec([...piros40100, renonsz('no-violation', 'C', { caller: 'B' })]).deltas).toEqual({
      A: 32,
      B: -48,
      C: 16,
    });
  });
  test('§10(3)d: the jury sets amounts (they must sum to zero)', () => {
    expect(rec([...piros40100, renonsz('jury-set', 'B', { amounts: { A: 5, B: -5 } })]).deltas).toEqual({
      A: 5,
      B: -5,
      C: 0,
    });
    expect(() => rec([...piros40100, renonsz('jury-set', 'B', { amounts: { A: 5, B: -4 } })])).toThrow(
      /sum to zero, not 1/,
    );
  });
});

describe('after the last trick (§13(3)#10–12)', () => {
  // A played deal whose parti the declarer lost, and one with a silent claim.
  const find = (pred: (r: ReturnType<typeof replay>) => boolean) => {
    for (let s = 1; s < 400; s++) {
      const record = playRandomDeal(s);
      const r = replay(parseDealRecord(record));
      if (pred(r)) return record;
    }
    throw new Error('no such seed');
  };
  const add = (record: ReturnType<typeof playRandomDeal>, ruling: Record<string, unknown>) =>
    replay(parseDealRecord({ ...record, actions: [...record.actions, ruling] })).result;
  test('#10 the declarer won the parti', () => {
    const record = find(
      (r) =>
        r.result.components.some((l) => l.name === 'parti' && !l.won && !l.note) &&
        r.state.multipliers[r.state.order[1]!]?.parti === undefined,
    );
    const before = replay(parseDealRecord(record)).result;
    const after = add(record, { type: 'renonsz', case: 'play-10', offender: before.declarer! });
    const parti = after.components.find((l) => l.name === 'parti')!;
    const v = record.actions.some((a) => a.type === 'bid' && a.bid.startsWith('piros')) ? 2 : 1;
    expect(parti).toMatchObject({ won: true });
    expect(Object.values(parti.perDefender).every((x) => x > 0 && x % v === 0)).toBe(true);
    expect(after.deltas[before.declarer!]).toBe(
      before.deltas[before.declarer!]! - 2 * before.components.find((l) => l.name === 'parti')!.amount,
    );
  });
  test('#11 a disputed silent 100 / 4 aces is not made', () => {
    const record = find((r) =>
      r.result.components.some((l) => l.note?.startsWith('csendes 100') || l.name === 'csendes-4-asz'),
    );
    const after = add(record, { type: 'renonsz', case: 'play-11', offender: 'A' });
    expect(after.components.some((l) => l.note?.startsWith('csendes 100') || l.name === 'csendes-4-asz')).toBe(false);
  });
  test('#12 the player who mixed the tricks pays the disputed component; the rest is settled', () => {
    const record = find(
      (r) =>
        r.result.contract === '40-100' &&
        r.state.declarer === 'A' &&
        Object.values(r.state.multipliers.B ?? {}).every((m) => m === 1),
    );
    const after = add(record, { type: 'renonsz', case: 'play-12', offender: 'B' });
    // B pays the 40-100 (4) to A for himself and for C, and 4 to C.
    expect(after.deltas).toEqual({ A: 8, B: -12, C: 4 });
  });
});

describe('auction (§13(2))', () => {
  test("#1 the bidder revealed trump; nobody outbid him: his ultimó is lost and paid kontra'd, 14 to each", () => {
    expect(rec([bidA('ultimo'), renonsz('auction-1', 'A'), pass('B'), pass('C')]).deltas).toEqual({
      A: -28,
      B: 14,
      C: 14,
    });
  });
  test('#1 an innocent player outbids him: the auction goes on without the offender', () => {
    const actions = [
      bidA('ultimo'),
      renonsz('auction-1', 'A'),
      { type: 'bid', player: 'B', bid: 'betli', discard: ['zold-A', 'zold-10'] },
      pass('C'),
      concede('B'),
    ];
    expect(rec(actions).deltas).toEqual({ A: 10, B: -20, C: 10 });
  });
  test("#2 C passed before B: C is out; B passes and A's passz stands (then A throws in: 2 each)", () => {
    expect(rec([bidA('passz'), pass('C'), renonsz('auction-2', 'C'), pass('B'), concede()]).deltas).toEqual({
      A: -4,
      B: 2,
      C: 2,
    });
  });
  test('#3a three cards in the talon, noticed at once: A takes it back and bids again', () => {
    const actions = [
      { type: 'bid', player: 'A', bid: 'passz', discard: ['tok-9', 'tok-U', 'tok-O'] },
      renonsz('auction-3a', 'A'),
      bidA('40-100'),
      pass('B'),
      pass('C'),
      concede(),
    ];
    expect(rec(actions).deltas).toEqual({ A: -16, B: 8, C: 8 });
  });
  test('#3d the same when nobody else bids', () => {
    const actions = [
      { type: 'bid', player: 'A', bid: 'passz', discard: ['tok-9'] },
      renonsz('auction-3d', 'A'),
      bidA('passz'),
      pass('B'),
      pass('C'),
      concede(),
    ];
    expect(rec(actions).deltas).toEqual({ A: -4, B: 2, C: 2 });
  });
  test("#3b noticed after the next bidder looked: A pays his ultimó kontra'd, 14 to each", () => {
    const actions = [
      { type: 'bid', player: 'A', bid: 'ultimo', discard: ['tok-9', 'tok-U', 'tok-O'] },
      renonsz('auction-3b', 'A'),
    ];
    expect(rec(actions).deltas).toEqual({ A: -28, B: 14, C: 14 });
  });
  test("#3c B took the talon and holds a wrong count: B pays the bid after passz (piros passz) kontra'd, 4 to each", () => {
    const actions = [
      bidA('passz'),
      { type: 'bid', player: 'B', bid: '40-100', discard: ['zold-A'] },
      renonsz('auction-3c', 'B'),
    ];
    expect(rec(actions).deltas).toEqual({ A: 4, B: -8, C: 4 });
  });
  test("#4a a bid not higher; if he will not bid higher he pays the next bid (betli, 5) kontra'd", () => {
    const low = { type: 'bid', player: 'B', bid: 'piros-passz', discard: ['zold-A', 'zold-10'] };
    expect(rec([bidA('ultimo'), low, renonsz('auction-4a', 'B', { complied: false })]).deltas).toEqual({
      A: 10,
      B: -20,
      C: 10,
    });
    expect(rec([bidA('ultimo'), low, renonsz('auction-4a', 'B'), pass('B'), pass('C'), concede()]).deltas).toEqual({
      A: -28,
      B: 14,
      C: 14,
    });
  });
  test('#4a without a ruling the record is refused, naming the action', () => {
    expect(() =>
      rec([bidA('ultimo'), { type: 'bid', player: 'B', bid: 'piros-passz', discard: ['zold-A', 'zold-10'] }]),
    ).toThrow(/action 1 \(bid by B\): B's bid Piros passz \(piros játék\) is not higher than Ultimó/);
  });
  test('#4b found out during play: the bid stands and is played (B throws in his piros passz: 4 each)', () => {
    const actions = [
      bidA('ultimo'),
      { type: 'bid', player: 'B', bid: 'piros-passz', discard: ['zold-A', 'zold-10'] },
      pass('C'),
      pass('A'),
      concede('B'),
      renonsz('auction-4b', 'B', { at: 1 }),
    ];
    expect(rec(actions).deltas).toEqual({ A: 4, B: -8, C: 4 });
  });
  test('#5 C took the talon before B passed: C may only bid the next bid (betli after ultimó)', () => {
    const early = { type: 'bid', player: 'C', bid: '20-100', discard: ['zold-7', 'zold-8'] };
    expect(rec([bidA('ultimo'), early, renonsz('auction-5', 'C', { complied: false })]).deltas).toEqual({
      A: 10,
      B: 10,
      C: -20,
    });
    const goesOn = [
      bidA('ultimo'),
      early,
      renonsz('auction-5', 'C'),
      pass('B'),
      { type: 'bid', player: 'C', bid: 'betli', discard: ['zold-7', 'zold-8'] },
      pass('A'),
      pass('B'),
      concede('C'),
    ];
    expect(rec(goesOn).deltas).toEqual({ A: 10, B: 10, C: -20 });
    const wrong = [
      bidA('ultimo'),
      early,
      renonsz('auction-5', 'C'),
      pass('B'),
      { type: 'bid', player: 'C', bid: '20-100', discard: ['zold-7', 'zold-8'] },
    ];
    expect(() => rec(wrong)).toThrow(/C may only bid Betli/);
  });
  test('#6a B opened out of turn; A bids higher and the auction goes on without B', () => {
    const actions = [
      { type: 'bid', player: 'B', bid: 'passz', discard: ['zold-A', 'zold-10'] },
      renonsz('auction-6a', 'B'),
      bidA('40-100'),
      pass('C'),
      concede(),
    ];
    expect(rec(actions).deltas).toEqual({ A: -16, B: 8, C: 8 });
  });
  test("#6b B opened out of turn and nobody bids: B pays his ultimó kontra'd, 14 to each", () => {
    const actions = [
      { type: 'bid', player: 'B', bid: 'ultimo', discard: ['zold-A', 'zold-10'] },
      renonsz('auction-6b', 'B'),
    ];
    expect(rec(actions).deltas).toEqual({ A: 14, B: -28, C: 14 });
  });
  test('#7b the second bidder holds a wrong count: his ultimó is lost without kontras, 5 to each', () => {
    const actions = [
      { type: 'bid', player: 'B', bid: '40-100', discard: ['zold-A', 'zold-10'] },
      { type: 'bid', player: 'C', bid: 'ultimo', discard: ['zold-7', 'zold-8'] },
      renonsz('auction-7b', 'C', { at: 0, bid: 'ultimo' }),
    ];
    expect(rec(actions).deltas).toEqual({ A: 5, B: 5, C: -10 });
  });
});

describe('dealing (§13(1))', () => {
  test.each(['deal-1', 'deal-2', 'deal-3a', 'deal-4'])('%s: a new deal, nobody scores', (c) => {
    const r = rec([renonsz(c, 'C')]);
    expect(r.outcome).toBe('redeal');
    expect(r.deltas).toEqual({ A: 0, B: 0, C: 0 });
  });
  test('deal-2 may record the wrong counts themselves', () => {
    const bad = { A: hands.A!.slice(0, 11), B: [...hands.B!, hands.A![11]!], C: hands.C };
    expect(rec([renonsz('deal-2', 'C')], { hands: bad }).outcome).toBe('redeal');
    expect(() => rec([bidA('passz')], { hands: bad })).toThrow(/hands.A: holds 11 cards/);
  });
  test.each(['deal-5', 'deal-6'])('%s: noticed in time a redeal; later the deal stands', (c) => {
    const redeal = rec([renonsz(c, 'C', { noticedInTime: true })]);
    expect(redeal.outcome).toBe('redeal');
    if (c === 'deal-5') expect(redeal.components[0]!.note).toMatch(/score sheet/);
    expect(rec([bidA('passz'), pass('B'), renonsz(c, 'C'), pass('C'), concede()]).deltas).toEqual({
      A: -4,
      B: 2,
      C: 2,
    });
  });
  test('deal-3b: an exposed card on pick-up; the first bidder may only say sima passz, then is out', () => {
    expect(() => rec([renonsz('deal-3b', 'A'), bidA('ultimo')])).toThrow(/A may only bid Passz/);
    expect(rec([renonsz('deal-3b', 'A'), bidA('passz'), pass('B'), pass('C'), concede()]).deltas).toEqual({
      A: -4,
      B: 2,
      C: 2,
    });
    expect(() => rec([renonsz('deal-3b', 'B'), bidA('passz'), pass('B')])).toThrow(/B is out of the auction/);
  });
});

test('every case of the tables has a ruling type', () => {
  const ids = RENONSZ_CASES.map((c) => c.id);
  for (const n of [1, 2, 3, 4, 5, 6]) expect(ids.some((id) => id.startsWith(`deal-${n}`))).toBe(true);
  for (const n of [1, 2, 3, 4, 5, 6, 7]) expect(ids.some((id) => id.startsWith(`auction-${n}`))).toBe(true);
  for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(ids.some((id) => id.startsWith(`play-${n}`))).toBe(true);
});
