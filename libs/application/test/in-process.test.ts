import { describe, expect, test } from 'vitest';
import { freePort } from './support/redis';
import { recordScore, scoreDecider } from './support/score-decider';
import { failingFirst, registry } from './support/test-registry';
import { useTempClubs } from './support/temp-club';

const clubs = useTempClubs();

describe('openClub with in-process jobs', () => {
  test('a command is appended, the read models catch up and the results job writes the ranking', async () => {
    const club = await clubs.open({ queue: 'in-process' });
    expect(club.queue.mode).toBe('in-process');
    expect(clubs.lines).toEqual(['derived jobs run in-process (queue: in-process)']);
    const result = await club.execute('session-a', scoreDecider, recordScore('ns1', 3), {
      actor: { id: 'td', role: 'director' },
    });
    expect(result.append.nextExpectedVersion).toBe(1);
    await club.execute('session-a', scoreDecider, recordScore('ew2', 5));
    await club.settle();
    expect(club.runner.document('test.session-scores', 'a')).toEqual({ points: { ns1: 3, ew2: 5 } });
    expect(club.runner.derived('ranking', 'a')).toMatchObject({
      jobId: 'results.a.v2',
      sourceVersion: 2,
      doc: {
        session: 'a',
        ranks: [
          { rank: 1, pair: 'ew2', points: 5 },
          { rank: 2, pair: 'ns1', points: 3 },
        ],
      },
    });
    expect(club.runner.jobs.pending()).toEqual([]);
    expect(club.store.readStream('session-a')[0]?.metadata.actor).toEqual({ id: 'td', role: 'director' });
  });

  test('holdingJobs: appends made in turns are caught up, their jobs wait until the work ends and then run once', async () => {
    const club = await clubs.open({ queue: 'in-process' });
    let during: { document: unknown; ranking: unknown; pending: string[] } | undefined;
    const held = await club.holdingJobs(async () => {
      for (const [pair, points] of [
        ['ns1', 3],
        ['ew2', 5],
        ['ns3', 4],
      ] as const) {
        await club.execute('session-h', scoreDecider, recordScore(pair, points));
        // A turn of the event loop: the background round catches up (and, without the hold, would run the job).
        await new Promise<void>((resolve) => setImmediate(resolve));
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      during = {
        document: club.runner.document('test.session-scores', 'h'),
        ranking: club.runner.derived('ranking', 'h'),
        pending: club.runner.jobs.pending().map((j) => j.jobId),
      };
      return 'done';
    });
    expect(held).toBe('done');
    expect(during).toEqual({
      document: { points: { ns1: 3, ew2: 5, ns3: 4 } },
      ranking: undefined,
      pending: ['results.h.v3'],
    });
    expect(club.runner.derived('ranking', 'h')).toMatchObject({ jobId: 'results.h.v3' });
    expect(club.runner.jobs.pending()).toEqual([]);
  });

  test('a refused command appends nothing and triggers nothing', async () => {
    const club = await clubs.open({ queue: 'in-process' });
    await expect(club.execute('session-a', scoreDecider, recordScore('ns1', 1.5))).rejects.toThrow(
      'points must be a whole number, got 1.5',
    );
    await club.settle();
    expect(club.store.headPosition()).toBe(0);
    expect(club.runner.jobs.pending()).toEqual([]);
  });

  test('a job that throws stays pending and runs again after the retry delay', async () => {
    const flaky = failingFirst(1);
    // A delay no settle round outlasts on a loaded machine (with 1 ms, a slow round tried it again at once).
    const club = await clubs.open({
      queue: 'in-process',
      retryAfterMs: 1_000,
      registry: { ...registry, jobKinds: [flaky] },
    });
    await club.execute('session-b', scoreDecider, recordScore('ns1', 2));
    await club.settle();
    expect(clubs.lines).toContain('job results.b.v1 failed (tried again in 1000 ms): scoring service hiccup');
    expect(club.runner.jobs.pending().map((j) => j.jobId)).toEqual(['results.b.v1']);
    await new Promise((r) => setTimeout(r, 1_100));
    await club.settle();
    expect(club.runner.derived('ranking', 'b')?.jobId).toBe('results.b.v1');
  });

  test('auto: with no redisUrl (REDIS_URL unset) and nothing answering, jobs run in-process and a log line says so', async () => {
    const nobody = `redis://127.0.0.1:${await freePort()}`;
    const club = await clubs.open({ probeRedisUrl: nobody });
    expect(club.queue.mode).toBe('in-process');
    expect(clubs.lines).toEqual([
      `derived jobs run in-process (no Redis: REDIS_URL unset and nothing answers at ${nobody})`,
    ]);
    await expect(clubs.open({ probeRedisUrl: nobody, queue: 'bullmq' })).rejects.toThrow(
      'queue bullmq needs Redis: set REDIS_URL or run Redis on 127.0.0.1:6379',
    );
  });

  test('queue bullmq without a reachable Redis is refused at open', async () => {
    await expect(clubs.open({ queue: 'bullmq', redisUrl: 'http://localhost' })).rejects.toThrow(
      "REDIS_URL 'http://localhost' must start with redis:// or rediss://",
    );
  });
});
