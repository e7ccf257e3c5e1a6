// Whether the results are behind, on a real SQLite file and a real Redis with no worker running:
// the clock is given, so that "older than the threshold" needs no waiting.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resultsLagReader, resultsStaleAfterMs } from '../src';
import { recordScore, scoreDecider } from './support/score-decider';
import { testRedis, uniquePrefix, until } from './support/redis';
import { useTempClubs } from './support/temp-club';

const clubs = useTempClubs();
let redis: { url: string; stop: () => Promise<void> };
beforeAll(async () => void (redis = await testRedis()));
afterAll(async () => redis.stop());

describe('results lag', () => {
  test('behind only once a job has waited longer than the threshold, with when results were last computed; up to date again once a worker ran it', async () => {
    const club = await clubs.open({ redisUrl: redis.url, queuePrefix: uniquePrefix('lag') });
    let now = Date.now();
    const lag = resultsLagReader(club, 60_000, () => now);
    expect(lag.resultsLag()).toEqual({ behind: false, lastComputedAt: null });

    await club.execute('session-a', scoreDecider, recordScore('ns1', 3));
    await club.settle();
    const waiting = club.runner.jobs.pending()[0]!;
    expect(waiting.jobId).toBe('results.a.v1');
    const created = Date.parse(
      club.store.sqlite
        .prepare<[string], string>('SELECT created_at FROM read_model_jobs WHERE job_id = ?')
        .pluck()
        .get(waiting.jobId)!,
    );
    now = created + 60_000;
    expect(lag.resultsLag()).toEqual({ behind: false, lastComputedAt: null });
    now = created + 60_001;
    expect(lag.resultsLag()).toEqual({ behind: true, lastComputedAt: null });

    await club.startWorker({ pollIntervalMs: 50 });
    await until(async () => club.runner.jobs.pending().length === 0, 'the job run by the worker');
    expect(lag.resultsLag()).toEqual({ behind: false, lastComputedAt: null });

    // A second job waits: the notice says when the first one's results were computed.
    await club.close();
    const again = await clubs.open({ redisUrl: redis.url, queuePrefix: uniquePrefix('lag-2') });
    await again.execute('session-a', scoreDecider, recordScore('ew2', 1));
    await again.settle();
    now = Date.now() + 120_000;
    expect(resultsLagReader(again, 60_000, () => now).resultsLag()).toEqual({
      behind: true,
      lastComputedAt: again.runner.derived('ranking', 'a')!.computedAt,
    });
  });

  test('the threshold: the option, else 60 s; a bad value is refused with its name (CLUB_RESULTS_STALE_MS: apps/web/test/site-settings.test.ts)', () => {
    expect(resultsStaleAfterMs(undefined)).toBe(60_000);
    expect(resultsStaleAfterMs(1000)).toBe(1000);
    expect(() => resultsStaleAfterMs(-1)).toThrow(
      'resultsStaleAfterMs must be a non-negative number of milliseconds, got -1',
    );
  });
});
