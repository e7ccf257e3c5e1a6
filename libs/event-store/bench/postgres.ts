// The PostgreSQL figures of `npm run bench` (pg.*), each with its baseline measured in the same
// run, and SQLite's figure for the same measure beside it (sqlite.*). A database of its own is
// created with a random name and dropped at the end; with no server answering, one line says the
// figures were skipped. The scan reads 1,000,000 events (about a minute to write them with SQL);
// CLUB_BENCH_PG_EVENTS=100000 (a multiple of 1,000) reads fewer, for a quicker look.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { RecordedEvent } from '@club/events';
import { openPostgresEventLog, openSqliteEventLog, type EventLog } from '../src';
import { PG_EVENT_COLUMNS } from '../src/postgres/pg-reads';
import { uuidV7 } from '../src/append/uuid-v7';
import { cardPlayed } from './card-played';

const SERVER_URL =
  process.env['CLUB_BENCH_POSTGRES_URL'] ??
  process.env['CLUB_TEST_POSTGRES_URL'] ??
  'postgres://postgres@127.0.0.1:5432/test';
const WRITERS = 8;
const BATCH = 50;
const BATCHES_PER_WRITER = 60;
const READ_EVENTS = scanSize(process.env['CLUB_BENCH_PG_EVENTS']);
const PAGE = 10_000;
const LAG_RATE = 2000;
const LAG_SECONDS = 5;
const MAX_IN_FLIGHT = 64;
/** The club of every log and raw baseline: rows are a club's (row-level security on club.id). */
const CLUB = 'bench';
/** A raw connection's options: the schema, and the club its rows get (club_id's default). */
const rawOptions = (schema: string) => `-c search_path=${schema} -c club.id=${CLUB}`;

function scanSize(setting: string | undefined): number {
  if (setting === undefined || setting === '') return 1_000_000;
  const events = Number(setting);
  if (!Number.isInteger(events) || events < 1000 || events % 1000 !== 0)
    throw new Error(`bench: CLUB_BENCH_PG_EVENTS must be a multiple of 1,000, got ${setting}`);
  return events;
}

