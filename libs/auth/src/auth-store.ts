// Accounts, sign-in sessions and failed attempts: the store's interface, and the store in the
// club's SQLite file (auth-tables.ts; in PostgreSQL: postgres/postgres-auth-store.ts, held to the
// same contract by test/contract). Session tokens are 32 random bytes given to the browser; only
// their SHA-256 is stored, so a copy of the database does not let anyone sign in.
import type { RoleGrant } from '@club/club';
import {
  accountExists,
  checkedNewAccount,
  DEFAULT_SESSION_LIFETIME_MS,
  memberOfAccount,
  newToken,
  noAccount,
  noEmailToSignInWith,
  notTheCurrentPassword,
  signInBusy,
  signInKeys,
  tokenHash,
  tooManySignIns,
  wrongEmailOrPassword,
  type AccountRow,
} from './auth-rules';
import { ensureAuthTables } from './auth-tables';
import { DEFAULT_SCRYPT, hashPassword, verifyPassword, type ScryptParameters } from './password-hash';
import { DEFAULT_HASH_SLOTS, hashSlots, type HashSlotLimits } from './hash-slots';
import { DEFAULT_SIGN_IN_LIMITS, longestWindow, signInLimitsVerdict, type SignInLimits } from './sign-in-rate-limit';
import type { SignedInMember } from './signed-in-member';
import { passwordLinks, refuseShortPassword, type PasswordLink } from './password-links';
import { passwordRequests, type PasswordRequestLimits, type PendingPasswordRequest } from './password-requests';
import type { SqliteDatabase } from './sqlite';
import { tableCodes, type TableCodes } from './table-codes';
import { tableEntryLimit, type TableEntryLimit } from './table-entry-limit';
import type { RateLimitRule } from './rate-limit';

export interface AuthStoreOptions {
  readonly now?: () => number;
  readonly scrypt?: ScryptParameters;
  readonly signInLimits?: SignInLimits;
  /** How often "forgot password" may be asked (password-requests.ts). */
  readonly passwordRequestLimits?: PasswordRequestLimits;
  /** How many results a table may enter in a window (table-entry-limit.ts). */
  readonly tableEntryLimit?: RateLimitRule;
  /** How many password checks run at once, and how many may wait for one. */
  readonly hashSlots?: HashSlotLimits;
  /** The password check (default scrypt's verifyPassword); a test counts the checks through it. */
  readonly verifyPassword?: (password: string, stored: string) => Promise<boolean>;
  /** How long a sign-in lasts (default 14 days). */
  readonly sessionLifetimeMs?: number;
  /**
   * The member's grants now, from the club stream (the club.members read model); undefined: not a
   * member (no grants). Without it, the grants stored with the account are used (tests without a club).
   */
  readonly memberGrants?: (memberId: string) => readonly RoleGrant[] | undefined;
}

export interface NewAccount {
  readonly memberId: string;
  readonly email: string;
  readonly name: string;
  readonly password: string;
  readonly grants: readonly RoleGrant[];
}

export interface SignedIn {
  readonly token: string;
  readonly expiresAt: number;
  readonly member: SignedInMember;
}

/** An account as the club administrators see it, never its hash: the fields of a signed-in member. */
export type AccountSummary = SignedInMember;

export interface AuthStore {
  createAccount(account: NewAccount): Promise<void>;
  /** Replaces the grants stored with an account (used only without `memberGrants`). */
  setGrants(memberId: string, grants: readonly RoleGrant[]): Promise<void>;
  /** Links the account of an email to another club member (ending its sign-in sessions); false when there is no such account. */
  linkAccount(email: string, memberId: string, name: string): Promise<boolean>;
  signIn(attempt: { email: string; password: string; clientAddress: string }): Promise<SignedIn>;
  /** The member a session cookie's token signs in (one indexed read: it runs on every request), or null. */
  memberForToken(token: string | undefined | null): Promise<SignedInMember | null>;
  signOut(token: string): Promise<void>;
  accounts(): Promise<AccountSummary[]>;
  /**
   * A one-time set-password link for a member (valid 24 h): his account is created first when he
   * has none (with a password nobody knows; refused when he has no email), so the link is how he
   * gets in; an earlier link stops working, and his "forgot password" requests are answered.
   */
  issuePasswordLink(member: { memberId: string; email: string | null; name: string }): Promise<PasswordLink>;
  /** Sets the password through a link (once, before it expires); ends his other sign-ins. */
  setPasswordWithLink(token: string, password: string): Promise<void>;
  /**
   * "Forgot password": kept for the club administrator when the email is an account's, else
   * nothing; the caller is told the same either way. Throttled per (address, email) and address.
   */
  requestPasswordLink(request: { email: string; clientAddress: string }): Promise<void>;
  /** The "forgot password" requests not yet answered, oldest first. */
  pendingPasswordRequests(): Promise<PendingPasswordRequest[]>;
  /** The administrator dismisses a pending request (no link is issued). */
  dismissPasswordRequest(requestId: number): Promise<void>;
  /** The signed-in member changes his own password, giving the current one. */
  changePassword(memberId: string, current: string, next: string): Promise<void>;
  /**
   * Closes a deactivated member's account at once: his sign-ins end, his password is replaced by one
   * nobody knows and his unused set-password links stop working, so he cannot sign in again; his
   * pending "forgot password" requests are closed.
   */
  closeAccountOf(memberId: string): Promise<void>;
  readonly sessionLifetimeMs: number;
  /** The tables' codes and their sign-ins (table-codes.ts). */
  readonly tableCodes: TableCodes;
  /** The throttle on a table's entries (table-entry-limit.ts). */
  readonly tableEntries: TableEntryLimit;
}

