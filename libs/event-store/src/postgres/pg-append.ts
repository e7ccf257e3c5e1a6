// append on PostgreSQL: the same promises as the SQLite append, in one transaction per batch.
// Every append first takes the log's advisory transaction lock, so appends commit one after the
// other in position order: position = head + 1 and the hash chain continue from the head that
// the previous append committed, and a reader can never see position n + 1 before n (README:
// "Global order without gaps a reader can miss").
import type pg from 'pg';
import type { EventToAppend } from '@club/events';
import { expectationHolds, isExpectedVersion, type ExpectedVersion } from '../append/expected-version';
import { replayStoredBatch, type AppendResult, type StoredEventLookup } from '../append/idempotency';
import { prepareEvents, type PreparedEvent } from '../append/prepare-events';
import { ConcurrencyError, InvalidAppendError } from '../errors/errors';
import { GENESIS_HASH } from '../hash-chain/event-hash';
import { rollBack, withConnection } from './pooled';
import { groupCommit, type PreparedAppend } from './pg-group-commit';
import { chainRows, insertWithLiterals } from './pg-rows';
import { appendLockSql, notifyChannel } from './schema-name';

export type PgAppend = (
  streamId: string,
  events: readonly EventToAppend[],
  expectedVersion: ExpectedVersion,
) => Promise<AppendResult>;

/** For tests only: see test/postgres/global-order.test.ts. */
export interface PgAppendHooks {
  /** Awaited after the rows are written, before COMMIT. */
  readonly beforeCommit?: (streamId: string) => Promise<void>;
  /**
   * Without the append lock, positions from this sequence: the usual design whose later position
   * can commit before an earlier one. Only to show that the test catches it.
   */
  readonly unsafePositionSequence?: string;
}

const INSERT_EVENTS =
  'WITH s AS (INSERT INTO streams (stream_id, version) VALUES ($1, $2) ' +
  'ON CONFLICT (club_id, stream_id) DO UPDATE SET version = excluded.version), ' +
  'e AS (INSERT INTO events (position, stream_id, stream_position, type, schema_version, data, event_id, ' +
  'occurred_at, recorded_at, actor_id, actor_role, correlation_id, causation_id, hash) ' +
  'SELECT p, $1, sp, t, v, d, id, oa, ra, ai, ar, ci, ca, h FROM unnest($3::bigint[], $4::bigint[], $5::text[], ' +
  '$6::int[], $7::text[], $8::uuid[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], ' +
  '$15::text[]) AS r(p, sp, t, v, d, id, oa, ra, ai, ar, ci, ca, h)) ' +
  'SELECT pg_notify($16, $17)';

const STORED =
  'SELECT event_id::text, position, stream_id, stream_position, type, schema_version, data FROM events ' +
  'WHERE event_id = ANY($1::uuid[])';

function isDuplicateEventId(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23505' && e.constraint === 'events_event_id';
}

async function storedLookup(client: pg.PoolClient, batch: readonly PreparedEvent[]): Promise<StoredEventLookup> {
  const result = await client.query({
    text: STORED,
    values: [batch.map((event) => event.metadata.eventId)],
    rowMode: 'array',
  });
  const rows = new Map<string, [number, string, number, string, number, string]>();
  for (const [eventId, ...row] of result.rows as [string, number, string, number, string, number, string][])
    rows.set(eventId, row);
  return (eventId) => rows.get(eventId);
}

