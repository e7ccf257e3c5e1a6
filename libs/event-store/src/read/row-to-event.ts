// Rows come back as arrays (better-sqlite3 raw mode: no per-row key objects) in EVENT_COLUMNS
// order and become RecordedEvents, upcast to their latest schema version. Stream ids, event kinds
// (type and schema version) and actors arrive as integer keys and are mapped to the values the dictionaries hold, so a row
// costs no new string for them; each event is built as object literals of one shape.
import type { Actor, EventMetadata, RecordedEvent, UpcasterRegistry } from '@club/events';
import type { Dictionaries } from '../dictionary/dictionaries';

export const EVENT_COLUMNS =
  'position, stream_key, stream_position, type_key, actor_key, data, event_id, occurred_at, recorded_at, correlation_id, causation_id';

export type EventRow = [
  position: number,
  streamKey: number,
  streamPosition: number,
  typeKey: number,
  actorKey: number,
  data: string,
  eventId: string,
  occurredAt: string | null,
  recordedAt: string,
  correlationId: string | null,
  causationId: string | null,
];

/** Stored metadata with the optional ids present only when stored (four literal shapes, no property added later). */
export function recordedMetadata(
  eventId: string,
  occurredAt: string,
  recordedAt: string,
  actor: Actor,
  correlationId: string | null,
  causationId: string | null,
): EventMetadata {
  if (correlationId === null) {
    return causationId === null
      ? { eventId, occurredAt, recordedAt, actor }
      : { eventId, occurredAt, recordedAt, actor, causationId };
  }
  return causationId === null
    ? { eventId, occurredAt, recordedAt, actor, correlationId }
    : { eventId, occurredAt, recordedAt, actor, correlationId, causationId };
}

export type RowToEvent = (row: EventRow) => RecordedEvent;

export function rowToEvent(dictionaries: Dictionaries, upcasters: UpcasterRegistry | undefined): RowToEvent {
  const { streams, types, actors } = dictionaries;
  const plain = (row: EventRow): RecordedEvent => {
    const recordedAt = row[8];
    const kind = types.valueOf(row[3]);
    return {
      position: row[0],
      streamId: streams.valueOf(row[1]),
      streamPosition: row[2],
      type: kind.type,
      schemaVersion: kind.schemaVersion,
      data: JSON.parse(row[5]) as unknown,
      // occurred_at is NULL when the event occurred when it was recorded.
      metadata: recordedMetadata(row[6], row[7] ?? recordedAt, recordedAt, actors.valueOf(row[4]), row[9], row[10]),
    };
  };
  return upcasters ? (row) => upcasters.upcast(plain(row)) : plain;
}
