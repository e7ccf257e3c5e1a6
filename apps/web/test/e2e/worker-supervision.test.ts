// `npm start`'s supervisor (tools/scripts/supervise.mjs) with the real site (server.ts, built) and
// the real results worker on a demo club file and a real Redis: the worker is killed with SIGKILL,
// the site keeps answering, the worker is started again, and a new result is still computed.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openClub, type Club } from '@club/application';
import { siteServerArgs } from '../../../../tools/scripts/fresh-bundle.mjs';
import { supervise, type Supervision } from '../../../../tools/scripts/supervise.mjs';
import { freePort, until } from '../../../../libs/application/test/support/redis';
import { seedRunningSession } from '../support/running-session';
import { ROOT, seedDemoClubFile } from './demo-browser';
import { ensureBuilt, WEB_DIR } from './site-server';

/** Collects a child's stdout, so that the test can wait for its "ready" line. */
function output(child: ChildProcess | undefined): () => string {
  let text = '';
  child?.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child?.stderr?.resume();
  return () => text;
}

let dir: string;
let db: string;
let supervision: Supervision;
let url: string;
const said: string[] = [];
const prefix = `club-test-supervise-${process.pid}-${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'club-supervise-e2e-'));
  db = join(dir, 'club.sqlite');
  seedDemoClubFile(db);
  ensureBuilt();
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  const env = { CLUB_DB: db, CLUB_QUEUE: 'bullmq', CLUB_QUEUE_PREFIX: prefix };
  supervision = supervise({
    site: {
      args: siteServerArgs(),
      cwd: WEB_DIR,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
    worker: {
      args: [join(ROOT, 'apps', 'worker', 'bin', 'worker.mjs')],
      cwd: ROOT,
      env: { ...env, CLUB_POLL_MS: '50' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
    say: (line) => said.push(line),
    backoff: { firstMs: 200 },
  });
  const site = output(supervision.site());
  const worker = output(supervision.worker());
  await until(
    async () => site().includes('club site: ') && worker().includes('worker ready: bullmq'),
    'the site and the worker',
    60_000,
  );
}, 240_000);

afterAll(async () => {
  supervision?.stop();
  await supervision?.done;
  rmSync(dir, { recursive: true, force: true });
});

describe('npm start supervision', () => {
  test('kill -9 of the worker: the site keeps answering, the worker is restarted with a log line, and results are still computed', async () => {
    const site = supervision.site();
    const first = supervision.worker()!;
    const exited = new Promise((done) => first.once('exit', done));
    process.kill(first.pid!, 'SIGKILL');
    await exited;

    // The site answers while the worker is down and after.
    expect((await fetch(`${url}/sign-in`)).status).toBe(200);
    await until(
      async () => supervision.worker() !== undefined && supervision.worker() !== first,
      'the restarted worker',
    );
    const restarted = output(supervision.worker());
    await until(async () => restarted().includes('worker ready: bullmq'), 'the restarted worker to be ready', 30_000);
    expect(said).toContain(
      'worker stopped (SIGKILL): the site keeps serving; restarting the worker in 200 ms (restart 1)',
    );
    expect(site.exitCode).toBeNull();
    expect(site.signalCode).toBeNull();
    expect((await fetch(`${url}/sign-in`)).status).toBe(200);

    // A session played at a table (appended by another process, as a director's device would):
    // the restarted worker computes its results.
    let club: Club | undefined;
    try {
      // The Redis the site found (REDIS_URL, else the local default): openClub no longer reads the environment.
      club = await openClub({
        file: db,
        queue: 'bullmq',
        redisUrl: process.env['REDIS_URL'] || undefined,
        queuePrefix: prefix,
        log: () => undefined,
      });
      const { sessionId } = await seedRunningSession(club);
      const jobs = club.store.sqlite
        .prepare<[string], { jobId: string }>('SELECT job_id AS jobId FROM read_model_jobs WHERE subject = ?')
        .all(sessionId);
      expect(jobs.length).toBeGreaterThan(0);
      await until(
        async () => jobs.every((j) => club!.runner.jobs.get(j.jobId)?.status !== 'pending'),
        'the results computed by the restarted worker',
        30_000,
      );
      expect(jobs.some((j) => club!.runner.jobs.get(j.jobId)?.status === 'done')).toBe(true);
    } finally {
      await club?.close();
    }
  }, 120_000);
});
