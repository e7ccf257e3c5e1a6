// The accounts' committed SQL migrations for PostgreSQL (./migrations), applied by the schema's
// owner with the event store's runner, after the log's own, recorded in their own table.
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { applyPostgresMigrations } from '@club/event-store';

export const POSTGRES_AUTH_MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Returns how many migrations this call applied (0 when the schema was up to date). */
export function migratePostgresAuth(client: pg.Client, schema: string, clubId: string): Promise<number> {
  return applyPostgresMigrations(client, {
    folder: POSTGRES_AUTH_MIGRATIONS_FOLDER,
    table: 'auth_migrations',
    lockName: 'club-auth-migrate',
    schema,
    clubId,
  });
}
