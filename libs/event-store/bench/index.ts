// `npm run bench`: one JSON line per figure, all measured in this run on temp files with the
// store's own settings (WAL, synchronous=NORMAL, foreign keys on). Baselines insert pre-built
// rows with plain better-sqlite3 statements into the same schema; the store's figures include
// validation, canonical JSON, ids, hashing and the version check.
import { uuidV7 } from '../src/append/uuid-v7';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEventStore, type EventStore } from '../src';
import { EVENT_COLUMNS } from '../src/read/row-to-event';

const dir = mkdtempSync(join(tmpdir(), 'event-store-bench-'));
const STREAMS = 100;

function report(line: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

interface Rate {
  /** Events per wall-clock second. */
  readonly eventsPerSec: number;
  /** Events per second of this process's CPU time: steadier when other processes share the cores. */
  readonly eventsPerCpuSec: number;
}

function timed(run: () => number): Rate {
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  const count = run();
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const used = process.cpuUsage(cpu);
  return { eventsPerSec: Math.round(count / seconds), eventsPerCpuSec: Math.round(count / ((used.user + used.system) / 1e6)) };
}

const ratio = (a: Rate, b: Rate) => +(a.eventsPerSec / b.eventsPerSec).toFixed(3);
const best = (a: Rate, b: Rate): Rate => (a.eventsPerSec >= b.eventsPerSec ? a : b);

const cardPlayed = (i: number) => ({
  type: 'CardPlayed',
  schemaVersion: 1,
  data: { board: (i % 32) + 1, trick: (i % 13) + 1, seat: 'NESW'[i % 4], card: `${'SHDC'[i % 4]}${'AKQJT98765432'[i % 13]}` },
  metadata: { actor: { id: `player-${i % 4}`, role: 'player' }, correlationId: `session-${i % 7}` },
});

function fresh(name: string): EventStore {
  return openEventStore({ file: join(dir, name), synchronous: 'NORMAL' });
}

/** Plain INSERTs of rows built beforehand, `batch` rows per BEGIN IMMEDIATE transaction. */
function rawInsertRate(batch: number, total: number): Rate {
  const store = fresh(`raw-${batch}.db`);
  const { sqlite } = store;
  const upsertStream = sqlite.prepare('INSERT INTO streams (stream_id, version) VALUES (?, ?) ON CONFLICT (stream_id) DO UPDATE SET version = excluded.version');
  const insert = sqlite.prepare(
    'INSERT INTO events (position, stream_key, stream_position, type_key, schema_version, actor_key, data, event_id, occurred_at, ' +
      'recorded_at, correlation_id, causation_id, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  // The dictionary rows exist beforehand: type 1 is CardPlayed, actor k + 1 is player-k, and
  // stream s gets key s + 1 (streams are first written in the order 0, 1, 2, ...).
  sqlite.prepare(`INSERT INTO event_types (type_key, type) VALUES (1, 'CardPlayed')`).run();
  for (let k = 0; k < 4; k++) sqlite.prepare(`INSERT INTO actors (actor_key, actor_id, actor_role) VALUES (?, ?, 'player')`).run(k + 1, `player-${k}`);
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
      insert.run(i + 1, s + 1, ++versions[s]!, 1, 1, actor, data, eventId, null, now, correlation, null, hash);
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
  const batches = Array.from({ length: total / batch }, (_, b) => Array.from({ length: batch }, (_, i) => cardPlayed(b * batch + i)));
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

/** Plain better-sqlite3 reads and the store's reads over the same 1,000,000-event file. */
function scanRates(total: number, page: number): { raw: Rate; readAll: Rate; iterateAll: Rate | undefined } {
  const store = fresh('scan.db');
  for (let from = 0; from < total; from += 5000) {
    store.append(`table-${(from / 5000) % STREAMS}`, Array.from({ length: 5000 }, (_, i) => cardPlayed(from + i)), 'any');
  }
  // The baseline reads exactly the columns readAll reads (everything but the hash), as raw arrays.
  const select = store.sqlite.prepare(`SELECT ${EVENT_COLUMNS} FROM events WHERE position >= ? ORDER BY position LIMIT ?`).raw();
  const rawScan = () =>
    timed(() => {
      let n = 0;
      for (let from = 1; ; from += page) {
        const rows = select.all(from, page);
        n += rows.length;
        if (rows.length < page) return n;
      }
    });
  const readAllScan = () =>
    timed(() => {
      let n = 0;
      for (let from = 1; ; from += page) {
        const events = store.readAll({ fromPosition: from, limit: page });
        n += events.length;
        if (events.length < page) return n;
      }
    });
  // The streaming API, as a consumer uses it: every event is looked at, none is kept.
  const scanner = (store as Partial<Pick<EventStore, 'iterateAll'>>).iterateAll?.bind(store);
  const iterateScan = scanner
    ? () =>
        timed(() => {
          let n = 0;
          for (const event of scanner()) if (event.position > 0) n++;
          return n;
        })
    : undefined;
  // Alternated, best of two each, so that none pays alone for a cold cache.
  const raw1 = rawScan();
  const readAll1 = readAllScan();
  const iterate1 = iterateScan?.();
  const raw = best(raw1, rawScan());
  const readAll = best(readAll1, readAllScan());
  const iterateAll = iterate1 && iterateScan ? best(iterate1, iterateScan()) : undefined;
  store.close();
  return { raw, readAll, iterateAll };
}

function reportScan(): void {
  const scan = scanRates(1_000_000, 10_000);
  const target = { target: '>= 500000/s' };
  report({ bench: 'raw.scan', ...scan.raw, ratioToRaw: 1, events: 1_000_000, baseline: `SELECT of the columns readAll reads (${EVENT_COLUMNS}; not the hash) in pages of 10,000, raw arrays, nothing decoded` });
  report({ bench: 'store.readAll', ...scan.readAll, ratioToRaw: ratio(scan.readAll, scan.raw), events: 1_000_000, baseline: 'raw.scan', note: 'readAll in pages of 10,000: arrays of parsed, upcast events', ...target, meetsTarget: scan.readAll.eventsPerSec >= 500_000 });
  if (scan.iterateAll) {
    report({ bench: 'store.iterateAll', ...scan.iterateAll, ratioToRaw: ratio(scan.iterateAll, scan.raw), events: 1_000_000, baseline: 'raw.scan', note: 'iterateAll(): one event at a time, read in pages of 1,000', ...target, meetsTarget: scan.iterateAll.eventsPerSec >= 500_000 });
  }
}

function reportMachine(): void {
  report({ bench: 'machine', loadAverage1m: +loadavg()[0]!.toFixed(2), cpus: cpus().length, note: 'eventsPerSec is wall clock; other processes on the cores lower it' });
}

// `npm run bench -- --scan`: only the scan figures (a 1,000,000-event file, about a minute).
const scanOnly = process.argv.includes('--scan');

try {
  if (!scanOnly) benchAppends();
  reportScan();
  reportMachine();
} finally {
  rmSync(dir, { recursive: true, force: true });
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
  report({ bench: 'raw.insert1', ...raw1, ratioToRaw: 1, baseline: 'pre-built rows, plain INSERT, 1 per transaction', sqlite });
  report({ bench: 'raw.insert50', ...raw50, ratioToRaw: 1, baseline: 'pre-built rows, plain INSERT, 50 per transaction', sqlite });
  report({ bench: 'store.append1', ...append1, ratioToRaw: ratio(append1, raw1), baseline: 'raw.insert1', target: '>= 5000/s', meetsTarget: append1.eventsPerSec >= 5000 });
  report({ bench: 'store.append50', ...append50, ratioToRaw: ratio(append50, raw50), baseline: 'raw.insert50', target: '>= 0.5 x raw.insert50', meetsTarget: ratio(append50, raw50) >= 0.5 });
}
