import { describe, expect, it } from 'vitest';
import { combineVerdicts, windowVerdict } from '../src/rate-limit';
import { slowDownVerdict } from '../src/sign-in-rate-limit';

const minute = 60_000;
const rule = { max: 5, windowMs: 15 * minute };

describe('sign-in throttling: 5 failures per 15 minutes', () => {
  it('allows while fewer than 5 failures are in the window', () => {
    expect(
      windowVerdict(
        [0, 1, 2, 3].map((m) => m * minute),
        4 * minute,
        rule,
      ),
    ).toEqual({ allowed: true });
  });

  it('refuses at the 5th failure until the oldest of them is 15 minutes old', () => {
    expect(
      windowVerdict(
        [0, 1, 2, 3, 4].map((m) => m * minute),
        5 * minute,
        rule,
      ),
    ).toEqual({ allowed: false, retryAt: 15 * minute });
  });

  it('with 7 failures, waits for the 3rd oldest to leave the window', () => {
    // Failures at minutes 0..6: after minute 17 only 4 (minutes 3..6) remain.
    expect(
      windowVerdict(
        [6, 0, 5, 1, 4, 2, 3].map((m) => m * minute),
        7 * minute,
        rule,
      ),
    ).toEqual({ allowed: false, retryAt: 17 * minute });
  });

  it('forgets failures older than the window', () => {
    expect(
      windowVerdict(
        [0, 1, 2, 3, 4].map((m) => m * minute),
        16 * minute,
        rule,
      ),
    ).toEqual({ allowed: true });
  });

  it('combines email and address: the later retry time wins', () => {
    expect(combineVerdicts({ allowed: false, retryAt: 5 }, { allowed: false, retryAt: 9 })).toEqual({
      allowed: false,
      retryAt: 9,
    });
    expect(combineVerdicts({ allowed: true }, { allowed: false, retryAt: 3 })).toEqual({ allowed: false, retryAt: 3 });
    expect(combineVerdicts({ allowed: true }, { allowed: true })).toEqual({ allowed: true });
  });
});

describe('the account slow-down: past 10 failures, one attempt per 30 seconds', () => {
  const slow = { slowAfter: 10, windowMs: 15 * minute, spacingMs: 30_000 };
  const ten = Array.from({ length: 10 }, (_, i) => i * 1000);
  it('allows while fewer than 10 failures are in the window', () => {
    expect(slowDownVerdict(ten.slice(1), 10_000, slow)).toEqual({ allowed: true });
  });
  it('past 10, waits 30 seconds after the latest failure, never longer', () => {
    expect(slowDownVerdict(ten, 10_000, slow)).toEqual({ allowed: false, retryAt: 39_000 });
    expect(slowDownVerdict(ten, 39_000, slow)).toEqual({ allowed: true });
  });
});