const report = (line: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(line)}\n`);
const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;
const perSec = (events: number, start: bigint) => Math.round(events / seconds(start));

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** 8 writers at once, each appending BATCHES_PER_WRITER batches of 50 events to its own streams. */
async function concurrentAppends(log: EventLog): Promise<number> {
  const batches = (w: number) =>
    Array.from({ length: BATCHES_PER_WRITER }, (_, b) =>
      Array.from({ length: BATCH }, (_, i) => cardPlayed((w * BATCHES_PER_WRITER + b) * BATCH + i)),
    );
  const prepared = Array.from({ length: WRITERS }, (_, w) => batches(w));
  const start = process.hrtime.bigint();
  await Promise.all(
    prepared.map(async (mine, w) => {
      const versions = [0, 0, 0, 0];
      for (let b = 0; b < mine.length; b++)
        versions[b % 4] = (await log.append(`w${w}-table-${b % 4}`, mine[b]!, versions[b % 4]!)).nextExpectedVersion;
    }),
  );
  return perSec(WRITERS * BATCHES_PER_WRITER * BATCH, start);
}

/** The same rows as plain INSERTs by 8 connections: positions and hashes made beforehand, no lock. */
async function rawConcurrentInserts(url: string): Promise<number> {
  const owner = await openPostgresEventLog({ url, schema: 'raw_append', clubId: CLUB });
  await owner.close();
  const now = new Date().toISOString();
  const hash = 'ab'.repeat(32);
  const clients = await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      const client = new pg.Client({ connectionString: url, options: rawOptions('raw_append') });
      await client.connect();
      return client;
    }),
  );
  const rowsOf = (w: number, b: number) => {
    const columns = Array.from({ length: 13 }, () => new Array<unknown>(BATCH));
    for (let i = 0; i < BATCH; i++) {
      const n = (w * BATCHES_PER_WRITER + b) * BATCH + i;
      const e = cardPlayed(n);
      const row = [
        n + 1,
        Math.floor(b / 4) * BATCH + i + 1,
        e.type,
        1,
        JSON.stringify(e.data),
        uuidV7(),
        null,
        now,
        e.metadata.actor.id,
        'player',
        e.metadata.correlationId,
        null,
        hash,
      ];
      for (let c = 0; c < 13; c++) columns[c]![i] = row[c];
    }
    return columns;
  };
  const prepared = clients.map((_, w) => Array.from({ length: BATCHES_PER_WRITER }, (_, b) => rowsOf(w, b)));
  const insert =
    'WITH s AS (INSERT INTO streams (stream_id, version) VALUES ($1, $2) ' +
    'ON CONFLICT (club_id, stream_id) DO UPDATE SET version = excluded.version) ' +
    'INSERT INTO events (position, stream_id, stream_position, type, schema_version, data, event_id, ' +
    'occurred_at, recorded_at, actor_id, actor_role, correlation_id, causation_id, hash) ' +
    'SELECT p, $1, sp, t, v, d, id, oa, ra, ai, ar, ci, ca, h FROM unnest($3::bigint[], $4::bigint[], $5::text[], ' +
    '$6::int[], $7::text[], $8::uuid[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], ' +
    '$14::text[], $15::text[]) AS r(p, sp, t, v, d, id, oa, ra, ai, ar, ci, ca, h)';
  const start = process.hrtime.bigint();
  await Promise.all(
    clients.map(async (client, w) => {
      for (let b = 0; b < BATCHES_PER_WRITER; b++) {
        const columns = prepared[w]![b]!;
        await client.query('BEGIN');
        await client.query(insert, [`w${w}-table-${b % 4}`, (columns[1]![BATCH - 1] as number) ?? 0, ...columns]);
        await client.query('COMMIT');
      }
    }),
  );
  const rate = perSec(WRITERS * BATCHES_PER_WRITER * BATCH, start);
  await Promise.all(clients.map((client) => client.end()));
  return rate;
}

/** READ_EVENTS card-played events written with SQL into the schema `scan` (the reads do not check hashes). */
async function fillScan(url: string): Promise<void> {
  const owner = await openPostgresEventLog({ url, schema: 'scan', clubId: CLUB });
  await owner.close();
  const client = new pg.Client({ connectionString: url, options: rawOptions('scan') });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO streams (stream_id, version) SELECT 'table-' || s, ${READ_EVENTS / 100} FROM generate_series(0, 99) s`,
    );
    await client.query(
      'INSERT INTO events (position, stream_id, stream_position, type, schema_version, data, event_id, occurred_at, ' +
        'recorded_at, actor_id, actor_role, correlation_id, causation_id, hash) ' +
        "SELECT i, 'table-' || (i % 100), i / 100 + 1, 'CardPlayed', 1, " +
        `'{"board":' || (i % 32 + 1) || ',"card":"' || substr('SHDC', i % 4 + 1, 1) || substr('AKQJT98765432', i % 13 + 1, 1) || ` +
        `'","seat":"' || substr('NESW', i % 4 + 1, 1) || '","trick":' || (i % 13 + 1) || '}', ` +
        "md5(i::text)::uuid, NULL, '2026-01-01T00:00:00.000Z', 'player-' || (i % 4), 'player', 'session-' || (i % 7), " +
        `NULL, md5(i::text) FROM generate_series(1, ${READ_EVENTS}) i`,
    );
    await client.query('ANALYZE events');
  } finally {
    await client.end();
  }
}

/** The whole log through iterateAll in pages of PAGE: how a rebuild or a migration scans it. */
async function iterateAllRate(log: EventLog): Promise<number> {
  const start = process.hrtime.bigint();
  let count = 0;
  for await (const event of log.iterateAll({ pageSize: PAGE })) if (event.position > 0) count++;
  if (count !== READ_EVENTS) throw new Error(`bench: iterateAll read ${count} of ${READ_EVENTS}`);
  return perSec(count, start);
}