export function createAuthStore(sqlite: SqliteDatabase, options: AuthStoreOptions = {}): AuthStore {
  ensureAuthTables(sqlite);
  const now = options.now ?? Date.now;
  const memberGrants = options.memberGrants;
  const toMember = (row: AccountRow): SignedInMember => memberOfAccount(row, memberGrants);
  const scryptParams = options.scrypt ?? DEFAULT_SCRYPT;
  const limits = options.signInLimits ?? DEFAULT_SIGN_IN_LIMITS;
  const slots = hashSlots(options.hashSlots ?? DEFAULT_HASH_SLOTS);
  const verify = options.verifyPassword ?? verifyPassword;
  const sessionLifetimeMs = options.sessionLifetimeMs ?? DEFAULT_SESSION_LIFETIME_MS;
  // A hash to verify against when the email is unknown, so both cases take the same time.
  let decoy: Promise<string> | undefined;

  const statements = {
    insertAccount: sqlite.prepare(
      'INSERT INTO auth_accounts (member_id, email, name, password_hash, grants, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    setGrants: sqlite.prepare('UPDATE auth_accounts SET grants = ? WHERE member_id = ?'),
    link: sqlite.prepare('UPDATE auth_accounts SET member_id = ?, name = ? WHERE email = ?'),
    endSessionsOf: sqlite.prepare(
      'DELETE FROM auth_sessions WHERE member_id = (SELECT member_id FROM auth_accounts WHERE email = ?)',
    ),
    byEmail: sqlite.prepare('SELECT * FROM auth_accounts WHERE email = ?'),
    byToken: sqlite.prepare(
      'SELECT a.* FROM auth_sessions s JOIN auth_accounts a ON a.member_id = s.member_id WHERE s.token_hash = ? AND s.expires_at > ?',
    ),
    insertSession: sqlite.prepare(
      'INSERT INTO auth_sessions (token_hash, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    ),
    deleteSession: sqlite.prepare('DELETE FROM auth_sessions WHERE token_hash = ?'),
    deleteExpired: sqlite.prepare('DELETE FROM auth_sessions WHERE expires_at <= ?'),
    failures: sqlite.prepare('SELECT at FROM auth_sign_in_failures WHERE key = ? AND at > ?'),
    addFailure: sqlite.prepare('INSERT INTO auth_sign_in_failures (key, at) VALUES (?, ?)'),
    clearFailures: sqlite.prepare('DELETE FROM auth_sign_in_failures WHERE key = ?'),
    dropAttempt: sqlite.prepare('DELETE FROM auth_sign_in_failures WHERE rowid = ?'),
    pruneFailures: sqlite.prepare('DELETE FROM auth_sign_in_failures WHERE at <= ?'),
    all: sqlite.prepare('SELECT * FROM auth_accounts ORDER BY name'),
    byMember: sqlite.prepare('SELECT * FROM auth_accounts WHERE member_id = ?'),
    setHash: sqlite.prepare('UPDATE auth_accounts SET password_hash = ? WHERE member_id = ?'),
    endSessionsOfMember: sqlite.prepare('DELETE FROM auth_sessions WHERE member_id = ?'),
  };
  const links = passwordLinks(sqlite, now, scryptParams);
  const requests = passwordRequests(sqlite, now, options.passwordRequestLimits);

  const createAccount = async (account: NewAccount): Promise<void> => {
    const email = checkedNewAccount(account);
    if (statements.byEmail.get(email)) throw accountExists(email);
    const hash = await hashPassword(account.password, scryptParams);
    statements.insertAccount.run(account.memberId, email, account.name, hash, JSON.stringify(account.grants), now());
  };

  const failuresOf = (key: string, at: number) =>
    (statements.failures.all(key, at - longestWindow(limits)) as { at: number }[]).map((row) => row.at);

  // The check and the attempt's record in one immediate transaction, before any hashing: attempts
  // sent together (or by another process on the file) each see the ones before them.
  const admit = sqlite.transaction((keys: { pair: string; address: string; account: string }, at: number) => {
    const verdict = signInLimitsVerdict(
      { pair: failuresOf(keys.pair, at), address: failuresOf(keys.address, at), account: failuresOf(keys.account, at) },
      at,
      limits,
    );
    if (!verdict.allowed) return verdict;
    statements.pruneFailures.run(at - longestWindow(limits));
    const rows = [keys.pair, keys.address, keys.account].map((key) =>
      Number((statements.addFailure.run(key, at) as { lastInsertRowid: number | bigint }).lastInsertRowid),
    );
    return { allowed: true as const, rows };
  });

  return {
    sessionLifetimeMs,
    tableCodes: tableCodes(sqlite, now),
    tableEntries: tableEntryLimit(sqlite, now, options.tableEntryLimit),

    createAccount,

    async setGrants(memberId, grants) {
      statements.setGrants.run(JSON.stringify(grants), memberId);
    },

    async linkAccount(email, memberId, name) {
      let linked = false;
      sqlite.transaction(() => {
        statements.endSessionsOf.run(email);
        linked = (statements.link.run(memberId, name, email) as { changes: number }).changes > 0;
      })();
      return linked;
    },

    async signIn({ email, password, clientAddress }) {
      const at = now();
      const keys = signInKeys(email, clientAddress);
      const admitted = admit.immediate(keys, at);
      if (!admitted.allowed) throw tooManySignIns(admitted.retryAt, at);
      const row = statements.byEmail.get(email.trim()) as AccountRow | undefined;
      decoy ??= hashPassword('decoy password', scryptParams);
      const stored = row ? row.password_hash : await decoy;
      const checked = slots.run(() => verify(password, stored));
      if (!checked) {
        // Not checked: the attempt is not held against anyone.
        sqlite.transaction(() => admitted.rows.forEach((id) => statements.dropAttempt.run(id)))();
        throw signInBusy(at);
      }
      // A failure stays recorded as the attempt was; only a success takes it back.
      if (!row || !(await checked)) throw wrongEmailOrPassword();
      const token = newToken();
      const expiresAt = at + sessionLifetimeMs;
      sqlite.transaction(() => {
        admitted.rows.forEach((id) => statements.dropAttempt.run(id));
        statements.clearFailures.run(keys.pair);
        statements.deleteExpired.run(at);
        statements.insertSession.run(tokenHash(token), row.member_id, at, expiresAt);
      })();
      return { token, expiresAt, member: toMember(row) };
    },

    async memberForToken(token) {
      if (!token) return null;
      const row = statements.byToken.get(tokenHash(token), now()) as AccountRow | undefined;
      return row ? toMember(row) : null;
    },

    async signOut(token) {
      statements.deleteSession.run(tokenHash(token));
    },

    async issuePasswordLink(member) {
      if (!statements.byMember.get(member.memberId)) {
        if (!member.email) throw noEmailToSignInWith(member.name);
        await createAccount({
          ...member,
          email: member.email,
          password: newToken(),
          grants: [{ role: 'member' }],
        });
      }
      // A link answers the member's "forgot password" requests, whoever asked for it.
      return sqlite.transaction(() => {
        requests.handleFor(member.memberId);
        return links.issue(member.memberId);
      })();
    },

    requestPasswordLink: async (request) => requests.request(request),
    pendingPasswordRequests: async () => requests.pending(),
    dismissPasswordRequest: async (requestId) => requests.dismiss(requestId),

    async setPasswordWithLink(token, password) {
      await links.use(token, password);
    },

    async changePassword(memberId, current, next) {
      refuseShortPassword(next);
      const row = statements.byMember.get(memberId) as AccountRow | undefined;
      if (!row) throw noAccount();
      if (!(await verify(current, row.password_hash))) throw notTheCurrentPassword();
      statements.setHash.run(await hashPassword(next, scryptParams), memberId);
    },

    async closeAccountOf(memberId) {
      const unknowable = await hashPassword(newToken(), scryptParams);
      sqlite.transaction(() => {
        statements.setHash.run(unknowable, memberId);
        statements.endSessionsOfMember.run(memberId);
        links.retireAll(memberId);
        requests.handleFor(memberId);
      })();
    },

    async accounts() {
      return (statements.all.all() as AccountRow[]).map(toMember);
    },
  };
}
