// Reads of the PostgreSQL log: rows as arrays in PG_EVENT_COLUMNS order, made into RecordedEvents
// and upcast as the SQLite reads do. One statement per read: one snapshot, and since appends
// commit in position order (pg-append.ts) a snapshot holds every position up to its last.
import type pg from 'pg';
import type { Actor, RecordedEvent, UpcasterRegistry } from '@club/events';
import { checkStreamId } from '../append/prepare-events';
import { chainWalk, type ChainReport, type VerifiedRow } from '../hash-chain/verify-chain';
import { limitOf, startOf, type IterateAllOptions, type ReadAllOptions, type ReadStreamOptions } from '../read/read';
import { iteratePages } from '../log/iterate-pages';
import { recordedMetadata } from '../read/row-to-event';
import { withConnection } from './pooled';
import { poolEvents } from './pg-event-query';
import { readingAhead } from './pg-read-ahead';

export const PG_EVENT_COLUMNS =
  'position, stream_id, stream_position, type, schema_version, data, event_id::text, occurred_at, recorded_at, ' +
  'actor_id, actor_role, correlation_id, causation_id';

/** A row of PG_EVENT_COLUMNS as the server sends it: text (numbers too), null where NULL. */
export type PgEventFields = readonly [
  position: string,
  streamId: string,
  streamPosition: string,
  type: string,
  schemaVersion: string,
  data: string,
  eventId: string,
  occurredAt: string | null,
  recordedAt: string,
  actorId: string,
  actorRole: string,
  correlationId: string | null,
  causationId: string | null,
];

export type PgFieldsToEvent = (fields: PgEventFields) => RecordedEvent;

/** Events from rows' text fields (pg-event-query.ts), upcast; numbers are integers in text. */
export function pgFieldsToEvent(upcasters: UpcasterRegistry | undefined): PgFieldsToEvent {
  // One frozen actor per (id, role), shared by its events, as the SQLite dictionaries do. Looked
  // up by role, then id: no key string is built per row (that cost a scan a sixth of its decoding).
  const byRole = new Map<string, Map<string, Actor>>();
  const actorOf = (id: string, role: string): Actor => {
    let ids = byRole.get(role);
    if (!ids) byRole.set(role, (ids = new Map()));
    let actor = ids.get(id);
    if (!actor) ids.set(id, (actor = Object.freeze({ id, role })));
    return actor;
  };
  const plain = (f: PgEventFields): RecordedEvent => {
    const recordedAt = f[8];
    return {
      position: Number(f[0]),
      streamId: f[1],
      streamPosition: Number(f[2]),
      type: f[3],
      schemaVersion: Number(f[4]),
      data: JSON.parse(f[5]) as unknown,
      // occurred_at is NULL when the event occurred when it was recorded.
      metadata: recordedMetadata(f[6], f[7] ?? recordedAt, recordedAt, actorOf(f[9], f[10]), f[11], f[12]),
    };
  };
  return upcasters ? (fields) => upcasters.upcast(plain(fields)) : plain;
}

export interface PgReads {
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  iterateAll(options?: IterateAllOptions): AsyncIterableIterator<RecordedEvent>;
  streamVersion(streamId: string): Promise<number>;
  headPosition(): Promise<number>;
  verifyChain(): Promise<ChainReport>;
}

/** Rows per statement while verifying the chain (the whole log is never held at once). */
const VERIFY_PAGE = 10_000;

export function createPgReads(
  pool: pg.Pool,
  toEvent: PgFieldsToEvent,
  storedNamesOf?: (type: string) => readonly string[],
): PgReads {
  const rows = async (text: string, values: unknown[]) =>
    (await pool.query({ text, values, rowMode: 'array' })).rows as unknown[][];
  const events = (text: string, values: unknown[]) => poolEvents(pool, text, values, toEvent);
  // SQLite's -1 (no limit) is PostgreSQL's LIMIT NULL.
  const sqlLimit = (limit: number) => (limit < 0 ? null : limit);

  /** Events from `from` in order, of the stored names of `types` (a renamed type is stored under its old names too). */
  const stored = async (from: number, limit: number | null, types: readonly string[] | undefined) => {
    if (!types)
      return events(`SELECT ${PG_EVENT_COLUMNS} FROM events WHERE position >= $1 ORDER BY position LIMIT $2`, [
        from,
        limit,
      ]);
    const names = storedNamesOf ? [...new Set(types.flatMap(storedNamesOf))] : types;
    return events(
      `SELECT ${PG_EVENT_COLUMNS} FROM events WHERE position >= $1 AND type = ANY($3::text[]) ` +
        'ORDER BY position LIMIT $2',
      [from, limit, names],
    );
  };
  /** Of the events read by stored name, those read as one of `types` (all, when nothing is renamed). */
  const asAsked = (types: readonly string[] | undefined) =>
    types && storedNamesOf ? (event: RecordedEvent) => types.includes(event.type) : undefined;

  return {
    async readStream(streamId, options = {}) {
      checkStreamId(streamId);
      const from = startOf(options.from, `readStream ${streamId}: from`);
      const limit = limitOf(options.limit, `readStream ${streamId}`);
      return events(
        `SELECT ${PG_EVENT_COLUMNS} FROM events WHERE stream_id = $1 AND stream_position >= $2 ` +
          'ORDER BY stream_position LIMIT $3',
        [streamId, from, sqlLimit(limit)],
      );
    },
    async readAll(options = {}) {
      const from = startOf(options.fromPosition, 'readAll: fromPosition');
      const limit = limitOf(options.limit, 'readAll');
      const types = options.types;
      if (types?.length === 0) return [];
      const found = await stored(from, sqlLimit(limit), types);
      const keep = asAsked(types);
      return keep ? found.filter(keep) : found;
    },
    iterateAll: (options = {}) =>
      iteratePages(
        readingAhead((from, size) => stored(from, size, options.types), options.limit ?? -1),
        options,
        asAsked(options.types),
      ),
    async streamVersion(streamId) {
      const found = await rows('SELECT version FROM streams WHERE stream_id = $1', [streamId]);
      return (found[0]?.[0] as number | undefined) ?? 0;
    },
    async headPosition() {
      return (await rows('SELECT coalesce(max(position), 0)::bigint FROM events', []))[0]![0] as number;
    },
    async verifyChain() {
      // One snapshot for the pages and the streams, on one connection.
      return withConnection(pool, async (client) => {
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        const report = await walkChain(client);
        await client.query('COMMIT');
        return report;
      });
    },
  };
}

async function walkChain(client: pg.PoolClient): Promise<ChainReport> {
  const walk = chainWalk();
  for (let after = 0; ;) {
    const page = await client.query({
      text:
        'SELECT position, stream_id, stream_position, type, schema_version, data, event_id::text, occurred_at, ' +
        'recorded_at, actor_id, actor_role, correlation_id, causation_id, hash FROM events WHERE position > $1 ' +
        'ORDER BY position LIMIT $2',
      values: [after, VERIFY_PAGE],
      rowMode: 'array',
    });
    for (const row of page.rows as VerifiedRow[]) {
      const failure = walk.next(row);
      if (failure) return failure;
    }
    if (page.rows.length < VERIFY_PAGE) break;
    after = (page.rows[page.rows.length - 1] as VerifiedRow)[0];
  }
  const streams = await client.query({
    text: 'SELECT stream_id, version FROM streams ORDER BY stream_id',
    rowMode: 'array',
  });
  return walk.finish(streams.rows as [string, number][]);
}
