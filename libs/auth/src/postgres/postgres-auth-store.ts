// The auth store in the club log's PostgreSQL schema (./migrations): the same interface and rules
// as the SQLite store (auth-store.ts; test/contract holds both to one suite), on a pool of the
// club's connections (the writer role, club.id set at connection start: the event store's
// clubConnectionConfig), so every web host of a club has the same accounts and sign-ins, and
// row-level security keeps each club to its own rows.
import pg from 'pg';
import { asOwner, checkClubId, clubConnectionConfig, type ClubConnectionOptions } from '@club/event-store';
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
} from '../auth-rules';
import type { AuthStore, AuthStoreOptions, NewAccount } from '../auth-store';
import { DEFAULT_HASH_SLOTS, hashSlots } from '../hash-slots';
import { DEFAULT_SCRYPT, hashPassword, verifyPassword } from '../password-hash';
import {
  linkAlreadyUsed,
  PASSWORD_LINK_LIFETIME_MS,
  refuseShortPassword,
  usableLink,
  type LinkRow,
} from '../password-links';
import {
  DEFAULT_PASSWORD_REQUEST_LIMITS,
  passwordRequestKeys,
  passwordRequestUnknown,
  passwordRequestVerdict,
  passwordRequestWindow,
  tooManyPasswordRequests,
} from '../password-requests';
import { DEFAULT_SIGN_IN_LIMITS, longestWindow, signInLimitsVerdict } from '../sign-in-rate-limit';
import { migratePostgresAuth } from './migrate';
import { attemptTimes, lockThrottle, pgQueries, type Run } from './pg-queries';
import { pgTableCodes, pgTableEntryLimit } from './pg-table-codes';

export interface PostgresAuthStoreOptions extends ClubConnectionOptions, AuthStoreOptions {
  /** Connections in the pool (default 4). */
  readonly poolSize?: number;
}

export interface PostgresAuthStore extends AuthStore {
  readonly clubId: string;
  /** How many auth migrations this open applied. */
  readonly migrationsApplied: number;
  close(): Promise<void>;
}

const ACCOUNT_COLUMNS = 'member_id, email, name, password_hash, grants';
// An email matches in any ASCII case, as SQLite's NOCASE column does (the unique index's expression).
const BY_EMAIL = 'lower(email) = lower($1 COLLATE "C")';
const UNIQUE_VIOLATION = '23505';

