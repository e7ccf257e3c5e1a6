// A PBN's printed ranks tell a two-winner Mitchell, and sections each ranked on their own, from one list.
import { describe, expect, test } from 'vitest';
import { printedRankingOf, type PrintedRank } from '../src/pbn/printed-ranking';

const row = (rank: string, direction: 'NS' | 'EW' | null, section: string | null = null): PrintedRank => ({
  rank,
  direction,
  section,
});

describe('printed ranking of a PBN TotalScoreTable', () => {
  test('each direction ranked from 1 (a two-winner Mitchell) is two winners', () => {
    const rows = [row('1', 'NS'), row('2=', 'NS'), row('2=', 'NS'), row('1=', 'EW'), row('1=', 'EW'), row('3', 'EW')];
    expect(printedRankingOf(rows)).toEqual({ winners: 'two' });
  });

  test('one list across the directions (as Ruter ranks a Mitchell) is one winner', () => {
    const rows = [row('1', 'NS'), row('2', 'EW'), row('3', 'EW'), row('4', 'NS')];
    expect(printedRankingOf(rows)).toEqual({ winners: 'one' });
  });

  test('a tie for first across the directions is read as one list, not two', () => {
    expect(printedRankingOf([row('1=', 'NS'), row('1=', 'EW'), row('3', 'NS'), row('4', 'EW')])).toEqual({
      winners: 'one',
    });
  });

  test('ranks restarting in each section and direction are sections scored on their own, two winners each', () => {
    const rows = ['A', 'B'].flatMap((s) => [
      row('1', 'NS', s),
      row('2', 'NS', s),
      row('1', 'EW', s),
      row('2', 'EW', s),
    ]);
    expect(printedRankingOf(rows)).toEqual({ winners: 'two', sectionScoring: 'per-section' });
  });

  test('ranks restarting in each section of a Howell are per section, one winner each', () => {
    const rows = ['A', 'B'].flatMap((s) => [row('1', null, s), row('2', null, s), row('3', null, s)]);
    expect(printedRankingOf(rows)).toEqual({ winners: 'one', sectionScoring: 'per-section' });
  });

  test('missing or irregular ranks show nothing', () => {
    expect(printedRankingOf([row('1', 'NS'), row('-', 'EW')])).toBeNull();
    expect(printedRankingOf([row('1', 'NS'), row('3', 'NS'), row('1', 'EW'), row('5', 'EW')])).toBeNull();
    expect(printedRankingOf([])).toBeNull();
  });
});
