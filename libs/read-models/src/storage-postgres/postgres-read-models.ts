// The read models of one club in PostgreSQL: the tables of ./migrations in the log's schema, a
// pool of the club's connections (the writer role, club.id set at connection start: the event
// store's clubConnectionConfig), a rebuild from the club's log, and reads of its documents.
import pg from 'pg';
import {
  checkClubId,
  clubConnectionConfig,
  asOwner,
  type ClubConnectionOptions,
  type EventLog,
} from '@club/event-store';
import type { RebuildReport } from '../storage/rebuild';
import type { CheckpointRow } from '../storage/statements';
import { migratePostgresReadModels } from './migrate';
import { rebuildOnPostgres, type PostgresRebuildOptions, type ReadModelRegistry } from './rebuild-on-log';

export interface PostgresReadModelsOptions extends ClubConnectionOptions {
  /** Connections in the pool (default 4). */
  readonly poolSize?: number;
  readonly now?: () => Date;
}

export interface StoredDerivedDocument<Doc = unknown> {
  readonly doc: Doc;
  readonly jobId: string;
  readonly sourceStream: string;
  readonly sourceVersion: number;
  readonly sourcePosition: number;
}

export interface FederationConsent {
  readonly shares: boolean;
  readonly at: string;
}

export interface PostgresReadModels {
  readonly clubId: string;
  /** How many read-model migrations this open applied. */
  readonly migrationsApplied: number;
  /** Replaces the club's read models by a replay of `log`, which must be the same club's. */
  rebuild(log: EventLog, registry: ReadModelRegistry, options?: PostgresRebuildOptions): Promise<RebuildReport>;
  document<Doc = unknown>(projection: string, key: string): Promise<Doc | undefined>;
  /** A projection's documents in key order (bytewise, as SQLite's). */
  documents(projection: string): Promise<Array<{ readonly key: string; readonly doc: unknown }>>;
  derived<Doc = unknown>(kind: string, key: string): Promise<StoredDerivedDocument<Doc> | undefined>;
  checkpoints(): Promise<CheckpointRow[]>;
  /** Records whether the club shares its results with the federation (its views: 0002_federation_views.sql). */
  shareWithFederation(shares: boolean): Promise<void>;
  /** The club's consent as last recorded; undefined when never recorded (not shared). */
  federationConsent(): Promise<FederationConsent | undefined>;
  close(): Promise<void>;
}

/** Refuses a PostgreSQL log opened for another club: its events would become this club's documents. */
async function checkSameClub(log: EventLog, clubId: string): Promise<void> {
  if (log.engine !== 'postgres') return;
  const [row] = await log.query("SELECT current_setting('club.id', true) AS club");
  const logClub = row?.['club'];
  if (logClub !== clubId)
    throw new RangeError(`the log is club ${JSON.stringify(logClub)}'s, not club ${JSON.stringify(clubId)}'s`);
}

export async function openPostgresReadModels(options: PostgresReadModelsOptions): Promise<PostgresReadModels> {
  const clubId = checkClubId(options.clubId);
  const schema = options.schema ?? 'public';
  const connection = clubConnectionConfig({ url: options.url, schema, clubId });
  const now = options.now ?? (() => new Date());
  const migrationsApplied = await asOwner(options.url, (owner) => migratePostgresReadModels(owner, schema, clubId));
  const pool = new pg.Pool({ ...connection, max: options.poolSize ?? 4 });
  // An idle connection's error (the server restarted) must not end the process; the next query reconnects.
  pool.on('error', () => undefined);
  const rows = async (text: string, values: unknown[]) => (await pool.query({ text, values, rowMode: 'array' })).rows;

  return {
    clubId,
    migrationsApplied,
    async rebuild(log, registry, rebuildOptions) {
      await checkSameClub(log, clubId);
      // A connection of its own, in pipeline mode (./pipeline.ts), for the rebuild's transaction.
      const client = new pg.Client({ ...connection, pipeline: true });
      client.on('error', () => undefined);
      await client.connect();
      try {
        return await rebuildOnPostgres(client, log, registry, now().toISOString(), rebuildOptions);
      } catch (error) {
        // Behind whatever was sent: the transaction ends with nothing written.
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        await client.end().catch(() => undefined);
      }
    },
    async document<Doc>(projection: string, key: string) {
      const [row] = await rows('SELECT doc FROM read_model_documents WHERE projection = $1 AND key = $2', [
        projection,
        key,
      ]);
      return row === undefined ? undefined : (JSON.parse(row[0] as string) as Doc);
    },
    async documents(projection) {
      const found = await rows('SELECT key, doc FROM read_model_documents WHERE projection = $1 ORDER BY key', [
        projection,
      ]);
      return found.map(([key, doc]) => ({ key: key as string, doc: JSON.parse(doc as string) as unknown }));
    },
    async derived<Doc>(kind: string, key: string) {
      const [row] = await rows(
        'SELECT doc, job_id, source_stream, source_version, source_position FROM read_model_derived ' +
          'WHERE kind = $1 AND key = $2',
        [kind, key],
      );
      if (row === undefined) return undefined;
      return {
        doc: JSON.parse(row[0] as string) as Doc,
        jobId: row[1] as string,
        sourceStream: row[2] as string,
        sourceVersion: row[3] as number,
        sourcePosition: row[4] as number,
      };
    },
    async checkpoints() {
      const found = await rows('SELECT name, version, position FROM read_model_projections ORDER BY name', []);
      return found.map(([name, version, position]) => ({
        name: name as string,
        version: version as number,
        position: position as number,
      }));
    },
    async shareWithFederation(shares) {
      // club_id is the connection's club (its default; the policy refuses any other).
      await rows(
        'INSERT INTO read_model_federation_consent (shares, at) VALUES ($1, $2) ' +
          'ON CONFLICT (club_id) DO UPDATE SET shares = excluded.shares, at = excluded.at',
        [shares, now().toISOString()],
      );
    },
    async federationConsent() {
      const [row] = await rows('SELECT shares, at FROM read_model_federation_consent', []);
      return row === undefined ? undefined : { shares: row[0] as boolean, at: row[1] as string };
    },
    close: () => pool.end(),
  };
}

/** Opens the club's read models, rebuilds them from `log` (the club's), and closes them. */
export async function rebuildReadModelsOnLog(
  log: EventLog,
  options: PostgresReadModelsOptions & { readonly registry: ReadModelRegistry } & PostgresRebuildOptions,
): Promise<RebuildReport> {
  const readModels = await openPostgresReadModels(options);
  try {
    return await readModels.rebuild(log, options.registry, options);
  } finally {
    await readModels.close();
  }
}
