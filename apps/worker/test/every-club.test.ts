// A worker of a deployment of many clubs (CLUB_BASE_HOST beside CLUB_DATABASE_URL) serves every
// club of the PostgreSQL database: two clubs' processes hand their jobs to their queues and run
// none; the one worker does both clubs' jobs, each recorded in its own club's ledger, and each
// club's process then holds its own results. Real PostgreSQL (a database of its own) and Redis.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openClub, type Club } from '@club/application';
import { postgresAvailable, useTestDatabase } from '../../../libs/event-store/test/support/postgres';
import { testRedis, uniquePrefix, until } from '../../../libs/application/test/support/redis';
import { recordScore, scoreDecider } from '../../../libs/application/test/support/score-decider';
import { registry } from '../../../libs/application/test/support/test-registry';

const BIN = fileURLToPath(new URL('../bin/worker.mjs', import.meta.url));
const REGISTRY = fileURLToPath(new URL('../../../libs/application/test/support/test-registry.ts', import.meta.url));

describe.skipIf(!postgresAvailable)('a worker of many clubs', () => {
  const database = useTestDatabase();
  const dir = mkdtempSync(join(tmpdir(), 'worker-every-club-'));
  const prefix = uniquePrefix('every-club');
  let redis: { url: string; stop: () => Promise<void> };
  const clubs: Club[] = [];
  let child: ChildProcessWithoutNullStreams | undefined;
  beforeAll(async () => void (redis = await testRedis()));
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    for (const club of clubs) await club.close();
    await redis.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A club's process that hands its jobs to BullMQ and runs none. */
  const appender = async (clubId: string) => {
    const club = await openClub({
      file: join(dir, 'unused.db'),
      databaseUrl: database.url,
      clubId,
      registry,
      redisUrl: redis.url,
      queuePrefix: prefix,
      queue: 'bullmq',
      log: () => undefined,
    });
    clubs.push(club);
    return club;
  };

  test("one worker does both clubs' jobs, each in its own club", async () => {
    const north = await appender('north');
    const south = await appender('south');
    await north.execute('session-n1', scoreDecider, recordScore('p1', 3));
    await south.execute('session-s1', scoreDecider, recordScore('p2', 5));
    await south.execute('session-s1', scoreDecider, recordScore('p3', 1));
    await Promise.all([north.settle(), south.settle()]);
    expect(north.runner.jobs.pending().map((j) => j.jobId)).toEqual(['results.n1.v1']);
    expect(south.runner.jobs.pending().map((j) => j.jobId)).toEqual(['results.s1.v2']);

    child = spawn(process.execPath, [BIN], {
      env: {
        ...process.env,
        CLUB_DB: join(dir, 'worker.db'),
        CLUB_DATABASE_URL: database.url,
        CLUB_BASE_HOST: 'localhost',
        REDIS_URL: redis.url,
        CLUB_QUEUE_PREFIX: prefix,
        CLUB_REGISTRY: REGISTRY,
        CLUB_POLL_MS: '50',
      },
      stdio: 'pipe',
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await until(async () => stdout.includes('worker ready'), `the worker ready (stderr: ${stderr})`, 60_000);
    expect(stdout).toContain('worker ready: bullmq on every club of the PostgreSQL database (north, south)');

    const ledger = async () =>
      (
        await database.admin.query<{ club_id: string; job_id: string }>(
          'SELECT club_id, job_id FROM read_model_job_runs ORDER BY club_id, job_id',
        )
      ).rows;
    await until(async () => (await ledger()).length === 2, "both clubs' jobs in their ledgers", 60_000);
    expect(await ledger()).toEqual([
      { club_id: 'north', job_id: 'results.n1.v1' },
      { club_id: 'south', job_id: 'results.s1.v2' },
    ]);
    // Each club's process takes its own club's results from its ledger, and none of the other's.
    await north.refresh();
    await south.refresh();
    expect(north.runner.jobs.pending()).toEqual([]);
    expect(south.runner.jobs.pending()).toEqual([]);
    expect(north.runner.derivedDocuments('ranking').map((d) => d.key)).toEqual(['n1']);
    expect(south.runner.derivedDocuments('ranking').map((d) => d.key)).toEqual(['s1']);
  }, 120_000);
});
