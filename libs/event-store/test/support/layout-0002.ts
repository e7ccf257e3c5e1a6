// A file in the layout of migration 0002 (dictionary keys for stream ids, types and actors; the
// schema version in every event row), written with plain SQL: only migrations 0000 to 0002 are
// applied, then the sample events are inserted with their dictionary rows, keys in order of
// first appearance as the store gave them. Returns the events and the head hash.
import type { RecordedEvent } from '@club/events';
import { openAtMigrations, sampleEvents } from './old-layout';

const OLD_TAGS = ['0000_events_streams_checkpoints', '0001_append_only_triggers', '0002_keyed_dictionaries'];

/** Keys given in order of first appearance, as an append gives them. */
function keyer(insert: (text: string) => void): (text: string) => number {
  const keys = new Map<string, number>();
  return (text) => {
    let key = keys.get(text);
    if (key === undefined) {
      key = keys.size + 1;
      keys.set(text, key);
      insert(text);
    }
    return key;
  };
}

/** `count` events over `streams` streams (see sampleEvents), with the schema versions `versionOf` gives. */
export function writeLayout0002(
  file: string,
  count: number,
  streams: number,
  versionOf: (position: number) => number,
): { events: RecordedEvent[]; headHash: string } {
  const sqlite = openAtMigrations(file, OLD_TAGS);
  const insert = sqlite.prepare(
    'INSERT INTO events (position, stream_key, stream_position, type_key, schema_version, actor_key, data, event_id, occurred_at, ' +
      'recorded_at, correlation_id, causation_id, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertStream = sqlite.prepare('INSERT INTO streams (stream_id, version) VALUES (?, 1)');
  const updateStream = sqlite.prepare('UPDATE streams SET version = ? WHERE stream_key = ?');
  const insertType = sqlite.prepare('INSERT INTO event_types (type) VALUES (?)');
  const insertActor = sqlite.prepare('INSERT INTO actors (actor_id, actor_role) VALUES (?, ?)');
  const streamKey = keyer((id) => insertStream.run(id));
  const typeKey = keyer((type) => insertType.run(type));
  const actorKey = keyer((text) => insertActor.run(...(JSON.parse(text) as [string, string])));
  const samples = sampleEvents(count, streams, versionOf);
  sqlite.transaction(() => {
    for (const { event: e, dataJson, hash } of samples) {
      const m = e.metadata;
      const stream = streamKey(e.streamId);
      if (e.streamPosition > 1) updateStream.run(e.streamPosition, stream);
      insert.run(
        e.position,
        stream,
        e.streamPosition,
        typeKey(e.type),
        e.schemaVersion,
        actorKey(JSON.stringify([m.actor.id, m.actor.role])),
        dataJson,
        m.eventId,
        m.occurredAt === m.recordedAt ? null : m.occurredAt,
        m.recordedAt,
        m.correlationId ?? null,
        m.causationId ?? null,
        hash,
      );
    }
  })();
  sqlite.close();
  return { events: samples.map((s) => s.event), headHash: samples[samples.length - 1]!.hash };
}
