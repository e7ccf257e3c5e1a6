// `npm run bench -w @club/application`: one JSON line per figure, all measured in this run.
// 1. rebuild: every registered projection and job kind from a season of 1,000,000 real events (the
//    demo club's log copied with its ids renamed, ./real-season.ts), against the event store's
//    readAll and iterateAll rates over the same file.
// 2. latency from a session's last result to its published ranking through BullMQ (a real
//    Redis: $REDIS_URL or 127.0.0.1:6379), against the in-process queue.
// 3. the longest event-loop block while a large results file is checked and recorded, against the
//    file read at once and the recording in one slice (./import-block.ts).
// 4. issue 15: a 30-table, 27-board PBN imported and scored into a real SQLite club, against
//    parsing it alone (./pbn-import-score.ts).
// 5. issue 15: the 200-board LIN file of the interchange bench imported, replayed and recorded call
//    by call and card by card into a real SQLite club and scored, against parsing it alone
//    (./lin-import-score.ts).
// 6. the Ulti league season: its table rebuilt from the log against settling its sheets alone, and
//    the league job for one new session (./ulti-league.ts).
// 7. pg.rebuild: one club's season of 200,000 real events rebuilt from its PostgreSQL log, against
//    SQLite's rebuild of the same events (./pg-rebuild.ts; BENCH_PG_REBUILD_EVENTS).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Decider } from '@club/events';
import { openEventStore } from '@club/event-store';
import { createProjectionRunner } from '@club/read-models';
import { findRedis, openClub, registry, type Club } from '../src';
import { registry as benchRegistry } from './bench-registry';
import { RESULTS_PER_SESSION, TABLES, resultAt, resultEntered, type Result } from '../../read-models/bench/season';
import { appendSeason, demoTemplate } from './real-season';
import { importBlockFigures } from './import-block';
import { linImportScoreFigures } from './lin-import-score';
import { pbnImportScoreFigures } from './pbn-import-score';
import { pgRebuildFigures } from './pg-rebuild';
import { timed, type Rate } from './timed';
import { ultiLeagueFigures } from './ulti-league';

const BENCH_REGISTRY = fileURLToPath(new URL('./bench-registry.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'application-bench-'));
const report = (line: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(line)}\n`);
const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

const best = (a: Rate, b: Rate): Rate => (a.eventsPerSec >= b.eventsPerSec ? a : b);

async function rebuildFigures(events: number): Promise<void> {
  const file = join(dir, 'season.db');
  const store = openEventStore({ file });
  const template = await demoTemplate();
  const season = appendSeason(store, template, events);
  const appended = season.events;
  const { projections, jobKinds } = registry;

  const readAllRate = () =>
    timed(() => {
      let n = 0;
      for (let from = 1; ; from += 10_000) {
        const page = store.readAll({ fromPosition: from, limit: 10_000 });
        n += page.length;
        if (page.length < 10_000) return n;
      }
    });
  const iterateAllRate = () =>
    timed(() => {
      let n = 0;
      for (const _ of store.iterateAll()) n++;
      return n;
    });
  let last: ReturnType<ReturnType<typeof createProjectionRunner>['rebuild']> | undefined;
  const rebuildRate = () =>
    timed(() => {
      last = createProjectionRunner(store, { projections, jobKinds }).rebuild();
      return last.events;
    });
  // Alternated, best of two each, so that neither pays alone for a cold cache.
  const read = best(readAllRate(), (rebuildRate(), iterateAllRate(), readAllRate()));
  const iterated = best(iterateAllRate(), iterateAllRate());
  const rebuilt = best(rebuildRate(), rebuildRate());
  const source = `demo club (${template.events.length} real events) x ${season.copies} copies, ids renamed per copy`;
  report({ bench: 'store.readAll', ...read, events: appended, source, baseline: 'pages of 10,000 (upcast, parsed)' });
  report({ bench: 'store.iterateAll', ...iterated, events: appended, source, baseline: 'streaming, pages of 1,000' });
  report({
    bench: 'read-models.rebuild',
    ...rebuilt,
    ratio: +(rebuilt.eventsPerSec / read.eventsPerSec).toFixed(3),
    ratioCpu: +(rebuilt.eventsPerCpuSec / read.eventsPerCpuSec).toFixed(3),
    ratioIterateAll: +(rebuilt.eventsPerSec / iterated.eventsPerSec).toFixed(3),
    ratioIterateAllCpu: +(rebuilt.eventsPerCpuSec / iterated.eventsPerCpuSec).toFixed(3),
    baseline: 'store.readAll',
    events: appended,
    source,
    documentsPerProjection: Object.fromEntries(last!.projections.map((p) => [p.name, p.documents])),
    documents: last!.projections.reduce((n, p) => n + p.documents, 0),
    derivedDocuments: last!.derived,
    target: '>= 100000/s',
    meetsTarget: rebuilt.eventsPerSec >= 100_000,
  });
  store.close();
}

type Enter = { readonly type: 'EnterResult'; readonly result: Result };
type Entered = { readonly type: 'ResultEntered' } & Result;
const resultDecider: Decider<Enter, Entered, null> = {
  initialState: null,
  decide: (command) => [{ type: 'ResultEntered', ...command.result }],
  evolve: () => null,
};

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** For each session: all but the last result appended directly, then the last one through execute; ms until its ranking is stored. */
async function latencies(club: Club, sessions: number): Promise<number[]> {
  const times: number[] = [];
  for (let s = 0; s < sessions; s++) {
    const results = Array.from({ length: RESULTS_PER_SESSION }, (_, i) =>
      resultAt(s, Math.floor(i / TABLES), i % TABLES),
    );
    club.store.append(`session-${s}`, results.slice(0, -1).map(resultEntered), 'no-stream');
    club.runner.catchUp();
    const start = process.hrtime.bigint();
    await club.execute(`session-${s}`, resultDecider, { type: 'EnterResult', result: results.at(-1)! });
    const jobId = `bench-results.${s}.v${RESULTS_PER_SESSION}`;
    while (club.runner.derived('bench-ranking', String(s))?.jobId !== jobId) await new Promise((r) => setTimeout(r, 1));
    times.push(seconds(start) * 1000);
  }
  return times.sort((a, b) => a - b);
}

/** apps/worker's process on the same file and queue; resolves once it says it is ready. */
async function workerProcess(env: Record<string, string>): Promise<ChildProcess> {
  const bin = fileURLToPath(new URL('../../../apps/worker/bin/worker.mjs', import.meta.url));
  const child = spawn(process.execPath, [bin], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('worker ready') && resolve());
    child.once('exit', (code) => reject(new Error(`the bench's worker process exited (${code}) before it was ready`)));
  });
  return child;
}

