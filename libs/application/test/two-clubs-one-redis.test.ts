// Two clubs on one real Redis with the default key prefix: both are the demo club ('demo') and use
// the same session id, so their outbox job ids are the same. Each worker must run its own club's
// jobs only, and both clubs' results must appear.
import { copyFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Decider } from '@club/events';
import { queueNameOf, type Club } from '../src';
import { connectionOf } from '../src/jobs/bullmq-queue';
import { recordScore, scoreDecider } from './support/score-decider';
import { testRedis, until } from './support/redis';
import { useTempClubs } from './support/temp-club';

const clubs = useTempClubs();
let redis: { url: string; stop: () => Promise<void> };
// No queuePrefix below: the default prefix, 'club', as two clubs installed side by side would have.
beforeAll(async () => {
  redis = await testRedis();
});
afterAll(async () => {
  await redis.stop();
});

type Found = { readonly type: 'FoundClub'; readonly clubId: string };
type Founded = { readonly type: 'ClubFounded'; readonly clubId: string };
const clubDecider: Decider<Found, Founded, null> = {
  initialState: null,
  decide: (c) => [{ type: 'ClubFounded', clubId: c.clubId }],
  evolve: () => null,
};

/** A demo club on its own file, on the shared Redis with the default prefix. */
async function demoClub(name: string): Promise<Club> {
  const club = await clubs.open({ file: clubs.path(name), redisUrl: redis.url, retryAfterMs: 600_000 });
  await club.execute('club-demo', clubDecider, { type: 'FoundClub', clubId: 'demo' });
  await club.settle();
  return club;
}

const rankingOf = (club: Club, session: string) => club.runner.derived('ranking', session);

describe('two clubs on one Redis', () => {
  test('with the default prefix and the same job ids, each worker runs only its own jobs and both clubs get their results', async () => {
    const session = `shared-${randomBytes(4).toString('hex')}`; // new each run: BullMQ keeps finished job ids for an hour
    const north = await demoClub('north.db');
    const south = await demoClub('south.db');
    await north.startWorker({ pollIntervalMs: 50 });
    await south.startWorker({ pollIntervalMs: 50 });

    await north.execute(`session-${session}`, scoreDecider, recordScore('ns1', 3));
    await south.execute(`session-${session}`, scoreDecider, recordScore('ew9', 7));
    await until(
      async () => rankingOf(north, session) !== undefined && rankingOf(south, session) !== undefined,
      "both clubs' results",
      15_000,
    );

    expect(rankingOf(north, session)?.doc).toEqual({ session, ranks: [{ rank: 1, pair: 'ns1', points: 3 }] });
    expect(rankingOf(south, session)?.doc).toEqual({ session, ranks: [{ rank: 1, pair: 'ew9', points: 7 }] });
    expect(north.runner.jobs.get(`results.${session}.v1`)?.status).toBe('done');
    expect(south.runner.jobs.get(`results.${session}.v1`)?.status).toBe('done');
    expect(north.runner.databaseId).not.toBe(south.runner.databaseId);
  }, 30_000);

  test("a job of another club that reaches a worker is left alone, and the worker's own job still runs", async () => {
    const session = `stray-${randomBytes(4).toString('hex')}`;
    const north = await demoClub('north.db');
    const south = await demoClub('south.db');
    await north.execute(`session-${session}`, scoreDecider, recordScore('ns1', 3));
    await south.execute(`session-${session}`, scoreDecider, recordScore('ew9', 7));
    await north.settle();
    await south.settle();

    // South's job lands in north's queue (a misconfigured dispatcher, an old queue name).
    const northQueue = new Queue(queueNameOf('club-jobs', { clubId: 'demo', databaseId: north.runner.databaseId }), {
      connection: connectionOf(redis.url),
      prefix: 'club',
    });
    try {
      const strayId = `stray-${session}`;
      await northQueue.add(
        'results',
        { jobId: `results.${session}.v1`, clubId: 'demo', databaseId: south.runner.databaseId },
        { jobId: strayId },
      );
      await north.startWorker({ pollIntervalMs: 50 });

      await until(
        async () =>
          clubs.lines.some((line) =>
            line.startsWith(`job ${strayId} is for club 'demo' database ${south.runner.databaseId}, not this one`),
          ),
        'the refusal',
      );
      await until(async () => rankingOf(north, session) !== undefined, "north's own results");
      expect(rankingOf(north, session)?.doc).toEqual({ session, ranks: [{ rank: 1, pair: 'ns1', points: 3 }] });
      expect(await (await northQueue.getJob(strayId))?.getState()).toBe('delayed');
      expect(south.runner.jobs.get(`results.${session}.v1`)?.status).toBe('pending');
    } finally {
      await northQueue.obliterate({ force: true }).catch(() => undefined);
      await northQueue.close();
    }
  }, 30_000);

  test('a copy of a club file is another database: its queue is not the original one', async () => {
    const original = await demoClub('original.db');
    const id = original.runner.databaseId;
    await clubs.closeAll();
    copyFileSync(clubs.path('original.db'), clubs.path('copy.db'));
    const copy = await clubs.open({ file: clubs.path('copy.db'), redisUrl: redis.url });
    const again = await clubs.open({ file: clubs.path('original.db'), redisUrl: redis.url });
    expect(again.runner.databaseId).toBe(id);
    expect(copy.runner.databaseId).not.toBe(id);
    await copy.close();
    const reopened = await clubs.open({ file: clubs.path('copy.db'), redisUrl: redis.url });
    expect(reopened.runner.databaseId).toBe(copy.runner.databaseId);
  });
});
