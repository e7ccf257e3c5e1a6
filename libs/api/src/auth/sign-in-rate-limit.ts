// Sign-in throttling, a pure rule: at most `maxFailures` failed attempts within any `windowMs`
// for one key (an email address, or a client address). Once reached, the key may try again when
// the oldest failure that counts leaves the window.

export interface RateLimitRule {
  readonly maxFailures: number;
  readonly windowMs: number;
}

export const DEFAULT_SIGN_IN_LIMIT: RateLimitRule = { maxFailures: 5, windowMs: 15 * 60 * 1000 };

export type RateLimitVerdict = { readonly allowed: true } | { readonly allowed: false; readonly retryAt: number };

/** failures: the times (ms) of this key's failed attempts, in any order. */
export function signInVerdict(failures: readonly number[], now: number, rule: RateLimitRule = DEFAULT_SIGN_IN_LIMIT): RateLimitVerdict {
  const recent = failures.filter((at) => at > now - rule.windowMs && at <= now).sort((a, b) => a - b);
  if (recent.length < rule.maxFailures) return { allowed: true };
  // Allowed again once fewer than maxFailures remain in the window.
  const oldestThatCounts = recent[recent.length - rule.maxFailures] as number;
  return { allowed: false, retryAt: oldestThatCounts + rule.windowMs };
}

/** The later of two verdicts' retry times: both the email and the address must be allowed. */
export function combineVerdicts(a: RateLimitVerdict, b: RateLimitVerdict): RateLimitVerdict {
  if (a.allowed) return b;
  if (b.allowed) return a;
  return { allowed: false, retryAt: Math.max(a.retryAt, b.retryAt) };
}
