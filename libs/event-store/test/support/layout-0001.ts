// A file in the layout of migrations 0000 and 0001 (stream id, type and actor as text in every
// event row), written with plain SQL: only those two migrations are applied, then the sample
// events are inserted with the hashes the store has always computed. Returns the events as a
// reader must see them.
import type { RecordedEvent } from '@club/events';
import { openAtMigrations, sampleEvents } from './old-layout';

const OLD_TAGS = ['0000_events_streams_checkpoints', '0001_append_only_triggers'];

/** `count` events over `streams` streams (see sampleEvents), all of schema version 1. */
export function writeLayout0001(file: string, count: number, streams: number): RecordedEvent[] {
  const sqlite = openAtMigrations(file, OLD_TAGS);
  const insert = sqlite.prepare(
    'INSERT INTO events (position, stream_id, stream_position, type, schema_version, data, event_id, occurred_at, recorded_at, ' +
      'actor_id, actor_role, correlation_id, causation_id, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const upsertStream = sqlite.prepare(
    'INSERT INTO streams (stream_id, version) VALUES (?, ?) ON CONFLICT (stream_id) DO UPDATE SET version = excluded.version',
  );
  const samples = sampleEvents(count, streams);
  sqlite.transaction(() => {
    for (const { event: e, dataJson, hash } of samples) {
      const m = e.metadata;
      upsertStream.run(e.streamId, e.streamPosition);
      insert.run(
        e.position,
        e.streamId,
        e.streamPosition,
        e.type,
        e.schemaVersion,
        dataJson,
        m.eventId,
        m.occurredAt,
        m.recordedAt,
        m.actor.id,
        m.actor.role,
        m.correlationId ?? null,
        m.causationId ?? null,
        hash,
      );
    }
  })();
  sqlite.close();
  return samples.map((s) => s.event);
}