function latencyLine(
  bench: string,
  times: readonly number[],
  baseline: { p50: number; p95: number },
  path: string,
): void {
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  report({
    bench,
    sessions: times.length,
    resultsPerSession: RESULTS_PER_SESSION,
    p50Ms: +p50.toFixed(2),
    p95Ms: +p95.toFixed(2),
    ratioP50: +(p50 / baseline.p50).toFixed(2),
    ratioP95: +(p95 / baseline.p95).toFixed(2),
    baseline: 'results.latency.in-process',
    path,
    target: 'p95 < 500 ms',
    meetsTarget: p95 < 500,
  });
}

async function latencyFigures(sessions: number): Promise<void> {
  const quiet = () => undefined;
  const inProcess = await openClub({
    file: join(dir, 'in-process.db'),
    registry: benchRegistry,
    queue: 'in-process',
    log: quiet,
  });
  const base = await latencies(inProcess, sessions);
  await inProcess.close();
  const baseline = { p50: +percentile(base, 50).toFixed(2), p95: +percentile(base, 95).toFixed(2) };
  report({
    bench: 'results.latency.in-process',
    sessions,
    p50Ms: baseline.p50,
    p95Ms: baseline.p95,
    ratio: 1,
    baseline: 'in-process queue',
  });

  const redisUrl = await findRedis(process.env['REDIS_URL'] || undefined);
  if (!redisUrl) {
    report({
      bench: 'results.latency.bullmq',
      skipped: 'no Redis: set REDIS_URL or run redis-server on 127.0.0.1:6379',
    });
    return;
  }
  const bull = await openClub({
    file: join(dir, 'bullmq.db'),
    registry: benchRegistry,
    queue: 'bullmq',
    redisUrl,
    queuePrefix: `club-bench-${randomBytes(4).toString('hex')}`,
    log: quiet,
  });
  await bull.startWorker({ pollIntervalMs: 200 });
  latencyLine(
    'results.latency.bullmq',
    await latencies(bull, sessions),
    baseline,
    'execute -> catch-up -> outbox -> BullMQ -> Worker in the same process -> job -> derived document',
  );
  await bull.close();

  // The deployed shape: the appending process hands over, a separate worker process computes.
  const file = join(dir, 'bullmq-process.db');
  const queuePrefix = `club-bench-${randomBytes(4).toString('hex')}`;
  const appender = await openClub({
    file,
    registry: benchRegistry,
    queue: 'bullmq',
    redisUrl,
    queuePrefix,
    log: quiet,
  });
  const worker = await workerProcess({
    CLUB_DB: file,
    REDIS_URL: redisUrl,
    CLUB_QUEUE_PREFIX: queuePrefix,
    CLUB_REGISTRY: BENCH_REGISTRY,
  });
  try {
    latencyLine(
      'results.latency.bullmq-worker-process',
      await latencies(appender, sessions),
      baseline,
      'as results.latency.bullmq, with apps/worker as a separate process',
    );
  } finally {
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.kill('SIGTERM');
    await exited;
    await appender.close();
  }
}

try {
  const events = Number(process.env['BENCH_EVENTS'] || 1_000_000);
  await rebuildFigures(events);
  await latencyFigures(Number(process.env['BENCH_SESSIONS'] || 200));
  await importBlockFigures(
    Number(process.env['BENCH_IMPORT_BOARDS'] || 2289),
    Number(process.env['BENCH_IMPORT_TABLES'] || 3),
  );
  await pbnImportScoreFigures(Number(process.env['BENCH_PBN_RUNS'] || 5));
  await linImportScoreFigures(Number(process.env['BENCH_LIN_RUNS'] || 3));
  await ultiLeagueFigures(Number(process.env['BENCH_ULTI_SESSIONS'] || 30));
  await pgRebuildFigures(Number(process.env['BENCH_PG_REBUILD_EVENTS'] || 200_000));
  report({
    bench: 'machine',
    loadAverage1m: +loadavg()[0]!.toFixed(2),
    cpus: cpus().length,
    note: 'wall clock; other processes on the cores lower the figures',
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
