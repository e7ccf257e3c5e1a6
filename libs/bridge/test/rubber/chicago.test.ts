import { describe, expect, it } from 'vitest';
import { chicagoVulnerability, scoreChicago, type RubberDealResult } from '../../src';

const made = (
  level: 1 | 2 | 3 | 4,
  strain: 'C' | 'S' | 'NT',
  declarer: 'NS' | 'EW',
  tricks: number,
): RubberDealResult => ({
  contract: { level, strain, doubling: '' },
  declarer,
  tricks,
});

describe('Chicago scoring', () => {
  it('vulnerability by deal number: none, dealer side, dealer side, both', () => {
    expect([1, 2, 3, 4].map((n) => chicagoVulnerability(n, 'EW'))).toEqual([
      { NS: false, EW: false },
      { NS: false, EW: true },
      { NS: false, EW: true },
      { NS: true, EW: true },
    ]);
  });

  it('part-scores carry to a game; the fourth deal part-score earns 100; a fifth deal is refused', () => {
    const deals = [
      { result: made(2, 'S', 'NS', 8), dealerSide: 'NS' as const }, // 60, none vul
      { result: made(2, 'C', 'NS', 8), dealerSide: 'EW' as const }, // 40: 100 → game, NS not vul: 300
      { result: { contract: 'Pass' as const, declarer: null, tricks: 0 }, dealerSide: 'NS' as const }, // redealt
      { result: made(1, 'NT', 'EW', 7), dealerSide: 'NS' as const }, // deal 3: 40
      { result: made(1, 'C', 'EW', 8), dealerSide: 'EW' as const }, // deal 4: 20 + 20 over; 60 < 100: +100
    ];
    const score = scoreChicago(deals);
    // NS 60 + 40 + 300 = 400; EW 40 + 20 + 20 + 100 = 180
    expect(score.totals).toEqual({ NS: 400, EW: 180 });
    expect(score.played).toBe(4);
    expect(() => scoreChicago([...deals, deals[0]!])).toThrow(/deal: a Chicago round has 4 deals/);
  });
});
