// A sliding-window limit, a pure rule over the times of earlier attempts of one key: fewer than
// `max` in the last `windowMs`, else refused until the oldest that counts leaves the window.
// Sign-in (sign-in-rate-limit.ts), "forgot password" (password-requests.ts) and a table's
// entries (table-entry-limit.ts) each keep their attempts and apply it to their own keys.

export interface RateLimitRule {
  readonly max: number;
  readonly windowMs: number;
}

export type RateLimitVerdict = { readonly allowed: true } | { readonly allowed: false; readonly retryAt: number };

/** The times within the window ending at `now`, oldest first. */
export const inWindow = (attempts: readonly number[], now: number, windowMs: number) =>
  attempts.filter((at) => at > now - windowMs && at <= now).sort((a, b) => a - b);

/** attempts: the times (ms) of this key's counted attempts, in any order. */
export function windowVerdict(attempts: readonly number[], now: number, rule: RateLimitRule): RateLimitVerdict {
  const recent = inWindow(attempts, now, rule.windowMs);
  if (recent.length < rule.max) return { allowed: true };
  // Allowed again once fewer than max remain in the window.
  const oldestThatCounts = recent[recent.length - rule.max] as number;
  return { allowed: false, retryAt: oldestThatCounts + rule.windowMs };
}

/** The later of two verdicts' retry times: every key must be allowed. */
export function combineVerdicts(a: RateLimitVerdict, b: RateLimitVerdict): RateLimitVerdict {
  if (a.allowed) return b;
  if (b.allowed) return a;
  return { allowed: false, retryAt: Math.max(a.retryAt, b.retryAt) };
}