/** Opens the club's accounts in PostgreSQL, applying the auth migrations first (as the URL's owner). */
export async function openPostgresAuthStore(options: PostgresAuthStoreOptions): Promise<PostgresAuthStore> {
  const clubId = checkClubId(options.clubId);
  const schema = options.schema ?? 'public';
  const migrationsApplied = await asOwner(options.url, (owner) => migratePostgresAuth(owner, schema, clubId));
  const pool = new pg.Pool({
    ...clubConnectionConfig({ url: options.url, schema, clubId }),
    max: options.poolSize ?? 4,
  });
  // An idle connection's error (the server restarted) must not end the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = pgQueries(pool);
  const { run } = db;

  const now = options.now ?? Date.now;
  const memberGrants = options.memberGrants;
  const scryptParams = options.scrypt ?? DEFAULT_SCRYPT;
  const limits = options.signInLimits ?? DEFAULT_SIGN_IN_LIMITS;
  const requestLimits = options.passwordRequestLimits ?? DEFAULT_PASSWORD_REQUEST_LIMITS;
  const slots = hashSlots(options.hashSlots ?? DEFAULT_HASH_SLOTS);
  const verify = options.verifyPassword ?? verifyPassword;
  const sessionLifetimeMs = options.sessionLifetimeMs ?? DEFAULT_SESSION_LIFETIME_MS;
  // A hash to verify against when the email is unknown, so both cases take the same time.
  let decoy: Promise<string> | undefined;

  const accountWhere = async (where: string, value: string) =>
    (await run<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM auth_accounts WHERE ${where}`, [value])).rows[0];
  const byEmail = (email: string) => accountWhere(BY_EMAIL, email);
  const byMember = (memberId: string) => accountWhere('member_id = $1', memberId);

  const createAccount = async (account: NewAccount): Promise<void> => {
    const email = checkedNewAccount(account);
    if (await byEmail(email)) throw accountExists(email);
    const hash = await hashPassword(account.password, scryptParams);
    try {
      await run(
        'INSERT INTO auth_accounts (member_id, email, name, password_hash, grants, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [account.memberId, email, account.name, hash, JSON.stringify(account.grants), now()],
      );
    } catch (error) {
      // Another web host created it since the check above.
      if ((error as { code?: string }).code === UNIQUE_VIOLATION && (await byEmail(email))) throw accountExists(email);
      throw error;
    }
  };

  const handleRequestsOf = (q: Run, memberId: string, at: number) =>
    q('UPDATE auth_password_requests SET handled_at = $1 WHERE member_id = $2 AND handled_at IS NULL', [at, memberId]);
  const retireLinksOf = (q: Run, memberId: string, at: number) =>
    q('UPDATE auth_password_links SET used_at = $1 WHERE member_id = $2 AND used_at IS NULL', [at, memberId]);

  return {
    clubId,
    migrationsApplied,
    sessionLifetimeMs,
    tableCodes: pgTableCodes(db, now),
    tableEntries: pgTableEntryLimit(db, now, options.tableEntryLimit),

    createAccount,

    async setGrants(memberId, grants) {
      await run('UPDATE auth_accounts SET grants = $1 WHERE member_id = $2', [JSON.stringify(grants), memberId]);
    },

    linkAccount(email, memberId, name) {
      return db.transaction(async (q) => {
        await q(`DELETE FROM auth_sessions WHERE member_id = (SELECT member_id FROM auth_accounts WHERE ${BY_EMAIL})`, [
          email,
        ]);
        const linked = await q(`UPDATE auth_accounts SET member_id = $2, name = $3 WHERE ${BY_EMAIL}`, [
          email,
          memberId,
          name,
        ]);
        return (linked.rowCount ?? 0) > 0;
      });
    },

    async signIn({ email, password, clientAddress }) {
      const at = now();
      const keys = signInKeys(email, clientAddress);
      const since = at - longestWindow(limits);
      // The check and the attempt's record before any hashing, under the club's sign-in lock.
      const admitted = await db.transaction(async (q) => {
        await lockThrottle(q, 'sign-in');
        const times = await attemptTimes(q, 'auth_sign_in_failures', [keys.pair, keys.address, keys.account], since);
        const verdict = signInLimitsVerdict(
          { pair: times.get(keys.pair)!, address: times.get(keys.address)!, account: times.get(keys.account)! },
          at,
          limits,
        );
        if (!verdict.allowed) return verdict;
        await q('DELETE FROM auth_sign_in_failures WHERE at <= $1', [since]);
        const { rows } = await q<{ attempt_id: number }>(
          'INSERT INTO auth_sign_in_failures (key, at) SELECT unnest($1::text[]), $2 RETURNING attempt_id',
          [[keys.pair, keys.address, keys.account], at],
        );
        return { allowed: true as const, rows: rows.map((row) => row.attempt_id) };
      });
      if (!admitted.allowed) throw tooManySignIns(admitted.retryAt, at);
      const row = await byEmail(email.trim());
      decoy ??= hashPassword('decoy password', scryptParams);
      const stored = row ? row.password_hash : await decoy;
      const checked = slots.run(() => verify(password, stored));
      const dropAttempts = (q: Run) =>
        q('DELETE FROM auth_sign_in_failures WHERE attempt_id = ANY($1::bigint[])', [admitted.rows]);
      if (!checked) {
        // Not checked: the attempt is not held against anyone.
        await dropAttempts(run);
        throw signInBusy(at);
      }
      // A failure stays recorded as the attempt was; only a success takes it back.
      if (!row || !(await checked)) throw wrongEmailOrPassword();
      const token = newToken();
      const expiresAt = at + sessionLifetimeMs;
      await db.transaction(async (q) => {
        await dropAttempts(q);
        await q('DELETE FROM auth_sign_in_failures WHERE key = $1', [keys.pair]);
        await q('DELETE FROM auth_sessions WHERE expires_at <= $1', [at]);
        await q('INSERT INTO auth_sessions (token_hash, member_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
          tokenHash(token),
          row.member_id,
          at,
          expiresAt,
        ]);
      });
      return { token, expiresAt, member: memberOfAccount(row, memberGrants) };
    },

    async memberForToken(token) {
      if (!token) return null;
      const { rows } = await run<AccountRow>(
        'SELECT a.member_id, a.email, a.name, a.password_hash, a.grants FROM auth_sessions s ' +
          'JOIN auth_accounts a ON a.club_id = s.club_id AND a.member_id = s.member_id ' +
          'WHERE s.token_hash = $1 AND s.expires_at > $2',
        [tokenHash(token), now()],
      );
      return rows[0] ? memberOfAccount(rows[0], memberGrants) : null;
    },

    async signOut(token) {
      await run('DELETE FROM auth_sessions WHERE token_hash = $1', [tokenHash(token)]);
    },

    async issuePasswordLink(member) {
      if (!(await byMember(member.memberId))) {
        if (!member.email) throw noEmailToSignInWith(member.name);
        await createAccount({ ...member, email: member.email, password: newToken(), grants: [{ role: 'member' }] });
      }
      const at = now();
      const token = newToken();
      const expiresAt = at + PASSWORD_LINK_LIFETIME_MS;
      // A link answers the member's "forgot password" requests, whoever asked for it; an earlier link stops working.
      await db.transaction(async (q) => {
        await handleRequestsOf(q, member.memberId, at);
        await retireLinksOf(q, member.memberId, at);
        await q(
          'INSERT INTO auth_password_links (token_hash, member_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
          [tokenHash(token), member.memberId, at, expiresAt],
        );
      });
      return { token, expiresAt };
    },

    async setPasswordWithLink(token, password) {
      refuseShortPassword(password);
      const found = await run<LinkRow>(
        'SELECT member_id, expires_at, used_at FROM auth_password_links WHERE token_hash = $1',
        [tokenHash(token)],
      );
      const link = usableLink(found.rows[0], now());
      const hash = await hashPassword(password, scryptParams);
      const used = await db.transaction(async (q) => {
        const spent = await q('UPDATE auth_password_links SET used_at = $1 WHERE token_hash = $2 AND used_at IS NULL', [
          now(),
          tokenHash(token),
        ]);
        if (spent.rowCount === 0) return false;
        await q('UPDATE auth_accounts SET password_hash = $1 WHERE member_id = $2', [hash, link.member_id]);
        await q('DELETE FROM auth_sessions WHERE member_id = $1', [link.member_id]);
        return true;
      });
      if (!used) throw linkAlreadyUsed();
    },

    async requestPasswordLink({ email, clientAddress }) {
      const at = now();
      const trimmed = email.trim();
      const keys = passwordRequestKeys(trimmed, clientAddress);
      const since = at - passwordRequestWindow(requestLimits);
      const verdict = await db.transaction(async (q) => {
        await lockThrottle(q, 'password-requests');
        const times = await attemptTimes(q, 'auth_password_request_attempts', [keys.pair, keys.address], since);
        const verdict = passwordRequestVerdict(
          { pair: times.get(keys.pair)!, address: times.get(keys.address)! },
          at,
          requestLimits,
        );
        if (!verdict.allowed) return verdict;
        await q('DELETE FROM auth_password_request_attempts WHERE at <= $1', [since]);
        await q('INSERT INTO auth_password_request_attempts (key, at) VALUES ($1, $3), ($2, $3)', [
          keys.pair,
          keys.address,
          at,
        ]);
        // Kept once per member while pending, only for an account's email.
        await q(
          'INSERT INTO auth_password_requests (member_id, requested_at) ' +
            `SELECT a.member_id, $2 FROM auth_accounts a WHERE ${BY_EMAIL} AND NOT EXISTS ` +
            '(SELECT 1 FROM auth_password_requests r WHERE r.member_id = a.member_id AND r.handled_at IS NULL)',
          [trimmed, at],
        );
        return verdict;
      });
      if (!verdict.allowed) throw tooManyPasswordRequests(verdict.retryAt, at);
    },

    async pendingPasswordRequests() {
      const { rows } = await run<{ request_id: number; member_id: string; requested_at: number }>(
        'SELECT request_id, member_id, requested_at FROM auth_password_requests WHERE handled_at IS NULL ' +
          'ORDER BY requested_at, request_id',
      );
      return rows.map((row) => ({
        requestId: row.request_id,
        memberId: row.member_id,
        requestedAt: new Date(row.requested_at).toISOString(),
      }));
    },

    async dismissPasswordRequest(requestId) {
      const dismissed = await run(
        'UPDATE auth_password_requests SET handled_at = $1 WHERE request_id = $2 AND handled_at IS NULL',
        [now(), requestId],
      );
      if (dismissed.rowCount === 0) throw passwordRequestUnknown();
    },

    async changePassword(memberId, current, next) {
      refuseShortPassword(next);
      const row = await byMember(memberId);
      if (!row) throw noAccount();
      if (!(await verify(current, row.password_hash))) throw notTheCurrentPassword();
      await run('UPDATE auth_accounts SET password_hash = $1 WHERE member_id = $2', [
        await hashPassword(next, scryptParams),
        memberId,
      ]);
    },

    async closeAccountOf(memberId) {
      const unknowable = await hashPassword(newToken(), scryptParams);
      const at = now();
      await db.transaction(async (q) => {
        await q('UPDATE auth_accounts SET password_hash = $1 WHERE member_id = $2', [unknowable, memberId]);
        await q('DELETE FROM auth_sessions WHERE member_id = $1', [memberId]);
        await retireLinksOf(q, memberId, at);
        await handleRequestsOf(q, memberId, at);
      });
    },

    async accounts() {
      const { rows } = await run<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM auth_accounts ORDER BY name`);
      return rows.map((row) => memberOfAccount(row, memberGrants));
    },

    close: () => pool.end(),
  };
}
