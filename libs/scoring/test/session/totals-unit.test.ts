// What a pairs session's totals count: a percentage for matchpoints, IMPs for Butler and cross-IMPs.
import { describe, expect, it } from 'vitest';
import { PAIRS_METHOD_NAMES, totalsUnit } from '../../src';

describe('totalsUnit', () => {
  it('Butler and cross-IMPs count IMPs; matchpoints a percentage', () => {
    expect(totalsUnit('IMP-BUTLER')).toBe('IMPs');
    expect(totalsUnit('IMP-CROSS')).toBe('IMPs');
    expect(totalsUnit('MP')).toBe('percent');
    expect(totalsUnit('MP-NA')).toBe('percent');
  });

  it('names each method in plain words', () => {
    expect(PAIRS_METHOD_NAMES['IMP-BUTLER']).toBe('Butler IMPs');
    expect(PAIRS_METHOD_NAMES['IMP-CROSS']).toBe('Cross-IMPs');
  });
});
