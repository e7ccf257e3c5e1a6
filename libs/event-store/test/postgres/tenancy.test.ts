// Many clubs in one PostgreSQL database: each club's log has its own positions and chain, and the
// database itself (row-level security keyed by the connection's club.id) keeps every query, even
// raw SQL without a WHERE, inside its club. These tests try to cross the line and must fail to.
import pg from 'pg';
import { describe, expect, test } from 'vitest';
import type { RecordedEvent } from '@club/events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  clubsInDatabase,
  InvalidArgumentError,
  openEventLog,
  openPostgresEventLog,
  type LogProjection,
  type PostgresEventLog,
} from '../../src';
import { POSTGRES_MIGRATIONS_FOLDER } from '../../src/postgres/migrate';
import { seated } from '../support/temp-store';
import { asOwnerNotSuperuser, postgresAvailable, useTestDatabase } from '../support/postgres';

function recorder(name = 'recorder'): LogProjection & { readonly seen: RecordedEvent[] } {
  const seen: RecordedEvent[] = [];
  return {
    name,
    seen,
    apply(event: RecordedEvent) {
      seen.push(event);
    },
  };
}

describe.runIf(postgresAvailable)('many clubs in one PostgreSQL database', () => {
  const database = useTestDatabase();
  let schemas = 0;
  const open = async (schema: string, clubId: string): Promise<PostgresEventLog> =>
    database.closeAtEnd(await openPostgresEventLog({ url: database.url, schema, clubId, poolSize: 2 }));
  /** Two clubs' logs in one new schema, with a few events each (the same stream id in both). */
  const twoClubs = async () => {
    const schema = `clubs_${++schemas}`;
    const a = await open(schema, 'club-a');
    const b = await open(schema, 'club-b');
    await a.append('table-7', [seated('ann', 'N'), seated('bob', 'E')], 'no-stream');
    await b.append('table-7', [seated('cyd', 'S')], 'no-stream');
    await b.append('table-8', [seated('dee', 'W')], 'no-stream');
    return { schema, a, b };
  };

  test('each club has its own positions from 1, its own streams and its own chain', async () => {
    const { a, b } = await twoClubs();
    expect((await a.readAll()).map((event) => [event.position, event.streamId, event.data])).toEqual([
      [1, 'table-7', { seat: 'N', player: 'ann' }],
      [2, 'table-7', { seat: 'E', player: 'bob' }],
    ]);
    expect((await b.readAll()).map((event) => [event.position, event.streamId])).toEqual([
      [1, 'table-7'],
      [2, 'table-8'],
    ]);
    expect(await a.streamVersion('table-7')).toBe(2);
    expect(await b.streamVersion('table-7')).toBe(1);
    expect(await a.streamVersion('table-8')).toBe(0);
    expect(await a.headPosition()).toBe(2);
    expect(await a.verifyChain()).toMatchObject({ ok: true, events: 2 });
    expect(await b.verifyChain()).toMatchObject({ ok: true, events: 2 });
  });

  test("raw SQL on club A's connection, without a WHERE, sees only A's rows", async () => {
    const { a } = await twoClubs();
    await a.catchUp(recorder());
    const events = await a.query('SELECT club_id, position, stream_id FROM events ORDER BY position');
    expect(events).toEqual([
      { club_id: 'club-a', position: 1, stream_id: 'table-7' },
      { club_id: 'club-a', position: 2, stream_id: 'table-7' },
    ]);
    expect(await a.query("SELECT * FROM events WHERE club_id = 'club-b'")).toEqual([]);
    expect(await a.query('SELECT club_id, stream_id FROM streams')).toEqual([
      { club_id: 'club-a', stream_id: 'table-7' },
    ]);
    expect(await a.query('SELECT club_id FROM projection_checkpoints')).toEqual([{ club_id: 'club-a' }]);
    // Asking for the other club's id in the session is what the adapter never does; a plain
    // count of everything still sees one club.
    expect(await a.query('SELECT count(*)::int AS n FROM events')).toEqual([{ n: 2 }]);
  });

  test("club A's connection cannot write a row of club B, nor move B's streams", async () => {
    const { a, b } = await twoClubs();
    await expect(
      a.query("INSERT INTO streams (club_id, stream_id, version) VALUES ('club-b', 'table-9', 1)"),
    ).rejects.toThrow(/row-level security/);
    await expect(
      a.query(
        'INSERT INTO events (club_id, position, stream_id, stream_position, type, schema_version, data, event_id, ' +
          "recorded_at, actor_id, actor_role, hash) VALUES ('club-b', 3, 'table-7', 2, 'PlayerSeated', 1, '{}', " +
          "gen_random_uuid(), '2026-01-01T00:00:00.000Z', 'x', 'x', 'x')",
      ),
    ).rejects.toThrow(/row-level security/);
    // An UPDATE of B's stream finds no row to change.
    expect(await a.query("UPDATE streams SET version = 99 WHERE club_id = 'club-b' RETURNING stream_id")).toEqual([]);
    expect(await b.streamVersion('table-7')).toBe(1);
    expect(await b.headPosition()).toBe(2);
  });

  test("a subscription of club A never sees club B's events", async () => {
    const { a, b } = await twoClubs();
    const projection = recorder();
    const subscription = a.subscribe(projection, { pollIntervalMs: 50 });
    await subscription.caughtUp();
    await b.append('table-8', [seated('eve', 'N')], 1);
    await a.append('table-9', [seated('fay', 'S')], 'no-stream');
    await b.append('table-8', [seated('gus', 'E')], 2);
    await subscription.caughtUp();
    await subscription.stop();
    expect(projection.seen.map((event) => [event.position, event.streamId])).toEqual([
      [1, 'table-7'],
      [2, 'table-7'],
      [3, 'table-9'],
    ]);
  });

  test('two clubs appending concurrently: each reader sees its own positions 1…n once, in order', async () => {
    const schema = `concurrent_${++schemas}`;
    const clubs = ['club-a', 'club-b'];
    const writers = await Promise.all(clubs.flatMap((club) => Array.from({ length: 4 }, () => open(schema, club))));
    const readers = await Promise.all(clubs.map((club) => open(schema, club)));
    const projections = clubs.map(() => recorder());
    const subscriptions = readers.map((reader, i) => reader.subscribe(projections[i]!, { pollIntervalMs: 5 }));
    const appended: string[][] = [[], []];
    await Promise.all(
      writers.map(async (writer, w) => {
        const club = Math.floor(w / 4);
        for (let round = 0; round < 10; round++) {
          const result = await writer.append(
            `stream-${w}`,
            [seated('N', `p${round}`), seated('E', `q${round}`)],
            'any',
          );
          appended[club]!.push(...result.events.map((event) => event.eventId));
        }
      }),
    );
    for (const subscription of subscriptions) await subscription.caughtUp();
    for (const subscription of subscriptions) await subscription.stop();
    for (let club = 0; club < 2; club++) {
      const seen = projections[club]!.seen;
      expect(seen.map((event) => event.position)).toEqual(Array.from({ length: 80 }, (_, i) => i + 1));
      expect(seen.map((event) => event.metadata.eventId).sort()).toEqual([...appended[club]!].sort());
      expect(await readers[club]!.verifyChain()).toMatchObject({ ok: true, events: 80 });
    }
  });

  test('the tables force row-level security and the writer role may not bypass it', async () => {
    const { schema } = await twoClubs();
    const tables = await database.admin.query(
      'SELECT relname, relrowsecurity, relforcerowsecurity FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace ' +
        "WHERE n.nspname = $1 AND relname IN ('events', 'streams', 'projection_checkpoints') ORDER BY relname",
      [schema],
    );
    expect(tables.rows).toEqual([
      { relname: 'events', relrowsecurity: true, relforcerowsecurity: true },
      { relname: 'projection_checkpoints', relrowsecurity: true, relforcerowsecurity: true },
      { relname: 'streams', relrowsecurity: true, relforcerowsecurity: true },
    ]);
    const roles = await database.admin.query(
      "SELECT rolname, rolbypassrls, rolsuper FROM pg_roles WHERE rolname IN ('club_log_writer', 'club_federation_reader') ORDER BY rolname",
    );
    expect(roles.rows).toEqual([
      { rolname: 'club_federation_reader', rolbypassrls: false, rolsuper: false },
      { rolname: 'club_log_writer', rolbypassrls: false, rolsuper: false },
    ]);
    // The writer role with no club in its session sees nothing and writes nothing.
    await database.admin.query(`SET search_path TO ${schema}; SET ROLE club_log_writer`);
    try {
      expect((await database.admin.query('SELECT count(*)::int AS n FROM events')).rows).toEqual([{ n: 0 }]);
      await expect(
        database.admin.query("INSERT INTO streams (stream_id, version) VALUES ('table-1', 1)"),
      ).rejects.toThrow();
    } finally {
      await database.admin.query('RESET ROLE; RESET search_path');
    }
  });

  test('the federation reads which clubs exist through its view only, never the events', async () => {
    const { schema, a } = await twoClubs();
    await database.admin.query(`SET search_path TO ${schema}; SET ROLE club_federation_reader`);
    try {
      const clubs = await database.admin.query(
        'SELECT club_id, events::int, head_position::int FROM federation_clubs ORDER BY club_id',
      );
      expect(clubs.rows).toEqual([
        { club_id: 'club-a', events: 2, head_position: 2 },
        { club_id: 'club-b', events: 2, head_position: 2 },
      ]);
      await expect(database.admin.query('SELECT count(*) FROM events')).rejects.toThrow(/permission denied/);
      await expect(database.admin.query('SELECT count(*) FROM streams')).rejects.toThrow(/permission denied/);
    } finally {
      await database.admin.query('RESET ROLE; RESET search_path');
    }
    // A club's own connection may not use the federation's view.
    await expect(a.query('SELECT * FROM federation_clubs')).rejects.toThrow(/permission denied/);
  });

  test('clubsInDatabase names the clubs whose log has events, read as the federation', async () => {
    const { schema } = await twoClubs();
    await open(schema, 'club-c'); // opened, nothing appended: not a club of the database yet
    expect(await clubsInDatabase({ url: database.url, schema })).toEqual(['club-a', 'club-b']);
  });

  test('a log written before tenancy becomes the club that opens it first: every event kept, the chain intact', async () => {
    // The 0001 layout, filled with the rows of a log written today (a club's hashes do not
    // cover its id, so they are the rows a single-club log had).
    const source = await open(`clubs_${++schemas}`, 'club-a');
    await source.append('table-7', [seated('ann', 'N'), seated('bob', 'E')], 'no-stream');
    await source.append('table-8', [seated('cyd', 'S')], 'no-stream');
    const before = await source.verifyChain();
    const legacy = `legacy_${schemas}`;
    const admin = database.admin;
    await admin.query(
      `CREATE SCHEMA ${legacy}; SET search_path TO ${legacy}; ` +
        'CREATE TABLE event_log_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    await admin.query(readFileSync(join(POSTGRES_MIGRATIONS_FOLDER, '0001_event_log.sql'), 'utf8'));
    await admin.query(
      "INSERT INTO event_log_migrations (name) VALUES ('0001_event_log.sql'); " +
        `INSERT INTO streams SELECT stream_id, version FROM clubs_${schemas}.streams; ` +
        'INSERT INTO events SELECT position, stream_id, stream_position, type, schema_version, data, event_id, ' +
        'occurred_at, recorded_at, actor_id, actor_role, correlation_id, causation_id, hash ' +
        `FROM clubs_${schemas}.events; RESET search_path`,
    );
    const upgraded = await open(legacy, 'club-old');
    expect(upgraded.migrationsApplied).toBe(1);
    expect((await upgraded.readAll()).map((event) => event.metadata.eventId)).toEqual(
      (await source.readAll()).map((event) => event.metadata.eventId),
    );
    expect(await upgraded.verifyChain()).toEqual(before);
    expect(await (await open(legacy, 'club-new')).headPosition()).toBe(0);
  });

  test('an owner that is not a superuser is bound too: it may not write a row of another club than its own', () =>
    asOwnerNotSuperuser(database, async (url) => {
      const schema = `owned_${++schemas}`;
      const client = new pg.Client({ connectionString: url });
      const logs: PostgresEventLog[] = [];
      try {
        for (const clubId of ['club-a', 'club-b'])
          logs.push(await openPostgresEventLog({ url, schema, clubId, poolSize: 1 }));
        await logs[0]!.append('table-7', [seated('ann', 'N')], 'no-stream');
        await logs[1]!.append('table-7', [seated('cyd', 'S')], 'no-stream');
        await client.connect();
        await client.query(`SET search_path TO ${schema}; SELECT set_config('club.id', 'club-a', false)`);
        await expect(
          client.query("INSERT INTO streams (club_id, stream_id, version) VALUES ('club-b', 'table-9', 1)"),
        ).rejects.toThrow(/row-level security/);
        expect((await client.query('SELECT club_id FROM streams ORDER BY club_id')).rows).toEqual([
          { club_id: 'club-a' },
        ]);
        // The federation's view, owned by this owner, still counts every club.
        await client.query('SET ROLE club_federation_reader');
        expect((await client.query('SELECT club_id FROM federation_clubs ORDER BY club_id')).rows).toEqual([
          { club_id: 'club-a' },
          { club_id: 'club-b' },
        ]);
      } finally {
        for (const log of logs) await log.close();
        await client.end().catch(() => undefined);
      }
    }));

  test('openEventLog refuses a PostgreSQL URL without a club', async () => {
    await expect(openEventLog({ databaseUrl: database.url, file: 'unused.db' })).rejects.toBeInstanceOf(
      InvalidArgumentError,
    );
  });

  test('a club id must be a plain name (it goes into the connection options and the lock key)', async () => {
    await expect(open('clubs_bad', 'Club A; DROP')).rejects.toBeInstanceOf(InvalidArgumentError);
    await expect(open('clubs_bad', '')).rejects.toBeInstanceOf(InvalidArgumentError);
  });
});
