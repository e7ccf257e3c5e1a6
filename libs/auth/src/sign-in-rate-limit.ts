// Sign-in throttling, a pure rule over the times of earlier attempts that did not succeed (an
// attempt counts from the moment it is let through to the password check, so attempts sent
// together are all counted before any hash is computed). Three keys:
//   - (address, account): a few guesses, then that address is refused for that account;
//   - address: a looser limit over all accounts, against one address guessing many accounts;
//   - account: from all addresses together, past a threshold attempts are only spaced out (one per
//     `spacingMs`), never refused for long: a stranger elsewhere can slow a member, not lock him out.
// The window rule itself is rate-limit.ts's.
import { combineVerdicts, inWindow, windowVerdict, type RateLimitRule, type RateLimitVerdict } from './rate-limit';

export interface SlowDownRule {
  /** Failures in the window from which the account's attempts are spaced out. */
  readonly slowAfter: number;
  readonly windowMs: number;
  /** The least time between two attempts on a slowed account. */
  readonly spacingMs: number;
}

export interface SignInLimits {
  readonly pair: RateLimitRule;
  readonly address: RateLimitRule;
  readonly account: SlowDownRule;
}

const MINUTE = 60_000;
export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  pair: { max: 5, windowMs: 15 * MINUTE },
  address: { max: 20, windowMs: 15 * MINUTE },
  account: { slowAfter: 10, windowMs: 15 * MINUTE, spacingMs: 30_000 },
};

/** An account past `slowAfter` failures takes one attempt per `spacingMs`. */
export function slowDownVerdict(failures: readonly number[], now: number, rule: SlowDownRule): RateLimitVerdict {
  const recent = inWindow(failures, now, rule.windowMs);
  if (recent.length < rule.slowAfter) return { allowed: true };
  const retryAt = (recent.at(-1) as number) + rule.spacingMs;
  return retryAt <= now ? { allowed: true } : { allowed: false, retryAt };
}

/** The verdict on an attempt, given each key's failures. */
export function signInLimitsVerdict(
  failures: {
    readonly pair: readonly number[];
    readonly address: readonly number[];
    readonly account: readonly number[];
  },
  now: number,
  limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS,
): RateLimitVerdict {
  return [
    windowVerdict(failures.pair, now, limits.pair),
    windowVerdict(failures.address, now, limits.address),
    slowDownVerdict(failures.account, now, limits.account),
  ].reduce(combineVerdicts);
}

/** The longest window of the three: failures older than this are forgotten. */
export const longestWindow = (limits: SignInLimits) =>
  Math.max(limits.pair.windowMs, limits.address.windowMs, limits.account.windowMs);
