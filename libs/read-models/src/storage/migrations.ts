// The read models' committed drizzle migrations (../../drizzle), applied when a runner opens the
// file. They keep their own migrations table so that they never mix with the event store's.
import { fileURLToPath } from 'node:url';
import type Database from 'better-sqlite3';
import { applyDrizzleMigrations } from '@club/event-store';

export const READ_MODEL_MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
export const READ_MODEL_MIGRATIONS_TABLE = '__read_models_migrations';

/** Returns how many migrations this call applied (0 when the file was up to date). */
export function applyReadModelMigrations(sqlite: Database.Database): number {
  return applyDrizzleMigrations(sqlite, {
    migrationsFolder: READ_MODEL_MIGRATIONS_FOLDER,
    migrationsTable: READ_MODEL_MIGRATIONS_TABLE,
  });
}
