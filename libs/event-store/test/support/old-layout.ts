// What the writers of older layouts share: a copy of the migrations folder cut at an older
// migration, and sample events (types, actors, versions and metadata varied) with the hashes the
// store has always computed for them, so a writer only has to store them in its layout.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { RecordedEvent } from '@club/events';
import type Database from 'better-sqlite3';
import { applyDrizzleMigrations, GENESIS_HASH, MIGRATIONS_FOLDER } from '../../src';
import { openDatabase } from '../../src/connection/open-database';
import { canonicalMetadata, canonicalParts, canonicalForm, chainHash } from '../../src/hash-chain/event-hash';
import { canonicalJson } from '../../src/hash-chain/canonical-json';

/** A migrations folder holding only the migrations `tags` (the journal shortened to them). */
function oldMigrationsFolder(beside: string, tags: readonly string[]): string {
  const folder = join(dirname(beside), `migrations-${tags.length}`);
  mkdirSync(join(folder, 'meta'), { recursive: true });
  for (const tag of tags) copyFileSync(join(MIGRATIONS_FOLDER, `${tag}.sql`), join(folder, `${tag}.sql`));
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  writeFileSync(
    join(folder, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.filter((e) => tags.includes(e.tag)) }),
  );
  return folder;
}

/** A new file with only the migrations `tags` applied: the layout they made, for plain SQL inserts. */
export function openAtMigrations(file: string, tags: readonly string[]): Database.Database {
  const sqlite = openDatabase(file);
  applyDrizzleMigrations(sqlite, { migrationsFolder: oldMigrationsFolder(file, tags) });
  return sqlite;
}

export interface SampleEvent {
  readonly event: RecordedEvent;
  readonly dataJson: string;
  readonly hash: string;
}

/**
 * `count` chained events over `streams` streams, types and actors varied, some occurredAt
 * different from recordedAt; `versionOf(position)` gives each event's schema version.
 */
export function sampleEvents(
  count: number,
  streams: number,
  versionOf: (position: number) => number = () => 1,
): SampleEvent[] {
  const versions = new Map<string, number>();
  const out: SampleEvent[] = [];
  let hash = GENESIS_HASH;
  for (let position = 1; position <= count; position++) {
    const streamId = `stream-${(position * 7) % streams}`;
    const streamPosition = (versions.get(streamId) ?? 0) + 1;
    versions.set(streamId, streamPosition);
    const type = ['Bid', 'Pass', 'CardPlayed', 'Claim', 'ScoreCorrected'][position % 5]!;
    const schemaVersion = versionOf(position);
    const recordedAt = new Date(Date.UTC(2025, 0, 1) + position * 1000).toISOString();
    const metadata = {
      eventId: `00000000-0000-7000-8000-${position.toString(16).padStart(12, '0')}`,
      occurredAt: position % 3 === 0 ? new Date(Date.UTC(2024, 11, 31) + position).toISOString() : recordedAt,
      recordedAt,
      actor: { id: `member-${position % 11}`, role: position % 4 === 0 ? 'director' : 'player' },
      ...(position % 2 === 0 ? { correlationId: `session-${position % 9}` } : {}),
      ...(position % 5 === 0 ? { causationId: `cause-${position}` } : {}),
    };
    const data = {
      n: position,
      text: position % 13 === 0 ? 'ékezet "idézve"' : `t${position}`,
      list: [position % 3, null],
    };
    const dataJson = canonicalJson(data);
    hash = chainHash(
      hash,
      canonicalForm(
        canonicalParts(dataJson, canonicalMetadata(metadata), schemaVersion, streamId, type),
        position,
        streamPosition,
      ),
    );
    out.push({
      event: {
        position,
        streamId,
        streamPosition,
        type,
        schemaVersion,
        data: JSON.parse(dataJson) as unknown,
        metadata,
      },
      dataJson,
      hash,
    });
  }
  return out;
}
