// The worker process against a real Redis (libs/application/test/support/redis.ts) and a real
// SQLite file: it computes the jobs another process appends, survives being SIGKILLed mid-job
// (BullMQ stalled-job recovery hands the job to the next worker) and stops cleanly on SIGTERM.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { openClub, type Club } from '@club/application';
import { testRedis, uniquePrefix, until } from '../../../libs/application/test/support/redis';
import { recordScore, scoreDecider } from '../../../libs/application/test/support/score-decider';
import { registry } from '../../../libs/application/test/support/test-registry';
import { settingsFrom } from '../src/settings';

const BIN = fileURLToPath(new URL('../bin/worker.mjs', import.meta.url));
const REGISTRY = fileURLToPath(new URL('../../../libs/application/test/support/test-registry.ts', import.meta.url));

let redis: { url: string; stop: () => Promise<void> };
beforeAll(async () => void (redis = await testRedis()));
afterAll(async () => redis.stop());

let dir: string;
let prefix: string;
const children: ChildProcessWithoutNullStreams[] = [];
const clubs: Club[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'worker-'));
  prefix = uniquePrefix('worker');
});
afterEach(async () => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const club of clubs.splice(0)) await club.close();
  rmSync(dir, { recursive: true, force: true });
});

function startWorker(extraEnv: Record<string, string> = {}) {
  const env = {
    ...process.env,
    CLUB_DB: join(dir, 'club.db'),
    REDIS_URL: redis.url,
    CLUB_QUEUE_PREFIX: prefix,
    CLUB_REGISTRY: REGISTRY,
    CLUB_POLL_MS: '50',
    ...extraEnv,
  };
  const child = spawn(process.execPath, [BIN], { env, stdio: 'pipe' });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    exited,
    output: () => ({ stdout, stderr }),
    line: (text: string) =>
      until(
        async () => {
          if (child.exitCode !== null) throw new Error(`worker exited (${child.exitCode}) before '${text}': ${stderr}`);
          return stdout.split('\n').includes(text);
        },
        `'${text}' from the worker`,
        20_000,
      ),
  };
}

async function appender(): Promise<Club> {
  // Hands jobs to BullMQ but processes none itself.
  const club = await openClub({
    file: join(dir, 'club.db'),
    registry,
    redisUrl: redis.url,
    queuePrefix: prefix,
    queue: 'bullmq',
    log: () => undefined,
  });
  clubs.push(club);
  return club;
}

const everything = (club: Club) =>
  club.store.sqlite
    .prepare(
      'SELECT kind, key, doc, job_id FROM read_model_derived UNION ALL SELECT projection, key, doc, NULL FROM read_model_documents ORDER BY 1, 2',
    )
    .all();

describe('apps/worker', () => {
  test('bad settings: one line naming the setting, exit 1', async () => {
    const worker = startWorker({ REDIS_URL: 'http://localhost:6379' });
    expect(await worker.exited).toEqual({ code: 1, signal: null });
    expect(worker.output().stderr).toBe(
      `club worker: cannot start on ${join(dir, 'club.db')}: REDIS_URL 'http://localhost:6379' must start with redis:// or rediss://\n`,
    );
    expect(() => settingsFrom({ CLUB_POLL_MS: '0' })).toThrow(
      "CLUB_POLL_MS must be a positive whole number of milliseconds, got '0'",
    );
    expect(settingsFrom({ CLUB_DB: 'x/club.db', CLUB_WORKER_LOCK_MS: '1000' })).toEqual({
      file: join(process.cwd(), 'x/club.db'),
      lockDurationMs: 1000,
      doubleDummy: 'on',
      clubId: 'demo',
      everyClub: false,
      share: { index: 1, count: 1 },
    });
    expect(settingsFrom({ CLUB_DATABASE_URL: 'postgres://club@db/clubs', CLUB_ID: 'north' })).toMatchObject({
      databaseUrl: 'postgres://club@db/clubs',
      clubId: 'north',
    });
  }, 30_000);

  test("computes the job of another process's append, and stops on SIGTERM", async () => {
    const worker = startWorker();
    await worker.line(`worker ready: bullmq on ${join(dir, 'club.db')}`);
    const club = await appender();
    await club.execute('session-a', scoreDecider, recordScore('ns1', 2));
    await club.execute('session-a', scoreDecider, recordScore('ew2', 6));
    await club.settle();
    await until(async () => club.runner.derived('ranking', 'a')?.jobId === 'results.a.v2', 'the ranking');
    expect(club.runner.derived('ranking', 'a')?.doc).toEqual({
      session: 'a',
      ranks: [
        { rank: 1, pair: 'ew2', points: 6 },
        { rank: 2, pair: 'ns1', points: 2 },
      ],
    });
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toEqual({ code: 0, signal: null });
    expect(worker.output().stdout).toMatch(/worker stopped\n$/);
  }, 30_000);

  test('a worker SIGKILLed in the middle of a job: the next worker retries it and the read models equal a fresh rebuild', async () => {
    const env = { CLUB_TEST_HANG_DIR: dir, CLUB_WORKER_LOCK_MS: '1000', CLUB_WORKER_STALLED_MS: '500' };
    const first = startWorker(env);
    await first.line(`worker ready: bullmq on ${join(dir, 'club.db')}`);
    const club = await appender();
    await club.execute('session-k', scoreDecider, recordScore('ns1', 3));
    await club.execute('session-k', scoreDecider, recordScore('ew2', 3));
    await club.settle();
    await first.line('hanging in results.k.v2');
    first.child.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(club.runner.derived('ranking', 'k')).toBeUndefined();
    expect(club.runner.jobs.get('results.k.v2')?.status).toBe('pending');

    const second = startWorker(env);
    await until(async () => club.runner.derived('ranking', 'k') !== undefined, 'the retried job', 20_000);
    expect(club.runner.derived('ranking', 'k')).toMatchObject({
      jobId: 'results.k.v2',
      doc: {
        session: 'k',
        ranks: [
          { rank: 1, pair: 'ew2', points: 3 },
          { rank: 1, pair: 'ns1', points: 3 },
        ],
      },
    });
    expect(club.runner.jobs.pending()).toEqual([]);
    second.child.kill('SIGTERM');
    await second.exited;
    expect(club.runner.verify()).toMatchObject({ ok: true, differences: [] });
    const incremental = everything(club);
    club.runner.rebuild();
    expect(everything(club)).toEqual(incremental);
  }, 40_000);
});
