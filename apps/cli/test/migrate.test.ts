// `club migrate --to postgres` through the real CLI: the seeded demo club copied into a fresh
// PostgreSQL database (created here with a random name and dropped after) has the same count,
// chain head hash and streams; a re-run copies nothing; a resumed copy of a prefix completes; a
// target holding a different event is refused. The copy is a club's (--club, default CLUB_ID): a
// second club copied into the same schema gets its own positions and chain beside the first, and a
// file that is one club's log is refused for another. After the copy the club's read models are
// rebuilt in PostgreSQL: every document and derived document equal, byte for byte, to what the
// SQLite runner's rebuild of the same file writes. Skipped, saying so, when no server answers.
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { registry } from '@club/application';
import { clubUpcasters } from '@club/club';
import { clubConnectionConfig, openEventStore, openPostgresEventLog } from '@club/event-store';
import { createProjectionRunner } from '@club/read-models';
import { runClub, seedDemoClubFile } from './club-run';
import { ADMIN_URL, admin, databaseUrl, postgresReachable } from './postgres-server';

const available = await postgresReachable();
if (!available) console.warn(`club migrate tests SKIPPED: no PostgreSQL server answers at ${ADMIN_URL}`);

const name = `club_test_migrate_${randomBytes(5).toString('hex')}`;
const url = databaseUrl(name);
let dir: string;
let db: string;
/** A copy of the demo file made before any migrate names its club: it may become another club's. */
let second: string;
/** The club a migrate without --club copies (the CLI's CLUB_ID setting, default demo). */
const defaultClub = process.env['CLUB_ID'] ?? 'demo';

const DOCUMENTS = 'SELECT projection, key, doc FROM read_model_documents ORDER BY projection, key';
const DERIVED =
  'SELECT kind, key, doc, job_id, source_stream, source_version, source_position FROM read_model_derived ORDER BY kind, key';

/** The read models the SQLite runner's rebuild of the demo file writes (on a copy of it). */
function sqliteReadModels() {
  const copy = join(dir, 'rebuilt.db');
  copyFileSync(db, copy);
  const store = openEventStore({ file: copy, mustExist: true, upcasters: clubUpcasters() });
  try {
    createProjectionRunner(store, { projections: registry.projections, jobKinds: registry.jobKinds }).rebuild();
    // Analyses (kinds that need a service) are kept as their jobs wrote them, not replayed: none in PostgreSQL yet.
    const replayed = registry.jobKinds.filter((kind) => kind.needs === undefined).map((kind) => `${kind.kind}.`);
    const derived = (store.sqlite.prepare(DERIVED).all() as { kind: string; job_id: string }[]).filter((row) =>
      replayed.some((prefix) => row.job_id.startsWith(prefix)),
    );
    return { documents: store.sqlite.prepare(DOCUMENTS).all(), derived };
  } finally {
    store.close();
  }
}

