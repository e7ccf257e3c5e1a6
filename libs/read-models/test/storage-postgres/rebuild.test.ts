// The read models of many clubs in one PostgreSQL schema: a club's rebuild from its PostgreSQL log
// writes exactly what the SQLite runner's rebuild of the same events writes (same keys, same JSON
// bytes, same derived documents and checkpoints); each club's connection sees only its own rows
// (row-level security), a rebuild of one club leaves the other's rows as they were, and a log of
// another club is refused. A database of its own, created here and dropped after.
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, test } from 'vitest';
import { clubConnectionConfig, openPostgresEventLog, type EventStore, type PostgresEventLog } from '@club/event-store';
import {
  createProjectionRunner,
  openPostgresReadModels,
  POSTGRES_READ_MODEL_MIGRATIONS_FOLDER,
  type DocumentProjection,
  type PostgresReadModels,
} from '../../src';
import { CHUNK_CHARS } from '../../src/storage-postgres/write-rows';
import { postgresAvailable, useTestDatabase } from '../../../event-store/test/support/postgres';
import { resultsJob, testProjections } from '../framework/fixtures';
import { appendScores } from '../storage/support/season';
import { useTempStore } from '../storage/support/temp-store';

const temp = useTempStore();
const SCHEMA = 'clubs';
/** A document per event: a club of 2,500 events writes more documents than one INSERT holds. */
const perEvent: DocumentProjection<{ readonly stream: string }> = {
  name: 'test.per-event',
  version: 1,
  types: ['ScoreRecorded'],
  keysOf: (event) => [String(event.position)],
  initial: () => ({ stream: '' }),
  evolve: (_, event) => ({ stream: event.streamId }),
};
/**
 * Long documents, every character JSON and the bulk writes must carry as they are (quotes,
 * backslashes, escapes, non-Latin letters): together longer than a statement's chunk of JSON.
 */
const long: DocumentProjection<{ readonly lines: readonly string[] }> = {
  name: 'test.long',
  version: 1,
  types: ['ScoreRecorded'],
  keysOf: (event) => [`pair "${(event.data as { pair: string }).pair}" \\ ŝ`],
  initial: () => ({ lines: [] }),
  evolve: (doc, event) => ({
    lines: [...doc.lines, `${event.position} "quoted" back\\slash\ttab\nnew line ŝ 🂡 ${'x'.repeat(1_000)}`],
  }),
};
const registry = { projections: [...testProjections, perEvent, long], jobKinds: [resultsJob] };
/** A projection whose key the server refuses (text holds no NUL): its rebuild fails at the server. */
const refusedKey: DocumentProjection<object> = {
  name: 'test.refused-key',
  version: 1,
  types: ['ScoreRecorded'],
  keysOf: () => ['nul\u0000key'],
  initial: () => ({}),
  evolve: (doc) => doc,
};
/** A projection whose documents are not JSON: its rebuild fails before they are sent. */
const notJson: DocumentProjection<unknown> = {
  name: 'test.not-json',
  version: 1,
  types: ['ScoreRecorded'],
  keysOf: () => ['k'],
  initial: () => undefined,
  evolve: () => () => undefined,
};

/** The rows a rebuild writes, without times, in key order. */
const DOCUMENTS = 'SELECT projection, key, doc FROM read_model_documents ORDER BY projection, key';
const DERIVED =
  'SELECT kind, key, doc, job_id, source_stream, source_version, source_position FROM read_model_derived ORDER BY kind, key';
const CHECKPOINTS = 'SELECT name, version, position FROM read_model_projections ORDER BY name';

/** A SQLite club of `scores` results, rebuilt by the SQLite runner; its rows as the runner wrote them. */
function sqliteClub(scores: number) {
  const store = temp.open(temp.path(`club-${scores}.db`));
  appendScores(store, 0, scores);
  const report = createProjectionRunner(store, registry).rebuild();
  const rows = (sql: string) => store.sqlite.prepare(sql).all();
  return { store, report, documents: rows(DOCUMENTS), derived: rows(DERIVED), checkpoints: rows(CHECKPOINTS) };
}

