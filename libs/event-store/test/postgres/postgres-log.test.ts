// What only the PostgreSQL adapter has: its migrations, the writer role, the triggers that hold
// even for a superuser, LISTEN/NOTIFY waking subscriptions, and openEventLog choosing it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  InvalidArgumentError,
  openEventLog,
  openPostgresEventLog,
  type EventLog,
  type LogProjection,
  type PostgresEventLog,
} from '../../src';
import { seated } from '../support/temp-store';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../support/postgres';

describe.runIf(postgresAvailable)('the PostgreSQL adapter', () => {
  let database: TestDatabase;
  let admin: pg.Client;
  const opened: EventLog[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    admin = await database.admin();
  });
  afterAll(async () => {
    for (const log of opened) await log.close();
    await database.drop();
  });
  const open = async (schema: string) => {
    const log = await openPostgresEventLog({ url: database.url, schema, clubId: 'log-club', poolSize: 2 });
    opened.push(log);
    return log;
  };

  test('migrations run once per schema, even when several processes open a new log at once', async () => {
    const first = await Promise.all([open('mig'), open('mig'), open('mig')]);
    expect(first.map((log) => log.migrationsApplied).sort()).toEqual([0, 0, 2]);
    expect((await open('mig')).migrationsApplied).toBe(0);
    const applied = await admin.query('SELECT name FROM mig.event_log_migrations ORDER BY name');
    expect(applied.rows).toEqual([{ name: '0001_event_log.sql' }, { name: '0002_club_tenancy.sql' }]);
  });

  test("the adapter's connections run as a role that may append but never change or delete an event", async () => {
    const log = await open('role');
    const [row] = await log.query(
      "SELECT current_user AS who, has_table_privilege('events', 'INSERT') AS may_insert, " +
        "has_table_privilege('events', 'UPDATE') AS may_update, has_table_privilege('events', 'DELETE') AS may_delete, " +
        "has_table_privilege('events', 'TRUNCATE') AS may_truncate",
    );
    expect(row).toEqual({
      who: 'club_log_writer',
      may_insert: true,
      may_update: false,
      may_delete: false,
      may_truncate: false,
    });
    await log.append('a', [seated('Ann', 'N')], 'no-stream');
    await expect(log.query('TRUNCATE events')).rejects.toThrow(/permission denied/);
  });

  test('the triggers refuse UPDATE, DELETE and TRUNCATE of events even to a superuser', async () => {
    const log = await open('guard');
    await log.append('a', [seated('Ann', 'N')], 'no-stream');
    await admin.query('SET search_path TO guard');
    await expect(admin.query("UPDATE events SET data = '{}'")).rejects.toThrow(
      'events are append-only: UPDATE on events is refused',
    );
    await expect(admin.query('DELETE FROM events')).rejects.toThrow(
      'events are append-only: DELETE on events is refused',
    );
    await expect(admin.query('TRUNCATE events CASCADE')).rejects.toThrow(/append-only: TRUNCATE/);
    await expect(admin.query('UPDATE streams SET version = 0')).rejects.toThrow(/version/);
    await expect(admin.query('DELETE FROM streams')).rejects.toThrow(/streams are append-only/);
    await admin.query('RESET search_path');
    expect(await log.verifyChain()).toMatchObject({ ok: true, events: 1 });
  });

  test('an append that fails before its commit leaves no trace and no hole in the positions', async () => {
    let fail = true;
    const log = await openPostgresEventLog({
      url: database.url,
      schema: 'rollback',
      clubId: 'log-club',
      poolSize: 1,
      appendHooks: {
        beforeCommit: () => (fail ? Promise.reject(new Error('the connection died')) : Promise.resolve()),
      },
    });
    opened.push(log);
    fail = false;
    await log.append('a', [seated('Ann', 'N')], 'no-stream');
    fail = true;
    await expect(log.append('a', [seated('Bob', 'S'), seated('Cy', 'E')], 1)).rejects.toThrow('the connection died');
    await expect(log.append('new', [seated('Di', 'W')], 'no-stream')).rejects.toThrow('the connection died');
    fail = false;
    expect(await log.headPosition()).toBe(1);
    expect(await log.streamVersion('a')).toBe(1);
    expect(await log.streamVersion('new')).toBe(0);
    // The one pooled connection was rolled back and is usable: the next append takes position 2.
    expect((await log.append('a', [seated('Eve', 'S')], 1)).events[0]!.position).toBe(2);
    expect(await log.verifyChain()).toMatchObject({ ok: true, events: 2 });
  });

  test('a NOTIFY at commit wakes a subscription long before its fallback poll', async () => {
    const log = await open('listen');
    const writer = await open('listen');
    const seen: number[] = [];
    const projection: LogProjection = { name: 'seen', apply: (event) => void seen.push(event.position) };
    // The fallback poll is longer than the test's timeout: only the notification can wake it.
    const subscription = log.subscribe(projection, { pollIntervalMs: 600_000 });
    await subscription.caughtUp();
    await writer.append('a', [seated('Ann', 'N')], 'no-stream');
    while (seen.length < 1) await subscription.caughtUp();
    await writer.append('a', [seated('Bob', 'S')], 1);
    while (seen.length < 2) await subscription.caughtUp();
    expect(seen).toEqual([1, 2]);
    await subscription.stop();
  });

  test('openEventLog opens PostgreSQL for a postgres:// URL and the SQLite file without one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'open-event-log-'));
    try {
      const onPostgres = (await openEventLog({
        databaseUrl: database.url,
        schema: 'factory',
        clubId: 'log-club',
        file: join(dir, 'unused.db'),
      })) as PostgresEventLog;
      opened.push(onPostgres);
      expect(onPostgres.engine).toBe('postgres');
      const onSqlite = await openEventLog({ file: join(dir, 'club.db') });
      expect(onSqlite.engine).toBe('sqlite');
      await onSqlite.close();
      await expect(openEventLog({ databaseUrl: 'mysql://x', file: join(dir, 'x.db') })).rejects.toBeInstanceOf(
        InvalidArgumentError,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
