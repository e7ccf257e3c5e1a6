// The accounts' own SQLite file, for a site whose club log is in PostgreSQL: its working copy of
// the log is disposable, the accounts are not. (Accounts in PostgreSQL, shared by every web host,
// are still to come: docs/scale.md.)
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { SqliteDatabase } from './sqlite';

export interface AuthFile {
  readonly sqlite: SqliteDatabase;
  close(): void;
}

export function openAuthFile(file: string): AuthFile {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  return { sqlite: db, close: () => db.close() };
}
