// Migration 0003 (the type key stands for the pair type + schema version; events lose their
// schema_version column) converts a file written in the 0002 layout in place: the same events
// come back, the chain verifies with the same head hash, and the file ends up with the schema
// of a file created today.
import type Database from 'better-sqlite3';
import { describe, expect, test } from 'vitest';
import { writeLayout0002 } from './support/layout-0002';
import { useTempDir } from './support/temp-store';

const temp = useTempDir();

function schemaOf(sqlite: Database.Database): unknown[] {
  return sqlite
    .prepare(`SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name`)
    .all();
}

// Bids and claims come in two schema versions (the later one from position 1,500 on), cards in three.
const versionOf = (position: number) => {
  const type = position % 5;
  if (type === 2) return 1 + (position % 3);
  return (type === 0 || type === 3) && position >= 1500 ? 2 : 1;
};

function migrated() {
  const file = temp.path('layout-0002.sqlite');
  const written = writeLayout0002(file, 3000, 40, versionOf);
  return { ...written, store: temp.open({ file }) };
}

describe('migration 0003 on a file written in the 0002 layout with plain SQL', () => {
  test('3,000 events: the same events in every read, and the chain verifies with the same head hash', () => {
    const { events, headHash, store } = migrated();
    expect(store.migrationsApplied).toBe(1);
    expect(store.readAll()).toStrictEqual(events);
    expect([...store.iterateAll({ pageSize: 700 })]).toStrictEqual(events);
    // A type filter selects every version of the type.
    const bidsAndCards = events.filter((e) => e.type === 'Bid' || e.type === 'CardPlayed');
    expect(new Set(bidsAndCards.map((e) => `${e.type} v${e.schemaVersion}`)).size).toBe(5);
    expect(store.readAll({ types: ['Bid', 'CardPlayed'] })).toStrictEqual(bidsAndCards);
    expect(store.readAll({ types: ['Claim'], fromPosition: 1001, limit: 300 })).toStrictEqual(
      events.filter((e) => e.position >= 1001 && e.type === 'Claim').slice(0, 300),
    );
    expect(store.readStream('stream-3')).toStrictEqual(events.filter((e) => e.streamId === 'stream-3'));
    expect(store.verifyChain()).toStrictEqual({ ok: true, events: 3000, headHash });
    expect(store.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(store.sqlite.pragma('foreign_key_check')).toEqual([]);
  });

  test('one dictionary row per (type, schema version), in order of first appearance; no schema_version in events', () => {
    const { events, store } = migrated();
    const pairs: [string, number][] = [];
    for (const e of events)
      if (!pairs.some(([t, v]) => t === e.type && v === e.schemaVersion)) pairs.push([e.type, e.schemaVersion]);
    expect(pairs).toHaveLength(9);
    expect(store.sqlite.prepare('SELECT type, schema_version FROM event_types ORDER BY type_key').raw().all()).toEqual(
      pairs,
    );
    const columns = store.sqlite.prepare(`SELECT name FROM pragma_table_info('events')`).pluck().all();
    expect(columns).not.toContain('schema_version');
    expect(columns).toHaveLength(12);
  });

  test('ends with the schema of a file created today, triggers included, and carries on appending', () => {
    const { store } = migrated();
    expect(schemaOf(store.sqlite)).toEqual(schemaOf(temp.open({ file: temp.path('new.sqlite') }).sqlite));
    expect(() => store.sqlite.prepare('DELETE FROM events WHERE position = 1').run()).toThrow(
      'events are append-only: DELETE on events is refused',
    );
    expect(() => store.sqlite.prepare(`UPDATE event_types SET schema_version = 3`).run()).toThrow(
      'event types are append-only',
    );
    expect(() => store.sqlite.prepare('DELETE FROM event_types').run()).toThrow('event types are append-only');
    const version = store.streamVersion('stream-3');
    store.append(
      'stream-3',
      [
        { type: 'Bid', schemaVersion: 2, data: { call: '1NT' } },
        { type: 'Bid', schemaVersion: 3, data: { call: '2C' } },
      ],
      version,
    );
    expect(store.sqlite.prepare('SELECT count(*) FROM event_types').pluck().get()).toBe(10);
    expect(store.readAll({ fromPosition: 3001 }).map((e) => [e.type, e.schemaVersion, e.data])).toEqual([
      ['Bid', 2, { call: '1NT' }],
      ['Bid', 3, { call: '2C' }],
    ]);
    expect(store.verifyChain()).toMatchObject({ ok: true, events: 3002 });
  });
});
