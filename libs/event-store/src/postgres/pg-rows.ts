// The rows an append writes on PostgreSQL: positions, stream positions and the chain hashes of a
// batch (chainRows), and the INSERT of one or several streams' batches as one statement of
// literals that COMMIT can follow in the same round trip (insertWithLiterals); the metadata
// columns, which the import path (pg-import.ts) writes the same way (metadataColumns).
import type pg from 'pg';
import type { EventMetadata } from '@club/events';
import type { AppendedEvent } from '../append/idempotency';
import type { PreparedEvent } from '../append/prepare-events';
import { canonicalForm, chainHash } from '../hash-chain/event-hash';

const EVENT_COLUMNS =
  'position, stream_id, stream_position, type, schema_version, data, event_id, occurred_at, recorded_at, ' +
  'actor_id, actor_role, correlation_id, causation_id, hash';

/** One stream's rows of an append, as columns (all of events' but stream_id, in EVENT_COLUMNS order). */
export interface StreamRows {
  readonly streamId: string;
  readonly nextVersion: number;
  readonly columns: readonly unknown[][];
}

/**
 * INSERT_EVENTS with the values written as quoted literals, so that COMMIT can follow it in the
 * same string (a string of statements takes no parameters). Texts go through the client's
 * escapeLiteral; numbers are integers the append computed. Several streams' batches (a group
 * commit) go in one statement. The rows take the connection's club (club_id's default, checked by
 * row-level security), and the notice names it: only that club's subscriptions wake.
 */
export function insertWithLiterals(
  client: pg.PoolClient,
  batches: readonly StreamRows[],
  channel: string,
  clubId: string,
): string {
  const literal = (value: unknown) =>
    value === null ? 'NULL' : typeof value === 'number' ? String(value) : client.escapeLiteral(value as string);
  const rows: string[] = [];
  const versions = new Map<string, number>();
  for (const { streamId, nextVersion, columns } of batches) {
    const stream = literal(streamId);
    versions.set(stream, nextVersion);
    for (let i = 0; i < columns[0]!.length; i++) {
      let row = `(${literal(columns[0]![i])},${stream}`;
      for (let c = 1; c < 13; c++) row += `,${literal(columns[c]![i])}`;
      rows.push(`${row})`);
    }
  }
  const streams = [...versions].map(([stream, version]) => `(${stream}, ${version})`).join(',');
  return (
    `WITH s AS (INSERT INTO streams (stream_id, version) VALUES ${streams} ` +
    'ON CONFLICT (club_id, stream_id) DO UPDATE SET version = excluded.version), ' +
    `e AS (INSERT INTO events (${EVENT_COLUMNS}) VALUES ${rows.join(',')}) ` +
    `SELECT pg_notify(${literal(channel)}, ${literal(clubId)})`
  );
}

/** The metadata columns of an event row (event_id … causation_id); occurred_at only when it differs. */
export function metadataColumns(m: EventMetadata): unknown[] {
  return [
    m.eventId,
    m.occurredAt === m.recordedAt ? null : m.occurredAt,
    m.recordedAt,
    m.actor.id,
    m.actor.role,
    m.correlationId ?? null,
    m.causationId ?? null,
  ];
}

/** The rows of a batch that extends the log at `head` and its stream at version `current`. */
export function chainRows(
  batch: readonly PreparedEvent[],
  current: number,
  head: { position: number; hash: string },
  taken?: readonly number[],
): { columns: unknown[][]; appended: AppendedEvent[]; position: number; hash: string } {
  let { position, hash } = head;
  const n = batch.length;
  const columns = Array.from({ length: 13 }, () => new Array<unknown>(n));
  const appended: AppendedEvent[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const event = batch[i]!;
    const m = event.metadata;
    const streamPosition = current + i + 1;
    position = taken ? taken[i]! : position + 1;
    hash = chainHash(hash, canonicalForm(event.parts, position, streamPosition));
    const row = [
      position,
      streamPosition,
      event.type,
      event.schemaVersion,
      event.dataJson,
      ...metadataColumns(m),
      hash,
    ];
    for (let c = 0; c < 13; c++) columns[c]![i] = row[c];
    appended[i] = { eventId: m.eventId, position, streamPosition };
  }
  return { columns, appended, position, hash };
}
