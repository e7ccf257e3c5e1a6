// Applies the committed drizzle migrations (../../drizzle) when a store opens a file.
// drizzle's migrate() reads the applied list outside its transaction, so two processes opening
// a fresh file at once can race: the loser fails on "table already exists". We therefore skip
// it when the file is up to date, and after a failure re-check before giving up.
import { fileURLToPath } from 'node:url';
import type Database from 'better-sqlite3';
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
const MIGRATIONS_TABLE = '__drizzle_migrations';

function lastAppliedMillis(sqlite: Database.Database): number {
  const table = sqlite.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(MIGRATIONS_TABLE);
  if (!table) return -1;
  const last = sqlite.prepare(`SELECT max(created_at) FROM ${MIGRATIONS_TABLE}`).pluck().get();
  return last == null ? -1 : Number(last);
}

/** Returns how many migrations this call applied (0 when the file was up to date). */
export function applyMigrations(sqlite: Database.Database, db: BetterSQLite3Database<Record<string, unknown>>): number {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const pending = () => {
    const applied = lastAppliedMillis(sqlite);
    return migrations.filter((m) => m.folderMillis > applied).length;
  };
  const before = pending();
  if (before === 0) return 0;
  for (let attempt = 1; ; attempt++) {
    try {
      migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      return before;
    } catch (error) {
      // Another process may have applied them meanwhile.
      if (pending() === 0) return 0;
      if (attempt >= 3) throw error;
    }
  }
}
