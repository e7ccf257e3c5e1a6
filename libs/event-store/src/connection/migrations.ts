// Applies committed drizzle migrations when a store opens a file. drizzle's migrate() reads
// the applied list outside its transaction, so two processes opening a fresh file at once can
// race: the loser fails on "table already exists". We therefore skip it when the file is up to
// date, and after a failure re-check before giving up. Other packages that keep their own
// tables in the same file can use applyDrizzleMigrations with their own folder and table.
import { fileURLToPath } from 'node:url';
import type Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface MigrationSet {
  /** Folder with drizzle-kit's SQL files and meta/_journal.json. */
  readonly migrationsFolder: string;
  /** Table that records what was applied (default drizzle's __drizzle_migrations). */
  readonly migrationsTable?: string;
}

const STORE_MIGRATIONS: MigrationSet = { migrationsFolder: MIGRATIONS_FOLDER };

function lastAppliedMillis(sqlite: Database.Database, table: string): number {
  const exists = sqlite.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(table);
  if (!exists) return -1;
  const last = sqlite.prepare(`SELECT max(created_at) FROM "${table}"`).pluck().get();
  return last == null ? -1 : Number(last);
}

/** Returns how many migrations this call applied (0 when the file was up to date). */
export function applyDrizzleMigrations(sqlite: Database.Database, set: MigrationSet = STORE_MIGRATIONS): number {
  const table = set.migrationsTable ?? '__drizzle_migrations';
  const config = { migrationsFolder: set.migrationsFolder, migrationsTable: table };
  const migrations = readMigrationFiles(config);
  const pending = () => {
    const applied = lastAppliedMillis(sqlite, table);
    return migrations.filter((m) => m.folderMillis > applied).length;
  };
  const before = pending();
  if (before === 0) return 0;
  for (let attempt = 1; ; attempt++) {
    try {
      migrate(drizzle(sqlite), config);
      return before;
    } catch (error) {
      // Another process may have applied them meanwhile.
      if (pending() === 0) return 0;
      if (attempt >= 3) throw error;
    }
  }
}
