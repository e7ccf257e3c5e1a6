// A replay's state after each action: a card played leaves its player's hand at that action, and
// once the auction is over the three hands shrink together, one card each per trick (§2, §6).
import { describe, expect, test } from 'vitest';
import { playRandomDeal, replay } from '../src';

describe('the hands after each action of a replayed deal', () => {
  test.each([1, 2, 3, 4, 5, 6, 7, 8])('seed %i: each card leaves its hand, the hands shrink trick by trick', (seed) => {
    const record = playRandomDeal(seed);
    const r = replay(record);
    expect(r.after).toHaveLength(record.actions.length);
    record.actions.forEach((a, i) => {
      const before = i === 0 ? record.hands : r.after[i - 1]!.hands;
      const after = r.after[i]!;
      if (a.type === 'play') {
        expect(before[a.player]).toContain(a.card);
        expect(after.hands[a.player]).not.toContain(a.card);
        expect(after.hands[a.player]).toHaveLength(before[a.player]!.length - 1);
      }
      if (after.phase !== 'auction' && after.trick.length === 0) {
        const left = 10 - after.tricks.length;
        for (const p of after.order) expect(after.hands[p]).toHaveLength(left);
      }
    });
  });
});
