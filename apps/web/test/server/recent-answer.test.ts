// The kept answer: asked once while fresh, again once stale; a failure is not kept.
import { describe, expect, it } from 'vitest';
import { recentAnswer } from '../../src/server/recent-answer';

describe('recentAnswer', () => {
  it('asks once while the answer is fresh, and again after keepMs', async () => {
    let now = 0;
    let asked = 0;
    const clubs = recentAnswer(
      async () => [`club${++asked}`],
      5_000,
      () => now,
    );
    expect(await Promise.all([clubs(), clubs()])).toEqual([['club1'], ['club1']]);
    now = 4_999;
    expect(await clubs()).toEqual(['club1']);
    now = 5_000;
    expect(await clubs()).toEqual(['club2']);
    expect(asked).toBe(2);
  });

  it('does not keep a failed answer', async () => {
    let fail = true;
    const clubs = recentAnswer(
      async () => {
        if (fail) throw new Error('the database is down');
        return ['demo'];
      },
      5_000,
      () => 0,
    );
    await expect(clubs()).rejects.toThrow('the database is down');
    fail = false;
    expect(await clubs()).toEqual(['demo']);
  });
});