describe.skipIf(!postgresAvailable)('read models on PostgreSQL', () => {
  const database = useTestDatabase();

  async function pgClub(clubId: string, store: EventStore): Promise<PostgresEventLog> {
    const log = database.closeAtEnd(await openPostgresEventLog({ url: database.url, schema: SCHEMA, clubId }));
    await log.importEvents(store.readAll());
    return log;
  }
  const readModels = async (clubId: string): Promise<PostgresReadModels> =>
    database.closeAtEnd(await openPostgresReadModels({ url: database.url, schema: SCHEMA, clubId }));
  /** A raw connection of the club (as the store's own): what any SQL on it can see. */
  async function clubRows(clubId: string, sql: string): Promise<unknown[]> {
    const client = new pg.Client(clubConnectionConfig({ url: database.url, schema: SCHEMA, clubId }));
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  }

  test("a club's rebuild equals the SQLite runner's for the same log; each club sees its own rows only", async () => {
    const a = sqliteClub(2_500);
    const b = sqliteClub(50);
    const logA = await pgClub('club-a', a.store);
    const logB = await pgClub('club-b', b.store);
    const modelsA = await readModels('club-a');
    const modelsB = await readModels('club-b');
    // Every committed migration, once: by the first club's open, none by the second's.
    expect(modelsA.migrationsApplied).toBe(readdirSync(POSTGRES_READ_MODEL_MIGRATIONS_FOLDER).length);
    expect(modelsB.migrationsApplied).toBe(0);

    expect(await modelsB.rebuild(logB, registry)).toEqual(b.report);
    const reportA = await modelsA.rebuild(logA, registry);
    expect(reportA).toEqual(a.report);
    expect(reportA.projections.find((p) => p.name === 'test.per-event')?.documents).toBe(2_500);
    // More JSON than one statement's chunk: the documents went in several statements.
    const longJson = await clubRows(
      'club-a',
      "SELECT sum(length(doc))::int AS n FROM read_model_documents WHERE projection = 'test.long'",
    );
    expect((longJson[0] as { n: number }).n).toBeGreaterThan(CHUNK_CHARS);
    expect(reportA.derived).toBe(3);

    for (const [club, sqlite] of [
      ['club-a', a],
      ['club-b', b],
    ] as const) {
      expect(await clubRows(club, DOCUMENTS)).toEqual(sqlite.documents);
      expect(await clubRows(club, DERIVED)).toEqual(sqlite.derived);
      expect(await clubRows(club, CHECKPOINTS)).toEqual(sqlite.checkpoints);
      // The club's job ledger holds the replay's jobs, so its processes do not do them again.
      expect(await clubRows(club, 'SELECT job_id, done_by FROM read_model_job_runs ORDER BY job_id')).toEqual(
        sqlite.store.sqlite
          .prepare<[], string>("SELECT job_id FROM read_model_jobs WHERE status = 'done' ORDER BY job_id")
          .pluck()
          .all()
          .map((jobId) => ({ job_id: jobId, done_by: 'rebuild' })),
      );
    }
    // The clubs' totals differ, so each reads its own document under the same key.
    const totalA = await modelsA.document<{ total: number }>('test.pair-totals', 'p0');
    const totalB = await modelsB.document<{ total: number }>('test.pair-totals', 'p0');
    expect(totalA).toEqual(createProjectionRunner(a.store, registry).document('test.pair-totals', 'p0'));
    expect(totalB).toEqual(createProjectionRunner(b.store, registry).document('test.pair-totals', 'p0'));
    expect(totalA!.total).not.toBe(totalB!.total);
    expect((await modelsA.derived('ranking', 's0'))?.jobId).toMatch(/^results\.s0\.v\d+$/);
    expect(await modelsA.document('test.pair-totals', 'nobody')).toBeUndefined();

    // Row-level security: SQL without a WHERE on a club's connection sees that club's rows only.
    for (const table of ['read_model_documents', 'read_model_derived', 'read_model_projections'])
      expect(await clubRows('club-a', `SELECT DISTINCT club_id FROM ${table}`)).toEqual([{ club_id: 'club-a' }]);
    expect(await clubRows('club-none', 'SELECT count(*)::int AS n FROM read_model_documents')).toEqual([{ n: 0 }]);
    await expect(
      clubRows(
        'club-a',
        "INSERT INTO read_model_documents (club_id, projection, key, doc) VALUES ('club-b', 'x', 'y', '{}')",
      ),
    ).rejects.toThrow(/row-level security/);
  });

  test("a rebuild replaces its club's old rows and leaves another club's untouched", async () => {
    const a = sqliteClub(120);
    const b = sqliteClub(30);
    const logA = await pgClub('club-c', a.store);
    const logB = await pgClub('club-d', b.store);
    const modelsA = await readModels('club-c');
    const modelsB = await readModels('club-d');
    await modelsA.rebuild(logA, registry);
    await modelsB.rebuild(logB, registry);
    const others = async () =>
      (
        await database.admin.query(
          `SELECT * FROM ${SCHEMA}.read_model_documents WHERE club_id = 'club-d' ORDER BY projection, key`,
        )
      ).rows;
    const before = await others();
    expect(before.length).toBeGreaterThan(0);

    // A stale document of club-c, and more events: the next rebuild drops the one and folds the others.
    await clubRows(
      'club-c',
      "INSERT INTO read_model_documents (projection, key, doc) VALUES ('test.pair-totals', 'gone', '{}')",
    );
    appendScores(a.store, 120, 150);
    await logA.importEvents(a.store.readAll({ fromPosition: 121 }));
    const report = await modelsA.rebuild(logA, registry);
    expect(report.events).toBe(150);
    expect(await modelsA.document('test.pair-totals', 'gone')).toBeUndefined();
    createProjectionRunner(a.store, registry).rebuild();
    expect(await clubRows('club-c', DOCUMENTS)).toEqual(a.store.sqlite.prepare(DOCUMENTS).all());
    expect(await clubRows('club-c', CHECKPOINTS)).toEqual(a.store.sqlite.prepare(CHECKPOINTS).all());
    expect(await others()).toEqual(before);
  });

  test('a rebuild that fails, at the server or before its documents are sent, leaves the rows as they were', async () => {
    const a = sqliteClub(2_500);
    const log = await pgClub('club-g', a.store);
    const models = await readModels('club-g');
    await models.rebuild(log, registry);
    const before = [
      await clubRows('club-g', DOCUMENTS),
      await clubRows('club-g', DERIVED),
      await clubRows('club-g', CHECKPOINTS),
    ];

    const failing = (last: DocumentProjection<never>) => ({
      ...registry,
      projections: [...registry.projections, last],
    });
    await expect(models.rebuild(log, failing(refusedKey as DocumentProjection<never>))).rejects.toThrow(/0x00/);
    await expect(models.rebuild(log, failing(notJson as DocumentProjection<never>))).rejects.toThrow(
      'document k: the document is not JSON (undefined)',
    );
    expect([
      await clubRows('club-g', DOCUMENTS),
      await clubRows('club-g', DERIVED),
      await clubRows('club-g', CHECKPOINTS),
    ]).toEqual(before);
    // The connection pool is intact: the next rebuild succeeds.
    expect((await models.rebuild(log, registry)).events).toBe(2_500);
  });

  test("refuses to rebuild a club's read models from another club's log", async () => {
    const a = sqliteClub(10);
    const log = await pgClub('club-e', a.store);
    const models = await readModels('club-f');
    await expect(models.rebuild(log, registry)).rejects.toThrow('the log is club "club-e"\'s, not club "club-f"\'s');
    expect(await models.checkpoints()).toEqual([]);
  });
});
