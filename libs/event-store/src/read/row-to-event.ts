// Rows come back as arrays (better-sqlite3 raw mode: no per-row key objects) in EVENT_COLUMNS
// order and become RecordedEvents, upcast to their latest schema version.
import type { EventMetadata, RecordedEvent, UpcasterRegistry } from '@club/events';

export const EVENT_COLUMNS =
  'position, stream_id, stream_position, type, schema_version, data, event_id, occurred_at, recorded_at, actor_id, actor_role, correlation_id, causation_id';

export type EventRow = [
  position: number, streamId: string, streamPosition: number, type: string, schemaVersion: number, data: string,
  eventId: string, occurredAt: string, recordedAt: string, actorId: string, actorRole: string,
  correlationId: string | null, causationId: string | null,
];

export function rowMetadata(row: EventRow | [...EventRow, ...unknown[]]): EventMetadata {
  const metadata: { -readonly [K in keyof EventMetadata]: EventMetadata[K] } = {
    eventId: row[6], occurredAt: row[7], recordedAt: row[8], actor: { id: row[9], role: row[10] },
  };
  if (row[11] !== null) metadata.correlationId = row[11];
  if (row[12] !== null) metadata.causationId = row[12];
  return metadata;
}

export type RowToEvent = (row: EventRow) => RecordedEvent;

export function rowToEvent(upcasters: UpcasterRegistry | undefined): RowToEvent {
  const plain = (row: EventRow): RecordedEvent => ({
    position: row[0], streamId: row[1], streamPosition: row[2], type: row[3], schemaVersion: row[4],
    data: JSON.parse(row[5]) as unknown, metadata: rowMetadata(row),
  });
  return upcasters ? (row) => upcasters.upcast(plain(row)) : plain;
}
