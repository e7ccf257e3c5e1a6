// Migration 0002 (dictionary-encoded rows) converts a file written in the old layout in place,
// and 0003 (type key for type + schema version) after it: the same events come back, every
// stored hash still verifies, and the file ends up with the same schema as a file created today.
import { copyFileSync, readFileSync } from 'node:fs';
import type Database from 'better-sqlite3';
import { describe, expect, test } from 'vitest';
import type { RecordedEvent } from '@club/events';
import type { ChainReport } from '../src';
import { writeLayout0001 } from './support/layout-0001';
import { seated, useTempDir } from './support/temp-store';

const temp = useTempDir();
const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url);

function schemaOf(sqlite: Database.Database): unknown[] {
  return sqlite
    .prepare(`SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name`)
    .all();
}

function fileIsSound(sqlite: Database.Database): void {
  expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
  expect(sqlite.pragma('foreign_key_check')).toEqual([]);
}

describe('migration 0002 on a file written by the store before it (committed fixture)', () => {
  const expected = JSON.parse(readFileSync(fixture('layout-0001.events.json'), 'utf8')) as {
    events: RecordedEvent[];
    chain: ChainReport;
  };

  function migrated() {
    const file = temp.path('old.sqlite');
    copyFileSync(fixture('layout-0001.sqlite'), file);
    return temp.open({ file });
  }

  test('reads back exactly the events the old store returned, and the chain verifies with the same head hash', () => {
    const store = migrated();
    expect(store.migrationsApplied).toBe(2);
    expect(store.readAll()).toStrictEqual(expected.events);
    expect(store.verifyChain()).toStrictEqual(expected.chain);
    expect(expected.chain).toMatchObject({ ok: true, events: 17 });
    expect(store.readStream('table-1').map((e) => e.position)).toEqual(
      expected.events.filter((e) => e.streamId === 'table-1').map((e) => e.position),
    );
    expect(store.readAll({ types: ['Bid'] })).toStrictEqual(expected.events.filter((e) => e.type === 'Bid'));
    expect(store.checkpoint('counter')).toBe(17);
    fileIsSound(store.sqlite);
  });

  test('each stream id, type version and actor is stored once; occurred_at only where it differs from recorded_at', () => {
    const { sqlite } = migrated();
    expect(
      sqlite.prepare('SELECT stream_key, stream_id, version FROM streams ORDER BY stream_key').raw().all(),
    ).toEqual([
      [1, 'club-1', 3],
      [2, 'table-1', 7],
      [3, 'table-2', 4],
      [4, 'table-3', 3],
    ]);
    expect(sqlite.prepare('SELECT type, schema_version FROM event_types ORDER BY type_key').raw().all()).toEqual([
      ['ClubFounded', 1],
      ['MemberJoined', 1],
      ['PlayerSeated', 1],
      ['Bid', 1],
      ['Bid', 2],
      ['MemberLeft', 1],
      ['CardPlayed', 1],
      ['Claim', 1],
    ]);
    expect(sqlite.prepare('SELECT actor_id, actor_role FROM actors ORDER BY actor_key').raw().all()).toEqual([
      ['ann', 'director'],
      ['bob', 'player'],
      ['bob', 'captain'],
      ['system', 'system'],
    ]);
    // The three v1 bids said when they occurred; the claim's occurredAt equals its recordedAt.
    expect(
      sqlite.prepare('SELECT position FROM events WHERE occurred_at IS NOT NULL ORDER BY position').pluck().all(),
    ).toEqual(expected.events.filter((e) => e.metadata.occurredAt !== e.metadata.recordedAt).map((e) => e.position));
    expect(expected.events.filter((e) => e.metadata.occurredAt !== e.metadata.recordedAt)).toHaveLength(3);
  });

  test('ends with the schema of a file created today, triggers included, and carries on appending', () => {
    const store = migrated();
    expect(schemaOf(store.sqlite)).toEqual(schemaOf(temp.open({ file: temp.path('new.sqlite') }).sqlite));
    expect(() => store.sqlite.prepare('DELETE FROM events WHERE position = 1').run()).toThrow(
      'events are append-only: DELETE on events is refused',
    );
    expect(() => store.sqlite.prepare(`UPDATE actors SET actor_role = 'player'`).run()).toThrow(
      'actors are append-only',
    );
    const result = store.append('table-1', [seated('Cy', 'E')], 7);
    expect(result.events[0]).toMatchObject({ position: 18, streamPosition: 8 });
    expect(store.append('table-9', [seated('Di', 'W')], 'no-stream').events[0]).toMatchObject({
      position: 19,
      streamPosition: 1,
    });
    expect(store.verifyChain()).toMatchObject({ ok: true, events: 19 });
    expect(store.readAll({ fromPosition: 17 }).map((e) => [e.streamId, e.type, e.metadata.actor])).toEqual([
      ['table-2', 'Claim', { id: 'bob', role: 'player' }],
      ['table-1', 'PlayerSeated', { id: 'system', role: 'system' }],
      ['table-9', 'PlayerSeated', { id: 'system', role: 'system' }],
    ]);
  });
});

describe('migration 0002 on a larger file written in the old layout with plain SQL', () => {
  test('3,000 events over 40 streams: the same events in every read, and the chain verifies', () => {
    const file = temp.path('plain.sqlite');
    const events = writeLayout0001(file, 3000, 40);
    const head = events.length;
    const store = temp.open({ file });
    expect(store.migrationsApplied).toBe(2);
    expect(store.readAll()).toStrictEqual(events);
    expect([...store.iterateAll({ pageSize: 700 })]).toStrictEqual(events);
    expect(store.readAll({ types: ['Claim', 'Pass'], fromPosition: 1001, limit: 500 })).toStrictEqual(
      events.filter((e) => e.position >= 1001 && (e.type === 'Claim' || e.type === 'Pass')).slice(0, 500),
    );
    expect(store.readStream('stream-3')).toStrictEqual(events.filter((e) => e.streamId === 'stream-3'));
    expect(store.streamVersion('stream-3')).toBe(events.filter((e) => e.streamId === 'stream-3').length);
    expect(store.headPosition()).toBe(head);
    expect(store.verifyChain()).toMatchObject({ ok: true, events: head });
    expect(store.sqlite.prepare('SELECT count(*) FROM actors').pluck().get()).toBe(22);
    fileIsSound(store.sqlite);
  });
});