export function createPgAppend(
  pool: pg.Pool,
  schema: string,
  clubId: string,
  now: () => Date,
  hooks: PgAppendHooks = {},
): PgAppend {
  const channel = notifyChannel(schema);
  const begin = hooks.unsafePositionSequence ? 'BEGIN' : `BEGIN; ${appendLockSql(schema, clubId)}`;

  const write = async (
    client: pg.PoolClient,
    streamId: string,
    batch: readonly PreparedEvent[],
    expected: ExpectedVersion,
  ): Promise<AppendResult> => {
    // One round trip: BEGIN, the lock, then the stream's version and the head. In READ COMMITTED
    // each statement of the string takes its own snapshot, so the last one is read after the lock
    // is held and sees the previous append's commit. (A string of statements takes no parameters:
    // the stream id is quoted by the client.)
    const results = (await client.query(
      `${begin}; SELECT (SELECT version FROM streams WHERE stream_id = ${client.escapeLiteral(streamId)}) AS version, ` +
        'h.position, h.hash FROM (SELECT 1) one ' +
        'LEFT JOIN LATERAL (SELECT position, hash FROM events ORDER BY position DESC LIMIT 1) h ON true',
    )) as unknown as pg.QueryResult[];
    const head = results[results.length - 1]!.rows[0] as {
      version: number | null;
      position: number | null;
      hash: string | null;
    };
    const { version, position: headPosition, hash: headHash } = head;
    const current = version ?? 0;
    if (!expectationHolds(expected, current)) {
      // A retry after a lost response sees a moved stream: answer it before calling it a conflict.
      const replay = replayStoredBatch(await storedLookup(client, batch), streamId, batch);
      await client.query('ROLLBACK');
      if (replay) return replay;
      throw new ConcurrencyError(streamId, expected, current === 0 ? 'no-stream' : current);
    }
    if (batch.length === 0) {
      await client.query('ROLLBACK');
      return { streamId, nextExpectedVersion: current, events: [], alreadyStored: false };
    }
    // Only in the unsafe test mode: positions handed out by a sequence, before commit.
    const taken = hooks.unsafePositionSequence
      ? (
          await client.query({
            text: `SELECT nextval('${hooks.unsafePositionSequence}') FROM generate_series(1, $1)`,
            values: [batch.length],
            rowMode: 'array',
          })
        ).rows.map((row) => Number(row[0]))
      : undefined;
    const start = { position: headPosition ?? 0, hash: headHash ?? GENESIS_HASH };
    const { columns, appended } = chainRows(batch, current, start, taken);
    const nextVersion = current + batch.length;
    // The notice names the club: the schema's listeners wake only the subscriptions of that club.
    if (hooks.beforeCommit) {
      await client.query(INSERT_EVENTS, [streamId, nextVersion, ...columns, channel, clubId]);
      await hooks.beforeCommit(streamId);
      await client.query('COMMIT');
    } else {
      // The rows and the COMMIT in one round trip: the lock is held for one fewer (bench pg.append50).
      const rows = insertWithLiterals(client, [{ streamId, nextVersion, columns }], channel, clubId);
      await client.query(`${rows}; COMMIT`);
    }
    return { streamId, nextExpectedVersion: nextVersion, events: appended, alreadyStored: false };
  };

  const single: PreparedAppend = (streamId, batch, expectedVersion) =>
    withConnection(pool, async (client) => {
      try {
        return await write(client, streamId, batch, expectedVersion);
      } catch (error) {
        if (!isDuplicateEventId(error) || !(await rollBack(client))) throw error;
        // The batch was rolled back; committed events never change, so this read needs no lock.
        const replay = replayStoredBatch(await storedLookup(client, batch), streamId, batch);
        if (replay) return replay;
        throw error;
      }
    });
  // The test hooks act on one append at a time: no grouping with them.
  const appendPrepared =
    hooks.beforeCommit || hooks.unsafePositionSequence ? single : groupCommit(pool, schema, clubId, channel, single);

  return async (streamId, events, expectedVersion) => {
    if (!isExpectedVersion(expectedVersion)) {
      throw new InvalidAppendError(
        `stream ${String(streamId)}: expectedVersion must be a version number >= 0, 'no-stream', 'exists' or 'any', got ${JSON.stringify(expectedVersion)}`,
      );
    }
    return appendPrepared(streamId, prepareEvents(streamId, events, now().toISOString()), expectedVersion);
  };
}
