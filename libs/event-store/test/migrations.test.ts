import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { applyDrizzleMigrations, MIGRATIONS_FOLDER, openEventStore } from '../src';
import { seated, useTempDir } from './support/temp-store';

const temp = useTempDir();
const migrationFiles = readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith('.sql'));

describe('migrations', () => {
  test('are applied when a file is first opened, and only then', () => {
    const file = temp.path();
    const first = temp.open({ file });
    expect(first.migrationsApplied).toBe(migrationFiles.length);
    first.append('s', [seated('Ann', 'N')], 'no-stream');
    first.close();
    const again = temp.open({ file });
    expect(again.migrationsApplied).toBe(0);
    expect(again.sqlite.prepare('SELECT count(*) FROM __drizzle_migrations').pluck().get()).toBe(migrationFiles.length);
    expect(again.readStream('s')).toHaveLength(1);
  });

  test('the connection settings', () => {
    const store = temp.open();
    expect(store.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(store.sqlite.pragma('synchronous', { simple: true })).toBe(1); // NORMAL
    expect(store.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(store.sqlite.pragma('busy_timeout', { simple: true })).toBe(5000);
    const full = openEventStore({ file: temp.path('full.db'), synchronous: 'FULL', busyTimeoutMs: 250 });
    expect(full.sqlite.pragma('synchronous', { simple: true })).toBe(2); // FULL
    expect(full.sqlite.pragma('busy_timeout', { simple: true })).toBe(250);
    full.close();
  });

  test('a file that must exist is not created', () => {
    expect(() => openEventStore({ file: temp.path('missing.db'), mustExist: true })).toThrow(
      /unable to open database file|does not exist/,
    );
  });
});

describe('the database refuses to rewrite history', () => {
  test('UPDATE and DELETE on events abort with the trigger message', () => {
    const store = temp.open();
    store.append('s', [seated('Ann', 'N')], 'no-stream');
    expect(() => store.sqlite.prepare(`UPDATE events SET data = '{}' WHERE position = 1`).run()).toThrow(
      'events are append-only: UPDATE on events is refused',
    );
    expect(() => store.sqlite.prepare('DELETE FROM events').run()).toThrow(
      'events are append-only: DELETE on events is refused',
    );
    expect(() => store.sqlite.prepare('DELETE FROM streams').run()).toThrow('streams cannot be deleted');
    expect(() => store.sqlite.prepare('UPDATE streams SET version = 0').run()).toThrow(
      'a stream version only moves forward',
    );
    expect(store.readStream('s').map((e) => e.data)).toEqual([{ player: 'Ann', seat: 'N' }]);
    expect(store.verifyChain().ok).toBe(true);
  });
});

describe('applyDrizzleMigrations for another package’s tables', () => {
  test('applies a second migration set with its own table, once', () => {
    const folder = join(dirname(temp.path()), 'other-migrations');
    mkdirSync(join(folder, 'meta'), { recursive: true });
    writeFileSync(
      join(folder, '0000_tables.sql'),
      'CREATE TABLE `seat_counts` (`player` text PRIMARY KEY NOT NULL, `n` integer NOT NULL);',
    );
    writeFileSync(
      join(folder, 'meta/_journal.json'),
      JSON.stringify({
        version: '7',
        dialect: 'sqlite',
        entries: [{ idx: 0, version: '6', when: 1795256900000, tag: '0000_tables', breakpoints: true }],
      }),
    );
    const store = temp.open();
    const set = { migrationsFolder: folder, migrationsTable: '__other_migrations' };
    expect(applyDrizzleMigrations(store.sqlite, set)).toBe(1);
    expect(applyDrizzleMigrations(store.sqlite, set)).toBe(0);
    expect(store.sqlite.prepare('SELECT count(*) FROM __other_migrations').pluck().get()).toBe(1);
    expect(store.sqlite.prepare('SELECT count(*) FROM __drizzle_migrations').pluck().get()).toBe(migrationFiles.length);
  });
});