/** The whole log through readAll calls of PAGE events each, the caller keying the next page. */
async function readAllRate(log: EventLog): Promise<number> {
  const start = process.hrtime.bigint();
  let count = 0;
  for (let from = 1; ;) {
    const page = await log.readAll({ fromPosition: from, limit: PAGE });
    count += page.length;
    if (page.length < PAGE) break;
    from = page[page.length - 1]!.position + 1;
  }
  if (count !== READ_EVENTS) throw new Error(`bench: readAll read ${count} of ${READ_EVENTS}`);
  return perSec(count, start);
}

/**
 * The same columns as readAll, raw arrays in pages of 10,000, nothing decoded. The superuser is not
 * bound by row-level security, so the club is named in the WHERE, as the policy adds it to readAll's.
 */
async function rawSelectRate(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url, options: rawOptions('scan') });
  await client.connect();
  const start = process.hrtime.bigint();
  let count = 0;
  for (let after = 0; ;) {
    const page = await client.query({
      text: `SELECT ${PG_EVENT_COLUMNS} FROM events WHERE club_id = $3 AND position > $1 ORDER BY position LIMIT $2`,
      values: [after, PAGE, CLUB],
      rowMode: 'array',
    });
    count += page.rows.length;
    if (page.rows.length < PAGE) break;
    after = Number((page.rows[page.rows.length - 1] as unknown[])[0]);
  }
  const rate = perSec(count, start);
  await client.end();
  return rate;
}

