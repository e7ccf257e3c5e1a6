import { describe, expect, test } from 'vitest';
import { BID_TABLE, COMPONENT_VALUE, isHigher, nextBid, resolveShortName, SPEC_BID_ORDER } from '../src';

const order = SPEC_BID_ORDER;

describe('the 54-bid table (spec §3.5)', () => {
  test('54 bids, each once; the highest is piros 20-100 ultimó terített durchmars = 48 (§5(3))', () => {
    expect(BID_TABLE).toHaveLength(54);
    expect(new Set(BID_TABLE.map((b) => b.id)).size).toBe(54);
    expect(BID_TABLE.at(-1)).toMatchObject({ id: 'piros-20-100-ultimo-teritett-durchmars', value: 48 });
  });
  test('each value is the sum of its components, doubled for red', () => {
    for (const b of BID_TABLE) {
      const sum = b.components.reduce((s, c) => s + COMPONENT_VALUE[c], 0);
      expect(b.value, b.id).toBe(sum * (b.red ? 2 : 1));
    }
  });
  test.each(BID_TABLE.slice(1).map((b, i) => [BID_TABLE[i]!.id, b.id]))('%s < %s', (lower, higher) => {
    expect(isHigher(higher, lower, order)).toBe(true);
    expect(isHigher(lower, higher, order)).toBe(false);
    expect(nextBid(lower, order)).toBe(higher);
    const lo = BID_TABLE.find((b) => b.id === lower)!;
    const hi = BID_TABLE.find((b) => b.id === higher)!;
    // §3(2): greater value, or equal value and less composite (or the table's order when equal).
    expect(hi.value > lo.value || (hi.value === lo.value && hi.components.length <= lo.components.length)).toBe(true);
  });
  test('rankings the source states', () => {
    expect(isHigher('ultimo', '4-asz', order)).toBe(true); // §4(C)(2)
    expect(isHigher('ultimo', '40-100', order)).toBe(true); // §4(D)(2)
    expect(isHigher('40-100-ultimo', '40-100-4-asz', order)).toBe(true); // §4(C)(2)
    expect(isHigher('rebetli', 'piros-ultimo', order)).toBe(true); // §3(4)
    expect(nextBid('piros-20-100-ultimo-teritett-durchmars', order)).toBeUndefined();
  });
  test('short names mean the lowest bid of that name above the current one (§3(4))', () => {
    expect(resolveShortName('40-100', 'ultimo', order)).toBe('piros-40-100');
    expect(resolveShortName('betli', 'piros-ultimo', order)).toBe('rebetli');
    expect(resolveShortName('betli', 'passz', order)).toBe('betli');
    expect(resolveShortName('piros-40-100', 'passz', order)).toBe('piros-40-100');
    expect(() => resolveShortName('szubkontra', 'passz', order)).toThrow(/'szubkontra' is not a bid/);
  });
  test('the order is configurable: a club may swap two equal bids', () => {
    const swapped = [...order];
    const a = swapped.indexOf('durchmars');
    const b = swapped.indexOf('szintelen-durchmars');
    [swapped[a], swapped[b]] = [swapped[b]!, swapped[a]!];
    expect(isHigher('durchmars', 'szintelen-durchmars', swapped)).toBe(true);
    expect(isHigher('durchmars', 'szintelen-durchmars', order)).toBe(false);
  });
});

describe('A-04: ultimó 4 ász with a játék', () => {
  test('worth 9 (red 18) and ranked between 20-100 and piros 4 ász', async () => {
    const { defineRuleSet, effectiveBid } = await import('../src');
    const rs = defineRuleSet('with játék', '1', { ultiFourAcesHasJatek: true });
    expect(effectiveBid('ultimo-4-asz', rs.settings).value).toBe(9);
    expect(effectiveBid('piros-ultimo-4-asz', rs.settings).value).toBe(18);
    const o = rs.settings.bidOrder;
    expect(o.indexOf('ultimo-4-asz')).toBe(o.indexOf('20-100') + 1);
    expect(o.indexOf('piros-4-asz')).toBe(o.indexOf('ultimo-4-asz') + 1);
    expect(o.indexOf('20-100-ultimo-durchmars')).toBe(o.indexOf('piros-ultimo-4-asz') + 1);
    expect(() => defineRuleSet('bad', '1', { bidOrder: [...order.slice(1), 'passz-x'] })).toThrow(/54 bid ids once/);
  });
});
