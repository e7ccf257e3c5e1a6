// The read models' committed SQL migrations for PostgreSQL (./migrations), applied by the schema's
// owner in name order, recorded in their own table so they never mix with the log's.
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { applyPostgresMigrations } from '@club/event-store';

export const POSTGRES_READ_MODEL_MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Returns how many migrations this call applied (0 when the schema was up to date). */
export function migratePostgresReadModels(client: pg.Client, schema: string, clubId: string): Promise<number> {
  return applyPostgresMigrations(client, {
    folder: POSTGRES_READ_MODEL_MIGRATIONS_FOLDER,
    table: 'read_model_migrations',
    lockName: 'club-read-models-migrate',
    schema,
    clubId,
  });
}
