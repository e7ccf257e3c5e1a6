// "Forgot password" requests: a member who cannot sign in asks, from the sign-in page, for a new
// set-password link; the club administrator sees the request and hands him one (no mail server is
// assumed). Only a request naming the email of a sign-in account is kept, once per member while
// it is pending; the answer is the same either way, so nobody learns which emails have accounts.
// Asking is throttled like signing in (rate-limit.ts's rule): per (address, email) and,
// looser, per address. Requests live in the auth tables, never in the event log.
import { authRefusal } from './auth-refusal';
import { combineVerdicts, windowVerdict, type RateLimitRule } from './rate-limit';
import type { SqliteDatabase } from './sqlite';

export interface PasswordRequestLimits {
  readonly pair: RateLimitRule;
  readonly address: RateLimitRule;
}

const MINUTE = 60_000;
export const DEFAULT_PASSWORD_REQUEST_LIMITS: PasswordRequestLimits = {
  pair: { max: 3, windowMs: 15 * MINUTE },
  address: { max: 20, windowMs: 15 * MINUTE },
};

export const PASSWORD_REQUEST_TABLES_SQL = `
CREATE TABLE IF NOT EXISTS auth_password_requests (
  request_id INTEGER PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES auth_accounts(member_id) ON DELETE CASCADE,
  requested_at INTEGER NOT NULL,
  -- When a link was issued for the member or the request was dismissed; null while pending.
  handled_at INTEGER
);
CREATE INDEX IF NOT EXISTS auth_password_requests_pending ON auth_password_requests(member_id, handled_at);
CREATE TABLE IF NOT EXISTS auth_password_request_attempts (
  key TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS auth_password_request_attempts_key ON auth_password_request_attempts(key, at);
`;

/** A request not yet answered: whose, and when he asked (ISO time). */
export interface PendingPasswordRequest {
  readonly requestId: number;
  readonly memberId: string;
  readonly requestedAt: string;
}

/** The two throttled keys of a request: (address, email) and address. */
export const passwordRequestKeys = (email: string, clientAddress: string) => ({
  pair: `pair:${clientAddress} ${email.toLowerCase()}`,
  address: `address:${clientAddress}`,
});

/** Attempts older than this no longer count. */
export const passwordRequestWindow = (limits: PasswordRequestLimits) =>
  Math.max(limits.pair.windowMs, limits.address.windowMs);

/** The verdict on a request, given each key's earlier attempts. */
export const passwordRequestVerdict = (
  attempts: { readonly pair: readonly number[]; readonly address: readonly number[] },
  at: number,
  limits: PasswordRequestLimits,
) =>
  combineVerdicts(windowVerdict(attempts.pair, at, limits.pair), windowVerdict(attempts.address, at, limits.address));

export function tooManyPasswordRequests(retryAtMs: number, at: number) {
  const retryAt = new Date(retryAtMs).toISOString();
  const minutes = Math.max(1, Math.ceil((retryAtMs - at) / MINUTE));
  return authRefusal(
    'too-many-password-requests',
    `Too many requests for a set-password link: try again in ${minutes} minute${minutes === 1 ? '' : 's'} (at ${retryAt}).`,
    { retryAt },
  );
}

export const passwordRequestUnknown = () =>
  authRefusal('password-request-unknown', 'This request for a set-password link was already answered or dismissed.');

export function passwordRequests(
  sqlite: SqliteDatabase,
  now: () => number,
  limits: PasswordRequestLimits = DEFAULT_PASSWORD_REQUEST_LIMITS,
) {
  sqlite.exec(PASSWORD_REQUEST_TABLES_SQL);
  const window = passwordRequestWindow(limits);
  const statements = {
    attempts: sqlite.prepare('SELECT at FROM auth_password_request_attempts WHERE key = ? AND at > ?'),
    addAttempt: sqlite.prepare('INSERT INTO auth_password_request_attempts (key, at) VALUES (?, ?)'),
    pruneAttempts: sqlite.prepare('DELETE FROM auth_password_request_attempts WHERE at <= ?'),
    account: sqlite.prepare('SELECT member_id FROM auth_accounts WHERE email = ?'),
    pendingOf: sqlite.prepare('SELECT 1 FROM auth_password_requests WHERE member_id = ? AND handled_at IS NULL'),
    insert: sqlite.prepare('INSERT INTO auth_password_requests (member_id, requested_at) VALUES (?, ?)'),
    pending: sqlite.prepare(
      'SELECT request_id, member_id, requested_at FROM auth_password_requests WHERE handled_at IS NULL ORDER BY requested_at, request_id',
    ),
    dismiss: sqlite.prepare(
      'UPDATE auth_password_requests SET handled_at = ? WHERE request_id = ? AND handled_at IS NULL',
    ),
    handleFor: sqlite.prepare(
      'UPDATE auth_password_requests SET handled_at = ? WHERE member_id = ? AND handled_at IS NULL',
    ),
  };
  const attemptsOf = (key: string, at: number) =>
    (statements.attempts.all(key, at - window) as { at: number }[]).map((row) => row.at);

  // The check, the attempt's record and the request in one immediate transaction: requests sent
  // together each see the ones before them.
  const ask = sqlite.transaction((email: string, clientAddress: string, at: number) => {
    const keys = passwordRequestKeys(email, clientAddress);
    const verdict = passwordRequestVerdict(
      { pair: attemptsOf(keys.pair, at), address: attemptsOf(keys.address, at) },
      at,
      limits,
    );
    if (!verdict.allowed) return verdict;
    statements.pruneAttempts.run(at - window);
    statements.addAttempt.run(keys.pair, at);
    statements.addAttempt.run(keys.address, at);
    const account = statements.account.get(email) as { member_id: string } | undefined;
    if (account && !statements.pendingOf.get(account.member_id)) statements.insert.run(account.member_id, at);
    return verdict;
  });

  return {
    /** Records the request when the email is an account's; refused only when asked too often. */
    request({ email, clientAddress }: { email: string; clientAddress: string }): void {
      const at = now();
      const verdict = ask.immediate(email.trim(), clientAddress, at);
      if (!verdict.allowed) throw tooManyPasswordRequests(verdict.retryAt, at);
    },
    /** Requests not yet answered, oldest first. */
    pending(): PendingPasswordRequest[] {
      return (statements.pending.all() as { request_id: number; member_id: string; requested_at: number }[]).map(
        (row) => ({
          requestId: row.request_id,
          memberId: row.member_id,
          requestedAt: new Date(row.requested_at).toISOString(),
        }),
      );
    },
    dismiss(requestId: number): void {
      if ((statements.dismiss.run(now(), requestId) as { changes: number }).changes === 0)
        throw passwordRequestUnknown();
    },
    /** The member's pending requests are answered (a link was issued, or his account closed). */
    handleFor(memberId: string): void {
      statements.handleFor.run(now(), memberId);
    },
  };
}
