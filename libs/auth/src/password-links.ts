// One-time set-password links: the club administrator hands one to a member (no mail server is
// assumed) to set his first password, or a new one when he forgot it. The link carries 32 random
// bytes; only their SHA-256 is stored, with its expiry (24 h) and when it was used: it works once.
// Setting the password ends the member's other sign-ins. Secrets live here, never in the event log.
import { createHash, randomBytes } from 'node:crypto';
import { authRefusal } from './auth-refusal';
import { hashPassword, type ScryptParameters } from './password-hash';
import type { SqliteDatabase } from './sqlite';

export const PASSWORD_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const MIN_PASSWORD_LENGTH = 8;

export const PASSWORD_LINK_TABLE_SQL = `
CREATE TABLE IF NOT EXISTS auth_password_links (
  token_hash TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES auth_accounts(member_id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
`;

export interface PasswordLink {
  readonly token: string;
  readonly expiresAt: number;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export function refuseShortPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH)
    throw authRefusal('password-too-short', `password: must have at least ${MIN_PASSWORD_LENGTH} characters`);
}

/** A stored link, as both stores read it. */
export interface LinkRow {
  member_id: string;
  expires_at: number;
  used_at: number | null;
}

const askForAnother = (code: 'link-unknown' | 'link-used' | 'link-expired', what: string) =>
  authRefusal(code, `This set-password link ${what}: ask the club administrator for a new one.`);

export const linkAlreadyUsed = () => askForAnother('link-used', 'was already used');

/** Refuses a link that is unknown, used or expired at `at`; answers the usable one. */
export function usableLink(row: LinkRow | undefined, at: number): LinkRow {
  if (!row) throw askForAnother('link-unknown', 'is not known');
  if (row.used_at !== null) throw linkAlreadyUsed();
  if (row.expires_at <= at) throw askForAnother('link-expired', 'has expired');
  return row;
}

export function passwordLinks(sqlite: SqliteDatabase, now: () => number, scrypt: ScryptParameters) {
  sqlite.exec(PASSWORD_LINK_TABLE_SQL);
  const statements = {
    insert: sqlite.prepare(
      'INSERT INTO auth_password_links (token_hash, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    ),
    // An earlier link of the member stops working when a new one is issued.
    retire: sqlite.prepare('UPDATE auth_password_links SET used_at = ? WHERE member_id = ? AND used_at IS NULL'),
    byHash: sqlite.prepare('SELECT member_id, expires_at, used_at FROM auth_password_links WHERE token_hash = ?'),
    use: sqlite.prepare('UPDATE auth_password_links SET used_at = ? WHERE token_hash = ? AND used_at IS NULL'),
    setHash: sqlite.prepare('UPDATE auth_accounts SET password_hash = ? WHERE member_id = ?'),
    endSessions: sqlite.prepare('DELETE FROM auth_sessions WHERE member_id = ?'),
  };
  return {
    issue(memberId: string): PasswordLink {
      const at = now();
      const token = randomBytes(32).toString('base64url');
      const expiresAt = at + PASSWORD_LINK_LIFETIME_MS;
      sqlite.transaction(() => {
        statements.retire.run(at, memberId);
        statements.insert.run(hashOf(token), memberId, at, expiresAt);
      })();
      return { token, expiresAt };
    },
    /** Spends every link of the member not yet used (his account is closing). */
    retireAll(memberId: string): void {
      statements.retire.run(now(), memberId);
    },
    /** Sets the password of the link's member and spends the link; answers the member's id. */
    async use(token: string, password: string): Promise<string> {
      refuseShortPassword(password);
      const row = usableLink(statements.byHash.get(hashOf(token)) as LinkRow | undefined, now());
      const hash = await hashPassword(password, scrypt);
      const used = sqlite.transaction(() => {
        if ((statements.use.run(now(), hashOf(token)) as { changes: number }).changes === 0) return false;
        statements.setHash.run(hash, row.member_id);
        statements.endSessions.run(row.member_id);
        return true;
      })();
      if (!used) throw linkAlreadyUsed();
      return row.member_id;
    },
  };
}
