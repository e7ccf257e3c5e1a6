// The worker keeps the outbox small: on its rounds (at most hourly) it deletes superseded jobs and
// done jobs older than the retention (openClub's option, else 7 days; the apps pass
// CLUB_OUTBOX_RETENTION_DAYS: apps/web/test/site-settings.test.ts).
import { describe, expect, test } from 'vitest';
import { outboxRetentionMs } from '../src/jobs/outbox-housekeeping';
import { recordScore, scoreDecider } from './support/score-decider';
import { failingFirst, registry } from './support/test-registry';
import { useTempClubs } from './support/temp-club';

const clubs = useTempClubs();

describe('outbox housekeeping in the worker', () => {
  test('the retention: the option, else 7 days; a bad value named', () => {
    expect(outboxRetentionMs(undefined)).toBe(7 * 86_400_000);
    expect(outboxRetentionMs(1000)).toBe(1000);
    expect(() => outboxRetentionMs(-1)).toThrow(
      'outboxRetentionMs must be a non-negative number of milliseconds, got -1',
    );
  });

  test('a running worker deletes the superseded job and the done job behind a later one; the latest and the log stay', async () => {
    const flaky = failingFirst(1);
    const club = await clubs.open({
      queue: 'in-process',
      retryAfterMs: 60_000,
      outboxRetentionMs: 0,
      registry: { ...registry, jobKinds: [flaky] },
    });
    const jobs = () =>
      club.store.sqlite
        .prepare<[], { id: string }>(
          `SELECT job_id || ' ' || status AS id FROM read_model_jobs ORDER BY source_position`,
        )
        .all()
        .map((r) => r.id);
    await club.execute('session-a', scoreDecider, recordScore('ns1', 2));
    await club.settle(); // a.v1 fails once and stays pending (tried again in a minute)
    await club.execute('session-a', scoreDecider, recordScore('ew2', 3));
    await club.settle(); // a.v2 supersedes it and runs
    await club.execute('session-b', scoreDecider, recordScore('ns1', 1));
    await club.settle();
    await club.execute('session-b', scoreDecider, recordScore('ns1', 4));
    await club.settle();
    expect(jobs()).toEqual(['results.a.v1 superseded', 'results.a.v2 done', 'results.b.v1 done', 'results.b.v2 done']);
    // A retention of 0 deletes done jobs finished strictly before the worker's round, which prunes
    // once an hour: on a fast run (modules already loaded by the worker's earlier test files) the
    // last settle and that round fell in the same millisecond and b.v1 stayed. Let the clock move on.
    const lastFinished = Date.parse(
      club.store.sqlite.prepare<[], string>('SELECT max(finished_at) FROM read_model_jobs').pluck().get()!,
    );
    while (Date.now() <= lastFinished) await new Promise((r) => setTimeout(r, 1));

    await club.startWorker({ pollIntervalMs: 10 });
    for (let i = 0; i < 100 && jobs().length > 2; i++) await new Promise((r) => setTimeout(r, 10));
    expect(jobs()).toEqual(['results.a.v2 done', 'results.b.v2 done']);
    expect(clubs.lines).toContain('outbox housekeeping: 1 superseded and 1 done jobs deleted');
    expect(club.store.headPosition()).toBe(4);
    expect(club.runner.derived('ranking', 'b')?.jobId).toBe('results.b.v2');
    expect(club.runner.verify().ok).toBe(true);
  });
});
