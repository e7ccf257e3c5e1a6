// A file in the layout of migrations 0000 and 0001 (stream id, type and actor as text in every
// event row), written with plain SQL: only those two migrations are applied (from a copy of the
// folder with a shortened journal), then events are inserted with hashes computed by the same
// canonical form the store has always used. Returns the events as a reader must see them.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { RecordedEvent } from '@club/events';
import { applyDrizzleMigrations, GENESIS_HASH, MIGRATIONS_FOLDER } from '../../src';
import { openDatabase } from '../../src/connection/open-database';
import { canonicalMetadata, canonicalParts, canonicalForm, chainHash } from '../../src/hash-chain/event-hash';
import { canonicalJson } from '../../src/hash-chain/canonical-json';

const OLD_TAGS = ['0000_events_streams_checkpoints', '0001_append_only_triggers'];

function oldMigrationsFolder(beside: string): string {
  const folder = join(dirname(beside), 'migrations-0001');
  mkdirSync(join(folder, 'meta'), { recursive: true });
  for (const tag of OLD_TAGS) copyFileSync(join(MIGRATIONS_FOLDER, `${tag}.sql`), join(folder, `${tag}.sql`));
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.filter((e) => OLD_TAGS.includes(e.tag)) }));
  return folder;
}

/** `count` events over `streams` streams, types and actors varied, some occurredAt different from recordedAt. */
export function writeLayout0001(file: string, count: number, streams: number): RecordedEvent[] {
  const sqlite = openDatabase(file);
  applyDrizzleMigrations(sqlite, { migrationsFolder: oldMigrationsFolder(file) });
  const insert = sqlite.prepare(
    'INSERT INTO events (position, stream_id, stream_position, type, schema_version, data, event_id, occurred_at, recorded_at, ' +
      'actor_id, actor_role, correlation_id, causation_id, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const upsertStream = sqlite.prepare('INSERT INTO streams (stream_id, version) VALUES (?, ?) ON CONFLICT (stream_id) DO UPDATE SET version = excluded.version');
  const versions = new Map<string, number>();
  const events: RecordedEvent[] = [];
  let hash = GENESIS_HASH;
  sqlite.transaction(() => {
    for (let position = 1; position <= count; position++) {
      const streamId = `stream-${(position * 7) % streams}`;
      const streamPosition = (versions.get(streamId) ?? 0) + 1;
      versions.set(streamId, streamPosition);
      const type = ['Bid', 'Pass', 'CardPlayed', 'Claim', 'ScoreCorrected'][position % 5]!;
      const recordedAt = new Date(Date.UTC(2025, 0, 1) + position * 1000).toISOString();
      const metadata = {
        eventId: `00000000-0000-7000-8000-${position.toString(16).padStart(12, '0')}`,
        occurredAt: position % 3 === 0 ? new Date(Date.UTC(2024, 11, 31) + position).toISOString() : recordedAt,
        recordedAt,
        actor: { id: `member-${position % 11}`, role: position % 4 === 0 ? 'director' : 'player' },
        ...(position % 2 === 0 ? { correlationId: `session-${position % 9}` } : {}),
        ...(position % 5 === 0 ? { causationId: `cause-${position}` } : {}),
      };
      const data = { n: position, text: position % 13 === 0 ? 'ékezet "idézve"' : `t${position}`, list: [position % 3, null] };
      const dataJson = canonicalJson(data);
      hash = chainHash(hash, canonicalForm(canonicalParts(dataJson, canonicalMetadata(metadata), 1, streamId, type), position, streamPosition));
      upsertStream.run(streamId, streamPosition);
      insert.run(position, streamId, streamPosition, type, 1, dataJson, metadata.eventId, metadata.occurredAt, recordedAt,
        metadata.actor.id, metadata.actor.role, metadata.correlationId ?? null, metadata.causationId ?? null, hash);
      events.push({ position, streamId, streamPosition, type, schemaVersion: 1, data: JSON.parse(dataJson) as unknown, metadata });
    }
  })();
  sqlite.close();
  return events;
}