/** The club's rows in PostgreSQL, read on a connection of the club (row-level security). */
async function postgresRows(schema: string, clubId: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client(clubConnectionConfig({ url, schema, clubId }));
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

function sourceLog() {
  const store = openEventStore({ file: db, mustExist: true });
  try {
    return { chain: store.verifyChain(), events: store.readAll() };
  } finally {
    store.close();
  }
}

describe.skipIf(!available)('club migrate --to postgres', () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'club-migrate-'));
    db = join(dir, 'club.db');
    const seeded = seedDemoClubFile(db);
    expect(seeded.code, seeded.stderr).toBe(0);
    second = join(dir, 'second.db');
    copyFileSync(db, second);
    await admin(`CREATE DATABASE ${name}`);
  }, 180_000);
  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dir, { recursive: true, force: true });
  });

  const migrate = (schema: string, ...extra: string[]) =>
    runClub(undefined, ['migrate', '--to', 'postgres', '--db', db, '--url', url, '--schema', schema, ...extra]);

  test('copies the demo club: same count, head hash, streams and events; a re-run copies nothing', async () => {
    const source = sourceLog();
    expect(source.chain.ok).toBe(true);
    const first = migrate('full', '--batch', '700');
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const total = source.events.length;
    expect(first.stdout).toContain(`copied ${total} events (0 were there before)`);
    expect(first.stdout).toContain(
      `verified: ${total} events on both sides, chain head hash ${source.chain.ok ? source.chain.headHash : ''}`,
    );
    expect(first.stdout).toMatch(
      new RegExp(
        `rebuilt the read models in PostgreSQL: \\d+ projections \\(\\d+ documents\\) and \\d+ derived documents from ${total} events`,
      ),
    );
    expect(first.stdout).toMatch(/\n {2}bridge\.session: [1-9]\d* documents?\n/);

    // The real proof: the same documents as the SQLite runner's rebuild of the same log.
    const sqlite = sqliteReadModels();
    expect(sqlite.documents.length).toBeGreaterThan(20);
    expect(await postgresRows('full', defaultClub, DOCUMENTS)).toEqual(sqlite.documents);
    expect(sqlite.derived.length).toBeGreaterThan(0);
    expect(await postgresRows('full', defaultClub, DERIVED)).toEqual(sqlite.derived);
    // The demo club's session results, among them.
    expect(sqlite.derived.some((row) => row.kind === 'bridge-results')).toBe(true);

    const target = await openPostgresEventLog({ url, schema: 'full', clubId: defaultClub });
    try {
      const chain = await target.verifyChain();
      expect(chain).toEqual(source.chain);
      // Every event as stored: ids, streams, versions, data, metadata, recordedAt, positions.
      expect(await target.readAll()).toEqual(source.events);
      const streams = [...new Set(source.events.map((event) => event.streamId))];
      expect(streams.length).toBeGreaterThan(3);
      for (const stream of [streams[0]!, streams[1]!, streams[streams.length - 1]!]) {
        expect(await target.readStream(stream)).toEqual(source.events.filter((event) => event.streamId === stream));
        expect(await target.streamVersion(stream)).toBe(source.events.filter((e) => e.streamId === stream).length);
      }
    } finally {
      await target.close();
    }

    const again = migrate('full');
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(`nothing to copy: the target already holds all ${total} events`);
  }, 120_000);

  test("a second club copied into the same schema: its own positions and chain, the first club's untouched", async () => {
    const source = sourceLog();
    const total = source.events.length;
    const copied = runClub(undefined, [
      'migrate',
      '--to',
      'postgres',
      '--club',
      'second-club',
      '--db',
      second,
      '--url',
      url,
      '--schema',
      'full',
    ]);
    expect(copied.stderr).toBe('');
    expect(copied.code).toBe(0);
    expect(copied.stdout).toContain(`copied ${total} events (0 were there before)`);
    const [first, other] = await Promise.all(
      [defaultClub, 'second-club'].map((clubId) => openPostgresEventLog({ url, schema: 'full', clubId })),
    );
    try {
      expect(await other!.readAll()).toEqual(source.events);
      expect(await other!.verifyChain()).toEqual(source.chain);
      expect(await first!.verifyChain()).toEqual(source.chain);
      const rows = await other!.query('SELECT DISTINCT club_id FROM events');
      expect(rows).toEqual([{ club_id: 'second-club' }]);
      // Its read models were rebuilt beside the first club's: the same events, the same documents, each club's own rows.
      const documents = await postgresRows('full', 'second-club', DOCUMENTS);
      expect(documents.length).toBeGreaterThan(20);
      expect(documents).toEqual(await postgresRows('full', defaultClub, DOCUMENTS));
      expect(await other!.query('SELECT DISTINCT club_id FROM read_model_documents')).toEqual([
        { club_id: 'second-club' },
      ]);
    } finally {
      await first!.close();
      await other!.close();
    }
    // The file now says it is second-club's log: another club is refused before anything is copied.
    const refused = runClub(undefined, [
      'migrate',
      '--to',
      'postgres',
      '--club',
      'third',
      '--db',
      second,
      '--url',
      url,
    ]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('--club third: this file is the log of club second-club, not of club third');
  }, 120_000);

  test('resumes a target that holds a prefix of the source', async () => {
    const source = sourceLog();
    const target = await openPostgresEventLog({ url, schema: 'resumed', clubId: defaultClub });
    try {
      await target.importEvents(source.events.slice(0, 100));
    } finally {
      await target.close();
    }
    const resumed = migrate('resumed');
    expect(resumed.stderr).toBe('');
    expect(resumed.code).toBe(0);
    expect(resumed.stdout).toContain("the target already holds the source's first 100 events: resuming after them");
    expect(resumed.stdout).toContain(`copied ${source.events.length - 100} events (100 were there before)`);
  }, 120_000);

  test('refuses a target whose events are not the source’s', async () => {
    const target = await openPostgresEventLog({ url, schema: 'other', clubId: defaultClub });
    try {
      await target.append(
        'elsewhere',
        [{ type: 'ClubFounded', schemaVersion: 1, data: { name: 'Other' } }],
        'no-stream',
      );
    } finally {
      await target.close();
    }
    const refused = migrate('other');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /^club migrate: the target is not empty and its 1 event are not the source's first 1 \(chain hash at position 1: target [0-9a-f]{64}, source [0-9a-f]{64}\): refused\n$/,
    );
    const target2 = await openPostgresEventLog({ url, schema: 'other', clubId: defaultClub });
    try {
      expect(await target2.headPosition()).toBe(1);
    } finally {
      await target2.close();
    }
  }, 120_000);

  test('names what is missing', () => {
    expect(runClub(undefined, ['migrate', '--db', db, '--url', url]).stderr).toContain('--to postgres is required');
    const noUrl = runClub(undefined, ['migrate', '--to', 'postgres', '--db', db]);
    expect(noUrl.code).toBe(1);
    expect(noUrl.stderr).toContain('no PostgreSQL database: give --url or set CLUB_DATABASE_URL');
  });
});
