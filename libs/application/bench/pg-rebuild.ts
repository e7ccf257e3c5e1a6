// pg.rebuild: every registered projection and job kind of one club's season rebuilt from its log
// in PostgreSQL (libs/read-models storage-postgres: the log streamed, the documents written in bulk
// in one transaction), against SQLite's rebuild of the same events in the same run. The season is
// the demo club's real events copied with their ids renamed (./real-season.ts), appended to a
// SQLite file and imported into PostgreSQL as the club's log, as `club migrate` does. A database of
// its own, created with a random name and dropped at the end; with no server answering, one line
// says the figure was skipped. `tsx bench/pg-rebuild.ts` runs it alone (BENCH_PG_REBUILD_EVENTS).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { RecordedEvent } from '@club/events';
import { openEventStore, openPostgresEventLog } from '@club/event-store';
import { createProjectionRunner, openPostgresReadModels, type RebuildReport } from '@club/read-models';
import { registry } from '../src';
import { appendSeason, demoTemplate } from './real-season';

const SERVER_URL =
  process.env['CLUB_BENCH_POSTGRES_URL'] ??
  process.env['CLUB_TEST_POSTGRES_URL'] ??
  'postgres://postgres@127.0.0.1:5432/test';
const CLUB = 'bench';
const IMPORT_BATCH = 5_000;

const report = (line: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(line)}\n`);
const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

/** Runs `sql` on the server's database, or on the database at `url`. */
async function onServer(sql: string, url = SERVER_URL): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Events per wall-clock second of a rebuild, and its report. */
async function rate(run: () => RebuildReport | Promise<RebuildReport>) {
  const start = process.hrtime.bigint();
  const done = await run();
  return { eventsPerSec: Math.round(done.events / seconds(start)), report: done };
}

const best = <T extends { eventsPerSec: number }>(a: T, b: T) => (a.eventsPerSec >= b.eventsPerSec ? a : b);

export async function pgRebuildFigures(events: number): Promise<void> {
  try {
    await onServer('SELECT 1');
  } catch (error) {
    report({
      bench: 'pg.rebuild',
      skipped: `no PostgreSQL server answers at ${SERVER_URL}: ${(error as Error).message}`,
    });
    return;
  }
  const name = `club_bench_${randomBytes(5).toString('hex')}`;
  const url = Object.assign(new URL(SERVER_URL), { pathname: `/${name}` }).toString();
  const dir = mkdtempSync(join(tmpdir(), 'pg-rebuild-'));
  await onServer(`CREATE DATABASE ${name}`);
  const store = openEventStore({ file: join(dir, 'season.db') });
  const log = await openPostgresEventLog({ url, clubId: CLUB });
  const readModels = await openPostgresReadModels({ url, clubId: CLUB });
  try {
    const template = await demoTemplate();
    const season = appendSeason(store, template, events);
    let batch: RecordedEvent[] = [];
    for (const event of store.iterateAll({ pageSize: IMPORT_BATCH })) {
      batch.push(event);
      if (batch.length === IMPORT_BATCH) {
        await log.importEvents(batch);
        batch = [];
      }
    }
    await log.importEvents(batch);
    // The club's database after a bulk load as an operator leaves it (VACUUM ANALYZE): statistics,
    // and the rows' visibility settled, as a log's rows are once autovacuum has passed. Otherwise
    // autovacuum's first pass over the fresh rows comes at any moment of the measures.
    await onServer(`VACUUM ANALYZE`, url);

    const { projections, jobKinds } = registry;
    const sqlite = () => createProjectionRunner(store, { projections, jobKinds }).rebuild();
    // Where a PostgreSQL rebuild's time goes: reading and folding the log, then writing.
    let writeStarted = 0n;
    const postgres = () =>
      readModels.rebuild(log, registry, {
        onProgress: (p) => {
          if (p.phase === 'write') writeStarted = process.hrtime.bigint();
        },
      });
    // Alternated, best of two each, so that neither pays alone for a cold cache.
    const sqliteFirst = await rate(sqlite);
    const pgFirst = await rate(postgres);
    const sqliteRate = best(sqliteFirst, await rate(sqlite));
    const pgSecond = await rate(postgres);
    const writeSeconds = seconds(writeStarted);
    // The read alone, for comparison: the log streamed as the rebuild streams it, nothing folded.
    const readStart = process.hrtime.bigint();
    let read = 0;
    for await (const _ of log.iterateAll({ pageSize: 10_000 })) read++;
    const iterateAllEventsPerSec = Math.round(read / seconds(readStart));

    const pgRate = best(pgFirst, pgSecond);
    const documents = pgRate.report.projections.reduce((n, p) => n + p.documents, 0);
    report({
      bench: 'pg.rebuild',
      events: pgRate.report.events,
      eventsPerSec: pgRate.eventsPerSec,
      sqliteEventsPerSec: sqliteRate.eventsPerSec,
      ratioToSqlite: Number((pgRate.eventsPerSec / sqliteRate.eventsPerSec).toFixed(2)),
      documents,
      iterateAllEventsPerSec,
      lastRunWriteSeconds: Number(writeSeconds.toFixed(2)),
      derived: pgRate.report.derived,
      target: '>= 100,000 events/s',
      source: `demo club (${template.events.length} real events) x ${season.copies} copies, ids renamed per copy, one club's log`,
      baseline: "SQLite's rebuild of the same events (createProjectionRunner.rebuild), same run",
    });
  } finally {
    await readModels.close();
    await log.close();
    store.close();
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  await pgRebuildFigures(Number(process.env['BENCH_PG_REBUILD_EVENTS'] || 200_000));
