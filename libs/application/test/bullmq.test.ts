// Against a real Redis (see support/redis.ts) and a real SQLite file.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { recordScore, scoreDecider } from './support/score-decider';
import { startOwnRedis, testRedis, uniquePrefix, until } from './support/redis';
import { failingFirst, registry } from './support/test-registry';
import { useTempClubs } from './support/temp-club';

const clubs = useTempClubs();
let redis: { url: string; stop: () => Promise<void> };
beforeAll(async () => void (redis = await testRedis()));
afterAll(async () => redis.stop());

describe('openClub with BullMQ', () => {
  test('append, job handed to BullMQ, the worker writes the ranking; rebuilding gives the same read models', async () => {
    const club = await clubs.open({ redisUrl: redis.url, queuePrefix: uniquePrefix('bullmq') });
    expect(club.queue.mode).toBe('bullmq');
    await club.startWorker({ pollIntervalMs: 50 });
    await club.execute('session-a', scoreDecider, recordScore('ns1', 3));
    await club.execute('session-a', scoreDecider, recordScore('ew2', 1));
    await club.execute('session-b', scoreDecider, recordScore('ns1', 2));
    await until(
      async () =>
        club.runner.derived('ranking', 'a')?.jobId === 'results.a.v2' &&
        club.runner.derived('ranking', 'b') !== undefined,
      'rankings',
    );
    expect(club.runner.derived('ranking', 'a')?.doc).toEqual({
      session: 'a',
      ranks: [
        { rank: 1, pair: 'ns1', points: 3 },
        { rank: 2, pair: 'ew2', points: 1 },
      ],
    });
    const incremental = club.store.sqlite
      .prepare(
        'SELECT kind, key, doc, job_id FROM read_model_derived UNION ALL SELECT projection, key, doc, NULL FROM read_model_documents ORDER BY 1, 2',
      )
      .all();
    club.runner.rebuild();
    expect(
      club.store.sqlite
        .prepare(
          'SELECT kind, key, doc, job_id FROM read_model_derived UNION ALL SELECT projection, key, doc, NULL FROM read_model_documents ORDER BY 1, 2',
        )
        .all(),
    ).toEqual(incremental);
    expect(club.runner.verify()).toMatchObject({ ok: true, differences: [] });
  });

  test('a job that throws is retried by BullMQ with backoff until it succeeds', async () => {
    const flaky = failingFirst(2);
    const club = await clubs.open({
      redisUrl: redis.url,
      queuePrefix: uniquePrefix('retry'),
      registry: { ...registry, jobKinds: [flaky] },
      backoffMs: 20,
    });
    await club.startWorker({ pollIntervalMs: 50 });
    await club.execute('session-r', scoreDecider, recordScore('ns1', 1));
    await until(async () => club.runner.derived('ranking', 'r') !== undefined, 'the ranking after two failed attempts');
    expect(clubs.lines.filter((line) => line.startsWith('job results.r.v1 failed'))).toEqual([
      'job results.r.v1 failed (attempt 1 of 5): scoring service hiccup',
      'job results.r.v1 failed (attempt 2 of 5): scoring service hiccup',
    ]);
    expect(club.runner.jobs.get('results.r.v1')?.status).toBe('done');
  });

  test('Redis stopped: appends still succeed and their jobs wait in the outbox; once Redis is back they run', async () => {
    const own = await startOwnRedis();
    try {
      const club = await clubs.open({ redisUrl: own.url, queuePrefix: uniquePrefix('outage'), retryAfterMs: 60_000 });
      await club.startWorker({ pollIntervalMs: 50 });
      await club.execute('session-c', scoreDecider, recordScore('ns1', 1));
      await until(async () => club.runner.derived('ranking', 'c') !== undefined, 'the first ranking');

      await own.kill();
      await club.execute('session-c', scoreDecider, recordScore('ew2', 4));
      await club.execute('session-c', scoreDecider, recordScore('ns1', 2));
      await club.settle();
      expect(club.store.streamVersion('session-c')).toBe(3);
      expect(club.runner.jobs.pending().map((j) => [j.jobId, j.enqueuedAt])).toEqual([['results.c.v3', null]]);
      expect(clubs.lines.some((line) => line.startsWith(`Redis at ${own.url} unreachable`))).toBe(true);
      expect(club.runner.derived('ranking', 'c')?.jobId).toBe('results.c.v1');

      await own.start();
      await until(
        async () => club.runner.derived('ranking', 'c')?.jobId === 'results.c.v3',
        'the ranking after Redis came back',
        20_000,
      );
      expect(club.runner.derived('ranking', 'c')?.doc).toEqual({
        session: 'c',
        ranks: [
          { rank: 1, pair: 'ew2', points: 4 },
          { rank: 2, pair: 'ns1', points: 3 },
        ],
      });
      expect(club.runner.jobs.pending()).toEqual([]);
    } finally {
      await clubs.closeAll();
      await own.kill();
    }
  }, 40_000);
});