/** Appends of one event at a steady LAG_RATE per second; lag = projection applied − append returned. */
async function subscriptionLag(url: string): Promise<{ p50: number; p95: number; max: number; rate: number }> {
  const log = await openPostgresEventLog({ url, schema: 'lag', clubId: CLUB, poolSize: 12 });
  const committed = new Map<number, number>();
  const applied = new Map<number, number>();
  const sub = log.subscribe(
    {
      name: 'lag',
      // The subscription's own cost (wake, read, checkpoint in one transaction per batch); a
      // projection's writes add their own round trips on top.
      apply(event: RecordedEvent) {
        applied.set(event.position, performance.now());
      },
    },
    { pollIntervalMs: 1000, batchSize: 500 },
  );
  await sub.caughtUp();
  const tick = 10;
  const start = performance.now();
  const pending: Promise<void>[] = [];
  let inFlight = 0;
  let sent = 0;
  // A steady schedule for LAG_SECONDS: each tick sends what is due by now, but never more than
  // MAX_IN_FLIGHT unanswered appends (a slower server lowers the rate reached, which is reported).
  while (performance.now() - start < LAG_SECONDS * 1000) {
    const due = Math.floor(((performance.now() - start) / 1000) * LAG_RATE);
    for (; sent < due && inFlight < MAX_IN_FLIGHT; sent++) {
      inFlight++;
      pending.push(
        log.append(`lag-${sent % 50}`, [cardPlayed(sent)], 'any').then((result) => {
          committed.set(result.events[0]!.position, performance.now());
          inFlight--;
        }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, tick));
  }
  await Promise.all(pending);
  const rate = Math.round(sent / ((performance.now() - start) / 1000));
  while (applied.size < sent) await sub.caughtUp();
  await sub.stop();
  await log.close();
  const lags = [...committed].map(([position, at]) => Math.max(0, applied.get(position)! - at)).sort((a, b) => a - b);
  const at = (q: number) => +lags[Math.min(lags.length - 1, Math.floor(q * lags.length))]!.toFixed(1);
  return { p50: at(0.5), p95: at(0.95), max: at(1), rate };
}

async function sqliteFigures(): Promise<{ append50: number; readAll: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'event-log-bench-'));
  try {
    const appends = openSqliteEventLog({ file: join(dir, 'appends.db') });
    const append50 = await concurrentAppends(appends);
    await appends.close();
    const scan = openSqliteEventLog({ file: join(dir, 'scan.db') });
    for (let from = 0; from < READ_EVENTS; from += 1000) {
      const batch = Array.from({ length: 1000 }, (_, i) => cardPlayed(from + i));
      await scan.append(`table-${(from / 1000) % 100}`, batch, 'any');
    }
    const readAll = Math.max(await iterateAllRate(scan), await iterateAllRate(scan));
    await scan.close();
    return { append50, readAll };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  try {
    await admin('SELECT 1');
  } catch (error) {
    report({ bench: 'pg', skipped: `no PostgreSQL server answers at ${SERVER_URL}: ${(error as Error).message}` });
    return;
  }
  const name = `club_bench_${randomBytes(5).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = Object.assign(new URL(SERVER_URL), { pathname: `/${name}` }).toString();
  try {
    // Appends: the adapter and the raw baseline alternated, best of two each (the cores are shared).
    const appendRates: number[] = [];
    const rawRates: number[] = [];
    for (let round = 0; round < 2; round++) {
      const log = await openPostgresEventLog({ url, schema: `append_${round}`, clubId: CLUB, poolSize: WRITERS });
      appendRates.push(await concurrentAppends(log));
      if (!(await log.verifyChain()).ok) throw new Error('bench: the chain does not verify');
      await log.close();
      rawRates.push(await rawConcurrentInserts(url));
      await admin(`SELECT 1`);
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query('DROP SCHEMA raw_append CASCADE');
      await cleanup.end();
    }
    const append = Math.max(...appendRates);
    const raw = Math.max(...rawRates);
    const sqlite = await sqliteFigures();
    report({
      bench: 'pg.append50',
      eventsPerSec: append,
      rawEventsPerSec: raw,
      ratioToRaw: +(append / raw).toFixed(3),
      writers: WRITERS,
      baseline:
        '8 connections, plain INSERT of the same pre-built rows (positions and hashes made beforehand), one transaction per 50',
      target: '>= 0.5',
      meetsTarget: append / raw >= 0.5,
    });
    report({
      bench: 'sqlite.append50',
      eventsPerSec: sqlite.append50,
      note: 'the same 8 concurrent writers through the SQLite EventLog (one file; appends take turns)',
    });

    await fillScan(url);
    // The raw SELECT and the adapter alternated, best of three each (the cores are shared: one
    // round of two was often decided by a neighbour's burst).
    const rawReads: number[] = [];
    const scans: number[] = [];
    const readAlls: number[] = [];
    for (let round = 0; round < 3; round++) {
      rawReads.push(await rawSelectRate(url));
      const scan = await openPostgresEventLog({ url, schema: 'scan', clubId: CLUB });
      scans.push(await iterateAllRate(scan));
      readAlls.push(await readAllRate(scan));
      await scan.close();
    }
    const rawRead = Math.max(...rawReads);
    const scanned = Math.max(...scans);
    report({
      bench: 'pg.readAll',
      events: READ_EVENTS,
      eventsPerSec: scanned,
      rawEventsPerSec: rawRead,
      ratioToRaw: +(scanned / rawRead).toFixed(3),
      readAllCallsEventsPerSec: Math.max(...readAlls),
      readAllCallsRatioToRaw: +(Math.max(...readAlls) / rawRead).toFixed(3),
      measured:
        'iterateAll({ pageSize: 10000 }) over the whole log: decoded, upcast RecordedEvents, one at a time ' +
        '(it asks for the next page when a page arrives); readAllCalls: readAll({ fromPosition, limit: 10000 }) in turn',
      baseline: `SELECT of the same columns (${PG_EVENT_COLUMNS}) in pages of 10,000 by position, one after another, raw arrays, nothing decoded`,
      runs: { raw: rawReads, iterateAll: scans, readAllCalls: readAlls },
      target: '>= 0.8',
      meetsTarget: scanned / rawRead >= 0.8,
    });
    report({
      bench: 'sqlite.readAll',
      eventsPerSec: sqlite.readAll,
      events: READ_EVENTS,
      note: 'iterateAll in pages of 10,000 through the SQLite EventLog, as pg.readAll',
    });

    const lag = await subscriptionLag(url);
    report({
      bench: 'pg.subscriptionLag',
      p95Ms: lag.p95,
      p50Ms: lag.p50,
      maxMs: lag.max,
      appendsPerSec: lag.rate,
      targetRate: LAG_RATE,
      note: 'append returned -> the subscription applied it (LISTEN/NOTIFY wake; the projection writes nothing, the checkpoint moves per batch)',
      target: 'p95 < 100 ms',
      meetsTarget: lag.p95 < 100,
    });
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

await main();
