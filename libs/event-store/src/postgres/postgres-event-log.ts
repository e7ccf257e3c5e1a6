// The PostgreSQL adapter of the EventLog. A pool of connections that run as the writer role
// (SELECT and INSERT on events, no UPDATE or DELETE) with the log's schema as search_path; the
// migrations run first on a connection of the URL's own user, who owns the tables.
// Subscriptions LISTEN on the log's channel (appends NOTIFY at commit) and poll as the fallback.
import pg from 'pg';
import type { UpcasterRegistry } from '@club/events';
import { batchSizeOf } from '../subscription/catch-up';
import type { EventLog, LogProjection, LogQuery } from '../log/event-log';
import { catchUpAll, subscribeLog } from '../log/log-subscription';
import { checkProjection } from '../log/sqlite-event-log';
import { migratePostgresLog } from './migrate';
import { withConnection } from './pooled';
import { createPgAppend, type PgAppendHooks } from './pg-append';
import { createPgImport, type PgImport } from './pg-import';
import { queryEvents } from './pg-event-query';
import { createPgReads, PG_EVENT_COLUMNS, pgFieldsToEvent } from './pg-reads';
import { clubConnectionConfig, asOwner } from './club-connection';
import { checkClubId, checkSchemaName, notifyChannel } from './schema-name';

export interface PostgresEventLogOptions {
  /** postgres://user@host:port/database: the user owns the database's log schema (migrations). */
  readonly url: string;
  /** The schema that holds the log (default 'public'). */
  readonly schema?: string;
  /**
   * The club whose log this is: the connections' setting club.id, which the tables' row-level
   * security policies compare with each row's club (README: "Many clubs in one database").
   */
  readonly clubId: string;
  /** Connections in the pool (default 10). */
  readonly poolSize?: number;
  readonly upcasters?: UpcasterRegistry;
  readonly now?: () => Date;
  /** For tests only (pg-append.ts). */
  readonly appendHooks?: PgAppendHooks;
}

export interface PostgresEventLog extends EventLog {
  readonly engine: 'postgres';
  /** How many migrations this open applied. */
  readonly migrationsApplied: number;
  /**
   * Copies recorded events in, keeping their ids, positions and times (pg-import.ts): the batch
   * must continue the log exactly. For `club migrate --to postgres`, not for the application.
   */
  readonly importEvents: PgImport;
}

const objectsQuery =
  (runner: { query: (text: string, values?: unknown[]) => Promise<pg.QueryResult> }): LogQuery =>
  async (text, params = []) =>
    (await runner.query(text, [...params])).rows as Record<string, unknown>[];

export async function openPostgresEventLog(options: PostgresEventLogOptions): Promise<PostgresEventLog> {
  const schema = checkSchemaName(options.schema ?? 'public');
  const clubId = checkClubId(options.clubId);
  const now = options.now ?? (() => new Date());
  const migrationsApplied = await asOwner(options.url, (owner) => migratePostgresLog(owner, schema, clubId));
  // Set at connection start, before any query: every statement runs as the writer role, and
  // sees and writes only this club's rows (no checkout can forget it).
  const connection = clubConnectionConfig({ url: options.url, schema, clubId });
  const pool = new pg.Pool({ ...connection, max: options.poolSize ?? 10 });
  // An idle connection's error (the server restarted) must not end the process; the next query reconnects.
  pool.on('error', () => undefined);

  const toEvent = pgFieldsToEvent(options.upcasters);
  const storedNamesOf = options.upcasters ? (type: string) => options.upcasters!.storedNamesOf(type) : undefined;
  const reads = createPgReads(pool, toEvent, storedNamesOf);
  const append = createPgAppend(pool, schema, clubId, now, options.appendHooks);

  // One LISTEN connection for all of this log's subscriptions, made with the first one.
  const wakers = new Set<() => void>();
  let listener: Promise<pg.Client | undefined> | undefined;
  const listen = () => {
    listener ??= (async () => {
      const client = new pg.Client(connection);
      client.on('notification', (notice) => {
        // Other clubs of the schema notify on the same channel: their appends are not ours.
        if (notice.payload !== clubId) return;
        for (const wake of wakers) wake();
      });
      // A lost LISTEN connection leaves the subscriptions polling.
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.query(`LISTEN ${notifyChannel(schema)}`);
        // An append committed before LISTEN took effect notified no one: look once more.
        for (const wake of wakers) wake();
        return client;
      } catch {
        await client.end().catch(() => undefined);
        return undefined;
      }
    })();
    return listener;
  };

  const batch = async (projection: LogProjection, size: number): Promise<number> => {
    checkProjection(projection);
    // Polling when caught up takes no lock and writes nothing.
    const state = await pool.query({
      text:
        'SELECT coalesce((SELECT position FROM projection_checkpoints WHERE projection = $1), 0), ' +
        'coalesce((SELECT max(position) FROM events), 0)::bigint',
      values: [projection.name],
      rowMode: 'array',
    });
    const [checkpoint, head] = state.rows[0] as [number, number];
    if (checkpoint >= head) return 0;
    return withConnection(pool, async (client) => {
      await client.query('BEGIN');
      // The checkpoint row, locked: two processes running the same projection take turns.
      await client.query(
        "INSERT INTO projection_checkpoints (projection, position, updated_at) VALUES ($1, 0, '') " +
          'ON CONFLICT (club_id, projection) DO NOTHING',
        [projection.name],
      );
      const locked = await client.query({
        text: 'SELECT position FROM projection_checkpoints WHERE projection = $1 FOR UPDATE',
        values: [projection.name],
        rowMode: 'array',
      });
      const from = locked.rows[0]![0] as number;
      // The next `size` positions committed: a prefix of the log, since appends commit in position order.
      const events = await queryEvents(
        client,
        `SELECT ${PG_EVENT_COLUMNS} FROM events WHERE position > $1 ORDER BY position LIMIT $2`,
        [from, size],
        toEvent,
      );
      if (events.length === 0) {
        await client.query('ROLLBACK');
        return 0;
      }
      const wanted = projection.types && new Set(projection.types);
      const context = { query: objectsQuery(client) };
      for (const event of events) {
        if (!wanted || wanted.has(event.type)) await projection.apply(event, context);
      }
      const to = events[events.length - 1]!.position;
      await client.query('UPDATE projection_checkpoints SET position = $2, updated_at = $3 WHERE projection = $1', [
        projection.name,
        to,
        now().toISOString(),
      ]);
      await client.query('COMMIT');
      return to - from;
    });
  };

  return {
    engine: 'postgres',
    migrationsApplied,
    append,
    importEvents: createPgImport(pool, schema, clubId),
    ...reads,
    async checkpoint(projection) {
      const found = await pool.query({
        text: 'SELECT position FROM projection_checkpoints WHERE projection = $1',
        values: [projection],
        rowMode: 'array',
      });
      return (found.rows[0]?.[0] as number | undefined) ?? 0;
    },
    catchUp: async (projection, catchUpOptions) => catchUpAll(batch, projection, batchSizeOf(catchUpOptions)),
    subscribe(projection, subscribeOptions = {}) {
      return subscribeLog(batch, projection, subscribeOptions, (wake) => {
        wakers.add(wake);
        void listen();
        return () => wakers.delete(wake);
      });
    },
    query: objectsQuery(pool),
    async close() {
      const client = await listener;
      await client?.end().catch(() => undefined);
      await pool.end();
    },
  };
}
