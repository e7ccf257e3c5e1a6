import { describe, expect, test } from 'vitest';
import { applySessionPercentageRule, artificialImps, gradePercentage } from '../../src';

describe('Law 12C2 artificial scores and the session-percentage rule', () => {
  test('grades are 60/50/40 % and +3/0/−3 IMPs by default', () => {
    expect(['A+', 'A', 'A-'].map((g) => gradePercentage(g as 'A+'))).toEqual([60, 50, 40]);
    expect(artificialImps({ kind: 'artificial', grade: 'A-' })).toBe(-3);
    expect(artificialImps({ kind: 'artificial-percentage', percentage: 60 })).toBe(3);
  });
  test('2007 12C2(c): average plus becomes a session score above 60 %, average minus one below 40 %', () => {
    expect(applySessionPercentageRule('A+', 60, 64.5, '2007')).toBe(64.5);
    expect(applySessionPercentageRule('A+', 60, 55, '2007')).toBe(60);
    expect(applySessionPercentageRule('A-', 40, 35, '2007')).toBe(35);
    expect(applySessionPercentageRule('A-', 40, 45, '2007')).toBe(40);
    expect(applySessionPercentageRule('A', 50, 70, '2007')).toBe(50);
  });
  test('1997 Law 88: only the contestant in no way at fault', () => {
    expect(applySessionPercentageRule('A+', 60, 64.5, '1997')).toBe(64.5);
    expect(applySessionPercentageRule('A-', 40, 35, '1997')).toBe(40);
  });
  test('off, or no other board to measure by: the award stands', () => {
    expect(applySessionPercentageRule('A+', 60, 70, 'off')).toBe(60);
    expect(applySessionPercentageRule('A+', 60, null)).toBe(60);
  });
});
