// CLUB_WORKER_SHARE: each club is in exactly one share of n, the same for every worker, the shares
// about even; bad values are refused naming the setting.
import { describe, expect, it } from 'vitest';
import { inShare } from '../src/club-workers';
import { settingsFrom } from '../src/settings';

describe('a worker share of the clubs', () => {
  const clubs = Array.from({ length: 3_000 }, (_, n) => `club_${n}`);

  it('puts every club in exactly one share of n', () => {
    for (const count of [1, 2, 3, 7]) {
      for (const club of clubs) {
        const shares = Array.from({ length: count }, (_, i) => i + 1).filter((index) =>
          inShare(club, { index, count }),
        );
        expect(shares).toHaveLength(1);
      }
    }
  });

  it('splits 3,000 clubs about evenly over three workers', () => {
    const sizes = [1, 2, 3].map((index) => clubs.filter((club) => inShare(club, { index, count: 3 })).length);
    expect(sizes.reduce((a, b) => a + b)).toBe(3_000);
    for (const size of sizes) expect(Math.abs(size - 1_000)).toBeLessThan(100);
  });

  it('reads CLUB_WORKER_SHARE, and refuses what is not i/n', () => {
    expect(settingsFrom({}).share).toEqual({ index: 1, count: 1 });
    expect(settingsFrom({ CLUB_WORKER_SHARE: '2/3' }).share).toEqual({ index: 2, count: 3 });
    for (const bad of ['0/3', '4/3', '1', 'a/b', '1/0'])
      expect(() => settingsFrom({ CLUB_WORKER_SHARE: bad })).toThrow(
        `CLUB_WORKER_SHARE must be i/n with 1 <= i <= n (e.g. 2/3), got '${bad}'`,
      );
  });
});
