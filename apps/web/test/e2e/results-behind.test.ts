// The results pages over HTTP, against the built site on a demo club file with BullMQ and no
// worker running: while a results job waits longer than CLUB_RESULTS_STALE_MS (0 here: any wait),
// the pages say the results are being updated and when they were last computed; once a worker
// has run the job, the notice is gone.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openClub, type Club } from '@club/application';
import { until } from '../../../../libs/application/test/support/redis';
import { formatInstant } from '../../src/components/time/club-time';
import { seedRunningSession } from '../support/running-session';
import { seedDemoClubFile } from './demo-browser';
import { ensureBuilt, startSite, type RunningSite } from './site-server';

const NOTICE = 'Results are being updated';
const prefix = `club-test-behind-${process.pid}-${randomBytes(4).toString('hex')}`;
let dir: string;
let db: string;
let site: RunningSite;
let cookie: string;

async function page(path: string): Promise<string> {
  const response = await fetch(`${site.url}${path}`, { headers: { cookie, 'accept-language': 'en-GB' } });
  expect(response.status).toBe(200);
  return response.text();
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'club-behind-e2e-'));
  db = join(dir, 'club.sqlite');
  seedDemoClubFile(db);
  ensureBuilt();
  site = await startSite({
    db,
    env: {
      CLUB_QUEUE: 'bullmq',
      CLUB_QUEUE_PREFIX: prefix,
      CLUB_RESULTS_STALE_MS: '0',
      CLUB_TIME_ZONE: 'America/New_York',
    },
  });
  const member = /(member@\S+)\s+password: (\S+)/.exec(site.output());
  if (!member) throw new Error('the site printed no member demo account');
  const signIn = await fetch(`${site.url}/api/trpc/auth.signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify({ email: member[1], password: member[2] }),
  });
  expect(signIn.status).toBe(200);
  cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
}, 240_000);

afterAll(async () => {
  await site?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('results pages when the results are behind', () => {
  test('no notice while up to date; a job waiting with no worker: the results and history pages say so, with when results were last computed; gone once a worker ran it', async () => {
    expect(await page('/results')).not.toContain(NOTICE);

    let club: Club | undefined;
    try {
      // Play recorded by another process; no worker runs, so its results job waits.
      // The Redis the site found (REDIS_URL, else the local default): openClub no longer reads the environment.
      club = await openClub({
        file: db,
        queue: 'bullmq',
        redisUrl: process.env['REDIS_URL'] || undefined,
        queuePrefix: prefix,
        log: () => undefined,
      });
      const { sessionId } = await seedRunningSession(club);
      expect(club.runner.jobs.pending().length).toBeGreaterThan(0);
      const lastComputed = club.store.sqlite
        .prepare<[], string>('SELECT max(computed_at) FROM read_model_derived')
        .pluck()
        .get()!;
      // In the club's zone (New York), in the style of the reader's language (en-GB).
      const shown = `last computed <time dateTime="${lastComputed}" title="America/New_York">${formatInstant(lastComputed, { timeZone: 'America/New_York', locale: 'en-GB' })}</time>`;

      for (const path of ['/results', `/results/${sessionId}`, '/history']) {
        const html = await page(path);
        expect(html, path).toContain(NOTICE);
        expect(html, path).toContain(shown);
      }

      await club.startWorker({ pollIntervalMs: 50 });
      // The results jobs: analyses (double dummy) wait for a worker with the solver, which this one is not.
      const waiting = () => club!.runner.jobs.pending().filter((job) => club!.runner.jobs.canRun(job.kind));
      await until(async () => waiting().length === 0, 'the worker to run the waiting jobs', 20_000);
      for (const path of ['/results', `/results/${sessionId}`, '/history'])
        expect(await page(path), path).not.toContain(NOTICE);
    } finally {
      await club?.close();
    }
  }, 120_000);
});
