// `npm run bench`: one JSON line per figure, all measured in this run on temp files with the
// store's own settings (WAL, synchronous=NORMAL, foreign keys on). Baselines insert pre-built
// rows with plain better-sqlite3 statements into the same schema; the store's figures include
// validation, canonical JSON, ids, hashing and the version check. The scan figures are measured
// first, each in a fresh process (bench/scan-figure.ts), over a file written by another one.
import { uuidV7 } from '../src/append/uuid-v7';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openEventStore, type EventStore } from '../src';
import { EVENT_COLUMNS } from '../src/read/row-to-event';
import { cardPlayed, STREAMS } from './card-played';
import { timed, type Rate } from './rate';

const dir = mkdtempSync(join(tmpdir(), 'event-store-bench-'));

function report(line: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

const ratio = (a: Rate, b: Rate) => +(a.eventsPerSec / b.eventsPerSec).toFixed(3);
const best = (a: Rate, b: Rate): Rate => (a.eventsPerSec >= b.eventsPerSec ? a : b);

function fresh(name: string): EventStore {
  return openEventStore({ file: join(dir, name), synchronous: 'NORMAL' });
}

/** Plain INSERTs of rows built beforehand, `batch` rows per BEGIN IMMEDIATE transaction. */
function rawInsertRate(batch: number, total: number): Rate {
  const store = fresh(`raw-${batch}.db`);
  const { sqlite } = store;
  const upsertStream = sqlite.prepare(
    'INSERT INTO streams (stream_id, version) VALUES (?, ?) ON CONFLICT (stream_id) DO UPDATE SET version = excluded.version',
  );
  const insert = sqlite.prepare(
    'INSERT INTO events (position, stream_key, stream_position, type_key, actor_key, data, event_id, occurred_at, ' +
      'recorded_at, correlation_id, causation_id, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  // The dictionary rows exist beforehand: type 1 is CardPlayed v1, actor k + 1 is player-k, and
  // stream s gets key s + 1 (streams are first written in the order 0, 1, 2, ...).
  sqlite.prepare(`INSERT INTO event_types (type_key, type, schema_version) VALUES (1, 'CardPlayed', 1)`).run();
  for (let k = 0; k < 4; k++)
    sqlite
      .prepare(`INSERT INTO actors (actor_key, actor_id, actor_role) VALUES (?, ?, 'player')`)
      .run(k + 1, `player-${k}`);
  const now = new Date().toISOString();
  const hash = 'ab'.repeat(32);
  const rows = Array.from({ length: total }, (_, i) => {
    const e = cardPlayed(i);
    return [JSON.stringify(e.data), uuidV7(), (i % 4) + 1, e.metadata.correlationId] as const;
  });
  const versions = new Array<number>(STREAMS).fill(0);
  const write = sqlite.transaction((from: number) => {
    const s = (from / batch) % STREAMS;
    const streamId = `table-${s}`;
    upsertStream.run(streamId, versions[s]! + batch);
    for (let i = from; i < from + batch; i++) {
      const [data, eventId, actor, correlation] = rows[i]!;
      insert.run(i + 1, s + 1, ++versions[s]!, 1, actor, data, eventId, null, now, correlation, null, hash);
    }
  });
  const rate = timed(() => {
    for (let from = 0; from < total; from += batch) write.immediate(from);
    return total;
  });
  store.close();
  return rate;
}

function storeAppendRate(batch: number, total: number): Rate {
  const store = fresh(`store-${batch}.db`);
  const versions = new Array<number>(STREAMS).fill(0);
  const batches = Array.from({ length: total / batch }, (_, b) =>
    Array.from({ length: batch }, (_, i) => cardPlayed(b * batch + i)),
  );
  const rate = timed(() => {
    for (let b = 0; b < batches.length; b++) {
      const s = b % STREAMS;
      versions[s] = store.append(`table-${s}`, batches[b]!, versions[s]!).nextExpectedVersion;
    }
    return total;
  });
  if (!store.verifyChain().ok) throw new Error('bench: the chain does not verify');
  store.close();
  return rate;
}

/** The scan file is written by a child process (bench/scan-file.ts says why). */
function writeScanFile(file: string, total: number): void {
  const writer = fileURLToPath(new URL('./scan-file.ts', import.meta.url));
  const child = spawnSync(process.execPath, ['--import', 'tsx', writer, file, String(total)], { stdio: 'inherit' });
  if (child.status !== 0) throw new Error(`bench: writing the scan file failed (${child.status ?? child.signal})`);
}

interface ScanRates {
  readonly raw: Rate;
  readonly readAll: Rate;
  /** readAll called with `limit: 1,000`: a consumer paging in smaller steps. */
  readonly readAllPage1000: Rate;
  readonly iterateAll: Rate;
}

/** One figure measured by bench/scan-figure.ts in a fresh process. */
function scanFigure(file: string, figure: 'raw' | 'readAll' | 'iterateAll', page: number): Rate {
  const script = fileURLToPath(new URL('./scan-figure.ts', import.meta.url));
  const child = spawnSync(process.execPath, ['--import', 'tsx', script, file, figure, String(page)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (child.status !== 0) throw new Error(`bench: the ${figure} scan failed (${child.status ?? child.signal})`);
  return JSON.parse(child.stdout) as Rate;
}

/** Plain better-sqlite3 reads and the store's reads over the same 1,000,000-event file. */
function scanRates(total: number, page: number): ScanRates {
  const file = join(dir, 'scan.db');
  writeScanFile(file, total);
  // Alternated, best of two each, so that none pays alone for a cold cache or a busy moment.
  const first = {
    raw: scanFigure(file, 'raw', page),
    readAll: scanFigure(file, 'readAll', page),
    readAllPage1000: scanFigure(file, 'readAll', 1000),
    iterateAll: scanFigure(file, 'iterateAll', page),
  };
  return {
    raw: best(first.raw, scanFigure(file, 'raw', page)),
    readAll: best(first.readAll, scanFigure(file, 'readAll', page)),
    readAllPage1000: best(first.readAllPage1000, scanFigure(file, 'readAll', 1000)),
    iterateAll: best(first.iterateAll, scanFigure(file, 'iterateAll', page)),
  };
}

function reportScan(scan: ScanRates): void {
  const target = { target: '>= 500000/s' };
  report({
    bench: 'raw.scan',
    ...scan.raw,
    ratioToRaw: 1,
    events: 1_000_000,
    baseline: `SELECT of the columns readAll reads (${EVENT_COLUMNS}; not the hash) in pages of 10,000, raw arrays, nothing decoded`,
  });
  report({
    bench: 'store.readAll',
    ...scan.readAll,
    ratioToRaw: ratio(scan.readAll, scan.raw),
    events: 1_000_000,
    baseline: 'raw.scan',
    note: 'readAll in pages of 10,000: arrays of parsed, upcast events',
    ...target,
    meetsTarget: scan.readAll.eventsPerSec >= 500_000,
  });
  report({
    bench: 'store.readAll.page1000',
    ...scan.readAllPage1000,
    ratioToRaw: ratio(scan.readAllPage1000, scan.raw),
    events: 1_000_000,
    baseline: 'raw.scan',
    note: 'readAll in pages of 1,000 (limit: 1000 per call)',
    ...target,
    meetsTarget: scan.readAllPage1000.eventsPerSec >= 500_000,
  });
  report({
    bench: 'store.iterateAll',
    ...scan.iterateAll,
    ratioToRaw: ratio(scan.iterateAll, scan.raw),
    events: 1_000_000,
    baseline: 'raw.scan',
    note: 'iterateAll(): one event at a time, read in pages of 1,000',
    ...target,
    meetsTarget: scan.iterateAll.eventsPerSec >= 500_000,
  });
}

const loadAtStart = +loadavg()[0]!.toFixed(2);

function reportMachine(): void {
  report({
    bench: 'machine',
    loadAverage1m: +loadavg()[0]!.toFixed(2),
    loadAverage1mAtStart: loadAtStart,
    cpus: cpus().length,
    note: 'eventsPerSec is wall clock; other processes on the cores lower it',
  });
}

// `npm run bench -- --scan`: only the scan figures (a 1,000,000-event file, about a minute).
const scanOnly = process.argv.includes('--scan');

try {
  // Measured first, reported in the usual order (appends, then scans).
  const scan = scanRates(1_000_000, 10_000);
  if (!scanOnly) benchAppends();
  reportScan(scan);
  if (!scanOnly) postgresFigures();
  reportMachine();
} finally {
  rmSync(dir, { recursive: true, force: true });
}

/** The pg.* figures (bench/postgres.ts), in a process of their own: its client is asynchronous. */
function postgresFigures(): void {
  const script = fileURLToPath(new URL('./postgres.ts', import.meta.url));
  const child = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit' });
  if (child.status !== 0) throw new Error(`bench: the PostgreSQL figures failed (${child.status ?? child.signal})`);
}

function benchAppends(): void {
  // Warm-up: JIT and file system caches, not reported.
  rawInsertRate(50, 10_000);
  storeAppendRate(50, 10_000);
  rmSync(dir, { recursive: true, force: true });

  const raw1 = rawInsertRate(1, 20_000);
  const raw50 = rawInsertRate(50, 200_000);
  const append1 = storeAppendRate(1, 20_000);
  const append50 = storeAppendRate(50, 200_000);
  const sqlite = 'WAL, synchronous=NORMAL, foreign_keys=ON, BEGIN IMMEDIATE per batch';
  report({
    bench: 'raw.insert1',
    ...raw1,
    ratioToRaw: 1,
    baseline: 'pre-built rows, plain INSERT, 1 per transaction',
    sqlite,
  });
  report({
    bench: 'raw.insert50',
    ...raw50,
    ratioToRaw: 1,
    baseline: 'pre-built rows, plain INSERT, 50 per transaction',
    sqlite,
  });
  report({
    bench: 'store.append1',
    ...append1,
    ratioToRaw: ratio(append1, raw1),
    baseline: 'raw.insert1',
    target: '>= 5000/s',
    meetsTarget: append1.eventsPerSec >= 5000,
  });
  report({
    bench: 'store.append50',
    ...append50,
    ratioToRaw: ratio(append50, raw50),
    baseline: 'raw.insert50',
    target: '>= 0.5 x raw.insert50',
    meetsTarget: ratio(append50, raw50) >= 0.5,
  });
}
