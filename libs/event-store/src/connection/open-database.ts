// One better-sqlite3 connection with the settings that let a web process, a worker and the
// CLI write the same file: WAL (readers never block the writer), a busy timeout (a writer
// waits for the lock instead of failing), and foreign keys on.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

export type Synchronous = 'NORMAL' | 'FULL';

export interface SqliteSettings {
  /** NORMAL (default): a commit survives a process crash, the last ones may be lost on power loss. FULL: fsync per commit. */
  readonly synchronous?: Synchronous;
  /** How long a writer waits for another process's write lock, in ms (default 5000). */
  readonly busyTimeoutMs?: number;
  /** Refuse to create the file when it does not exist (default false: create it and its folder). */
  readonly mustExist?: boolean;
}

export const DEFAULT_BUSY_TIMEOUT_MS = 5000;

export function openDatabase(file: string, settings: SqliteSettings = {}): Database.Database {
  const synchronous = settings.synchronous ?? 'NORMAL';
  if (synchronous !== 'NORMAL' && synchronous !== 'FULL') {
    throw new RangeError(`synchronous must be NORMAL or FULL, got ${String(synchronous)}`);
  }
  const busyTimeoutMs = settings.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS;
  if (!Number.isInteger(busyTimeoutMs) || busyTimeoutMs < 0) {
    throw new RangeError(`busyTimeoutMs must be a non-negative integer, got ${busyTimeoutMs}`);
  }
  const inMemory = file === ':memory:' || file === '';
  if (!inMemory && !settings.mustExist) mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file, { fileMustExist: settings.mustExist ?? false, timeout: busyTimeoutMs });
  db.pragma(`busy_timeout = ${busyTimeoutMs}`);
  if (!inMemory) db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous}`);
  db.pragma('foreign_keys = ON');
  return db;
}
