// The sign-in limits and a table's entry limit from the environment (apps/web/server.ts), each
// with its default; a value
// that is not a positive whole number is refused naming the variable.
import { DEFAULT_HASH_SLOTS, type HashSlotLimits } from './hash-slots';
import type { RateLimitRule } from './rate-limit';
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from './sign-in-rate-limit';
import { DEFAULT_TABLE_ENTRY_LIMIT } from './table-entry-limit';

type Env = Readonly<Record<string, string | undefined>>;

function whole(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name}: '${raw}' is not a positive whole number`);
  return value;
}

export function signInSettingsFromEnv(env: Env): {
  signInLimits: SignInLimits;
  hashSlots: HashSlotLimits;
  tableEntryLimit: RateLimitRule;
} {
  const d = DEFAULT_SIGN_IN_LIMITS;
  const windowMs = whole(env, 'CLUB_SIGN_IN_WINDOW_MINUTES', d.pair.windowMs / 60_000) * 60_000;
  return {
    signInLimits: {
      pair: { max: whole(env, 'CLUB_SIGN_IN_PAIR_FAILURES', d.pair.max), windowMs },
      address: { max: whole(env, 'CLUB_SIGN_IN_ADDRESS_FAILURES', d.address.max), windowMs },
      account: {
        slowAfter: whole(env, 'CLUB_SIGN_IN_ACCOUNT_SLOW_AFTER', d.account.slowAfter),
        windowMs,
        spacingMs: whole(env, 'CLUB_SIGN_IN_ACCOUNT_SPACING_SECONDS', d.account.spacingMs / 1000) * 1000,
      },
    },
    hashSlots: {
      running: whole(env, 'CLUB_SIGN_IN_HASHES', DEFAULT_HASH_SLOTS.running),
      waiting: whole(env, 'CLUB_SIGN_IN_WAITING', DEFAULT_HASH_SLOTS.waiting),
    },
    tableEntryLimit: {
      max: whole(env, 'CLUB_TABLE_ENTRIES', DEFAULT_TABLE_ENTRY_LIMIT.max),
      windowMs: whole(env, 'CLUB_TABLE_ENTRY_WINDOW_SECONDS', DEFAULT_TABLE_ENTRY_LIMIT.windowMs / 1000) * 1000,
    },
  };
}
