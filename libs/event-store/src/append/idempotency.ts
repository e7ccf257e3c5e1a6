// A retried append whose eventIds are already stored returns the original positions and writes
// nothing. A batch is replayed only as a whole: if some of its eventIds are stored and others
// are new, or a stored eventId belongs to another event, the batch is refused, because storing
// only the new part would split what the writer meant as one atomic fact.
import type Database from 'better-sqlite3';
import { IdempotencyConflictError } from '../errors/errors';
import type { PreparedEvent } from './prepare-events';

export interface AppendedEvent {
  readonly eventId: string;
  readonly position: number;
  readonly streamPosition: number;
}

export interface AppendResult {
  readonly streamId: string;
  /** The stream's version after this batch (the last event's stream position): the next expectedVersion. */
  readonly nextExpectedVersion: number;
  readonly events: readonly AppendedEvent[];
  /** True when the whole batch was already stored: nothing was written, these are the original positions. */
  readonly alreadyStored: boolean;
}

type StoredRow = [
  position: number,
  streamId: string,
  streamPosition: number,
  type: string,
  schemaVersion: number,
  data: string,
];

export type StoredEventLookup = (eventId: string) => StoredRow | undefined;

export function storedEventLookup(sqlite: Database.Database): StoredEventLookup {
  const statement = sqlite
    .prepare(
      'SELECT e.position, s.stream_id, e.stream_position, t.type, t.schema_version, e.data FROM events e ' +
        'JOIN streams s ON s.stream_key = e.stream_key JOIN event_types t ON t.type_key = e.type_key WHERE e.event_id = ?',
    )
    .raw();
  return (eventId) => statement.get(eventId) as StoredRow | undefined;
}

/** The original result when every event of the batch is stored, undefined when none is. */
export function replayStoredBatch(
  lookup: StoredEventLookup,
  streamId: string,
  batch: readonly PreparedEvent[],
): AppendResult | undefined {
  const stored: AppendedEvent[] = [];
  const fresh: string[] = [];
  for (const event of batch) {
    const eventId = event.metadata.eventId;
    const row = lookup(eventId);
    if (!row) {
      fresh.push(eventId);
      continue;
    }
    const [position, storedStream, streamPosition, type, schemaVersion, data] = row;
    if (
      storedStream !== streamId ||
      type !== event.type ||
      schemaVersion !== event.schemaVersion ||
      data !== event.dataJson
    ) {
      throw new IdempotencyConflictError(
        `eventId ${eventId} is already stored as a different event (stream ${storedStream}, position ${position}, ${type} v${schemaVersion}); ` +
          `this append to stream ${streamId} has ${event.type} v${event.schemaVersion} with other data or another stream`,
        [eventId],
        [],
      );
    }
    stored.push({ eventId, position, streamPosition });
  }
  if (stored.length === 0) return undefined;
  if (fresh.length > 0) {
    throw new IdempotencyConflictError(
      `stream ${streamId}: the batch mixes ${stored.length} stored eventId(s) (${stored.map((s) => s.eventId).join(', ')}) ` +
        `with ${fresh.length} new one(s) (${fresh.join(', ')}); retry the original batch unchanged, or append the new events on their own`,
      stored.map((s) => s.eventId),
      fresh,
    );
  }
  return {
    streamId,
    nextExpectedVersion: stored[stored.length - 1]!.streamPosition,
    events: stored,
    alreadyStored: true,
  };
}
