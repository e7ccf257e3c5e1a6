import { describe, expect, test } from 'vitest';
import { createProjectionRunner, jobIdOf, UnknownJobError } from '../../src';
import { resultsJob, scoreRecorded, testProjections } from '../framework/fixtures';
import { useTempStore } from './support/temp-store';

const temp = useTempStore();

function setUp() {
  const store = temp.open();
  const runner = createProjectionRunner(store, { projections: testProjections, jobKinds: [resultsJob] });
  return { store, runner };
}

describe('derived jobs: the outbox and idempotent processing', () => {
  test('one catch-up batch keeps only the last job per subject, keyed by the stream version', () => {
    const { store, runner } = setUp();
    store.append('session-a', [scoreRecorded('ns1', 3), scoreRecorded('ew2', 5)], 'no-stream');
    store.append('session-b', [scoreRecorded('ns1', 1)], 'no-stream');
    store.append('session-a', [scoreRecorded('ns3', 5)], 2);
    runner.catchUp();
    expect(runner.jobs.pending().map((j) => [j.jobId, j.sourceStream, j.sourceVersion, j.sourcePosition])).toEqual([
      ['results.b.v1', 'session-b', 1, 3],
      ['results.a.v3', 'session-a', 3, 4],
    ]);
  });

  test('a later trigger supersedes a pending job; running a job twice writes once', () => {
    const { store, runner } = setUp();
    store.append('session-a', [scoreRecorded('ns1', 3)], 'no-stream');
    runner.catchUp();
    store.append('session-a', [scoreRecorded('ew2', 3)], 1);
    runner.catchUp();
    expect(runner.jobs.get('results.a.v1')?.status).toBe('superseded');
    expect(runner.jobs.run('results.a.v1')).toBe('superseded');
    expect(runner.derived('ranking', 'a')).toBeUndefined();
    expect(runner.jobs.run('results.a.v2')).toBe('done');
    const first = runner.derived('ranking', 'a')!;
    expect(first).toMatchObject({
      jobId: 'results.a.v2',
      sourceStream: 'session-a',
      sourceVersion: 2,
      sourcePosition: 2,
      doc: {
        session: 'a',
        ranks: [
          { rank: 1, pair: 'ew2', points: 3 },
          { rank: 1, pair: 'ns1', points: 3 },
        ],
      },
    });
    expect(runner.jobs.run('results.a.v2')).toBe('already-done');
    expect(runner.derived('ranking', 'a')).toEqual(first);
    expect(runner.jobs.pending()).toEqual([]);
  });

  test('a job catches the projections up before computing', () => {
    const { store, runner } = setUp();
    store.append('session-c', [scoreRecorded('ns1', 2)], 'no-stream');
    runner.catchUp();
    store.append('session-c', [scoreRecorded('ns1', 2)], 1);
    // The trigger for v2 is not in the outbox yet, but v1's job reads documents that include v2.
    expect(runner.jobs.run('results.c.v1')).toBe('superseded');
    expect(runner.jobs.run('results.c.v2')).toBe('done');
    expect(runner.derived('ranking', 'c')?.doc).toEqual({ session: 'c', ranks: [{ rank: 1, pair: 'ns1', points: 4 }] });
  });

  test('the outbox hands each pending job over once, and again after the retry delay', () => {
    let now = Date.parse('2026-03-01T19:00:00Z');
    const store = temp.open();
    const runner = createProjectionRunner(store, {
      projections: testProjections,
      jobKinds: [resultsJob],
      now: () => new Date(now),
    });
    store.append('session-a', [scoreRecorded('ns1', 3)], 'no-stream');
    runner.catchUp();
    expect(runner.jobs.due(30_000).map((j) => j.jobId)).toEqual(['results.a.v1']);
    runner.jobs.markEnqueued('results.a.v1');
    now += 29_000;
    expect(runner.jobs.due(30_000)).toEqual([]);
    now += 2_000;
    expect(runner.jobs.due(30_000).map((j) => j.jobId)).toEqual(['results.a.v1']);
    runner.jobs.run('results.a.v1');
    expect(runner.jobs.due(0)).toEqual([]);
  });

  test('bad job ids and unknown jobs are refused with the reason', () => {
    const { runner } = setUp();
    expect(() => runner.jobs.run('results.zz.v9')).toThrow(UnknownJobError);
    expect(() => jobIdOf('results', 'a:b', 1)).toThrow(
      "job subject 'a:b' of kind results must be letters, digits, '.', '-' or '_' (no ':')",
    );
    expect(() => jobIdOf('res.ults', 'a', 1)).toThrow(/job kind 'res.ults'/);
    expect(jobIdOf('ulti-league', 'spring-2026', 4)).toBe('ulti-league.spring-2026.v4');
  });
});
