// Job kinds that need a service (the worker's double-dummy solver): left to a process that has the
// service, never "results behind", computed once per subject, and kept by a rebuild.
import { describe, expect, test } from 'vitest';
import { createProjectionRunner, type DerivedJobKind, type JobServices } from '../../src';
import { resultsJob, scoreRecorded, testProjections } from '../framework/fixtures';
import { useTempStore } from './support/temp-store';

const temp = useTempStore();

/** Squares each score's points: its subject alone decides its document. */
const squares: DerivedJobKind = {
  kind: 'squares',
  needs: 'squarer',
  types: ['ScoreRecorded'],
  triggerOf: (event) => ({ subject: `p${(event.data as { points: number }).points}`, version: 1 }),
  compute(job, _documents, services) {
    const squarer = services['squarer'] as (n: number) => number;
    return [{ kind: 'square', key: job.subject, doc: squarer(Number(job.subject.slice(1))) }];
  },
};

function counting(): { services: JobServices; calls: number[] } {
  const calls: number[] = [];
  return {
    calls,
    services: {
      squarer: (n: number) => {
        calls.push(n);
        return n * n;
      },
    },
  };
}

describe('analysis jobs (a kind that needs a service)', () => {
  test('a process without the service leaves them pending for another, and they never make results late', () => {
    const store = temp.open();
    const web = createProjectionRunner(store, { projections: testProjections, jobKinds: [resultsJob, squares] });
    store.append('session-a', [scoreRecorded('ns1', 3)], 'no-stream');
    web.catchUp();
    expect(web.jobs.pending().map((j) => j.jobId)).toEqual(['results.a.v1', 'squares.p3.v1']);
    expect(web.jobs.due(0).map((j) => j.jobId)).toEqual(['results.a.v1']);
    expect(() => web.jobs.run('squares.p3.v1')).toThrow(/needs the service 'squarer'/);
    expect([web.jobs.canRun('squares'), web.jobs.canRun('results')]).toEqual([false, true]);
    web.jobs.run('results.a.v1');
    expect(web.jobs.lag().oldestPendingAt).toBeUndefined();

    const { services, calls } = counting();
    const worker = createProjectionRunner(store, {
      projections: testProjections,
      jobKinds: [resultsJob, squares],
      services,
    });
    expect(worker.jobs.canRun('squares')).toBe(true);
    expect(worker.jobs.due(0).map((j) => j.jobId)).toEqual(['squares.p3.v1']);
    expect(worker.jobs.run('squares.p3.v1')).toBe('done');
    expect(worker.derived('square', 'p3')?.doc).toBe(9);
    expect(calls).toEqual([3]);
  });

  test('a subject already analysed is not analysed again when triggered again', () => {
    const store = temp.open();
    const { services, calls } = counting();
    const runner = createProjectionRunner(store, { projections: testProjections, jobKinds: [squares], services });
    store.append('session-a', [scoreRecorded('ns1', 4)], 'no-stream');
    runner.catchUp();
    expect(runner.jobs.run('squares.p4.v1')).toBe('done');
    store.append('session-b', [scoreRecorded('ew2', 4)], 'no-stream');
    runner.catchUp();
    expect(runner.jobs.pending()).toEqual([]);
    expect(runner.jobs.get('squares.p4.v1')?.status).toBe('done');
    expect(calls).toEqual([4]);
  });

  test('a repeated trigger before the job ran does not supersede the job it repeats', () => {
    const store = temp.open();
    const { services } = counting();
    const runner = createProjectionRunner(store, { projections: testProjections, jobKinds: [squares], services });
    store.append('session-a', [scoreRecorded('ns1', 5)], 'no-stream');
    runner.catchUp();
    store.append('session-b', [scoreRecorded('ew2', 5)], 'no-stream');
    runner.catchUp();
    expect(runner.jobs.get('squares.p5.v1')?.status).toBe('pending');
    expect(runner.jobs.run('squares.p5.v1')).toBe('done');
  });

  test('a rebuild keeps what analyses wrote, and verify does not replay them', () => {
    const store = temp.open();
    const { services, calls } = counting();
    const runner = createProjectionRunner(store, {
      projections: testProjections,
      jobKinds: [resultsJob, squares],
      services,
    });
    store.append('session-a', [scoreRecorded('ns1', 6)], 'no-stream');
    runner.catchUp();
    for (const job of runner.jobs.due(0)) runner.jobs.run(job.jobId);
    runner.rebuild();
    expect(runner.derived('square', 'p6')?.doc).toBe(36);
    expect(runner.verify().ok).toBe(true);
    expect(calls).toEqual([6]);
  });
});
