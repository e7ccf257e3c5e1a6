// Credentials and sign-in sessions live in plain tables of the club's SQLite file, created at
// start (CREATE TABLE IF NOT EXISTS), not in the event log: they are mutable secrets. A password
// hash must be replaceable and erasable, a session must be revocable and expire, and none of it
// is a fact about the club that anyone should ever replay or audit from an append-only,
// hash-chained log (README.md, "Why credentials are not events").
import type { SqliteDatabase } from './sqlite';

export const AUTH_TABLES_SQL = `
CREATE TABLE IF NOT EXISTS auth_accounts (
  member_id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  -- Provisional: the member's role grants as JSON, until the club stream's roles projection
  -- (issue 6, RoleGranted/RoleRevoked) is readable; then MemberDirectory reads that instead.
  grants TEXT NOT NULL DEFAULT '[]',
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS auth_sessions (
  token_hash TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES auth_accounts(member_id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS auth_sessions_member ON auth_sessions(member_id);
CREATE TABLE IF NOT EXISTS auth_sign_in_failures (
  key TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS auth_sign_in_failures_key ON auth_sign_in_failures(key, at);
`;

export function ensureAuthTables(sqlite: SqliteDatabase): void {
  sqlite.exec(AUTH_TABLES_SQL);
}
