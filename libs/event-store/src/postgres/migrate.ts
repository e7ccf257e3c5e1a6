// The PostgreSQL log's migrations: the committed SQL files of ./migrations, applied in name order,
// each in its own transaction, once per schema (table event_log_migrations). Two processes
// opening the same log at once serialise on an advisory lock, so a file is never applied twice.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { checkClubId, quoteIdentifier } from './schema-name';

export const POSTGRES_MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Applies the pending migrations to `schema` (created when missing); returns how many it applied.
 * Rows stored before the tenancy migration (0002) become `clubId`'s: the club that opens the log.
 */
export async function migratePostgresLog(client: pg.Client, schema: string, clubId: string): Promise<number> {
  return applyPostgresMigrations(client, {
    folder: POSTGRES_MIGRATIONS_FOLDER,
    table: 'event_log_migrations',
    lockName: 'club-event-log-migrate',
    schema,
    clubId,
  });
}

export interface PostgresMigrationSet {
  /** The committed SQL files, applied in name order. */
  readonly folder: string;
  /** Where the applied files' names are recorded, in the schema. */
  readonly table: string;
  /** The advisory lock's name (with the schema) that serialises two processes migrating at once. */
  readonly lockName: string;
  readonly schema: string;
  /** The club.id the migrating connection sets (rows a migration moves or makes are this club's). */
  readonly clubId: string;
}

/** Applies a set's pending files, each in its own transaction, on the owner's connection. */
export async function applyPostgresMigrations(client: pg.Client, set: PostgresMigrationSet): Promise<number> {
  const { folder, table, lockName, schema, clubId } = set;
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const quoted = quoteIdentifier(schema);
  const recorded = quoteIdentifier(table);
  const lockKey = `${lockName}:${schema}`;
  await client.query(`SELECT pg_advisory_lock(hashtextextended($1, 0))`, [lockKey]);
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoted}`);
    await client.query(`SET search_path TO ${quoted}`);
    await client.query("SELECT set_config('club.id', $1, false)", [checkClubId(clubId)]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${recorded} (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const done = new Set(
      (await client.query<{ name: string }>(`SELECT name FROM ${recorded}`)).rows.map((row) => row.name),
    );
    let applied = 0;
    for (const file of files) {
      if (done.has(file)) continue;
      await client.query('BEGIN');
      try {
        await client.query(readFileSync(`${folder}/${file}`, 'utf8'));
        await client.query(`INSERT INTO ${recorded} (name) VALUES ($1)`, [file]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
      applied++;
    }
    return applied;
  } finally {
    await client.query(`SELECT pg_advisory_unlock(hashtextextended($1, 0))`, [lockKey]);
  }
}
