// Outbox housekeeping on a real SQLite file: superseded jobs go at once (a late hand-over of one is
// still a no-op), done jobs after the retention (default 7 days) except each subject's latest,
// pending jobs never; the event log and the derived documents are untouched.
import { describe, expect, test } from 'vitest';
import { createProjectionRunner, UnknownJobError } from '../../src';
import { resultsJob, scoreRecorded, testProjections } from '../framework/fixtures';
import { useTempStore } from './support/temp-store';

const temp = useTempStore();
const DAY = 24 * 60 * 60 * 1000;

function setUp() {
  const store = temp.open();
  let clock = Date.parse('2026-11-01T12:00:00.000Z');
  const runner = createProjectionRunner(store, {
    projections: testProjections,
    jobKinds: [resultsJob],
    now: () => new Date(clock),
  });
  const ids = () =>
    store.sqlite
      .prepare<[], { job_id: string; status: string }>(
        'SELECT job_id, status FROM read_model_jobs ORDER BY source_position',
      )
      .all()
      .map((r) => `${r.job_id} ${r.status}`);
  return { store, runner, ids, advance: (ms: number) => (clock += ms) };
}

describe('outbox housekeeping', () => {
  test('superseded jobs are deleted at once; one handed over before still runs as a no-op; an id never known is still an error', () => {
    const { store, runner, ids } = setUp();
    store.append('session-a', [scoreRecorded('ns1', 3)], 'no-stream');
    runner.catchUp();
    store.append('session-a', [scoreRecorded('ew2', 5)], 1);
    runner.catchUp();
    store.append('session-a', [scoreRecorded('ns1', 1)], 2);
    runner.catchUp();
    expect(ids()).toEqual(['results.a.v1 superseded', 'results.a.v2 superseded', 'results.a.v3 pending']);
    expect(runner.jobs.prune()).toEqual({ superseded: 2, done: 0 });
    expect(ids()).toEqual(['results.a.v3 pending']);
    // A queue that got v1 before it was superseded hands it over now: nothing is written, nothing thrown.
    expect(runner.jobs.run('results.a.v1')).toBe('superseded');
    expect(runner.derived('ranking', 'a')).toBeUndefined();
    expect(runner.jobs.run('results.a.v3')).toBe('done');
    expect(runner.derived('ranking', 'a')?.jobId).toBe('results.a.v3');
    expect(() => runner.jobs.run('results.a.v9')).toThrow(UnknownJobError);
    expect(() => runner.jobs.run('results.zz.v1')).toThrow(UnknownJobError);
  });

  test("done jobs older than the retention go, except each subject's latest; pending jobs stay whatever their age; the log and derived documents are untouched", () => {
    const { store, runner, ids, advance } = setUp();
    store.append('session-a', [scoreRecorded('ns1', 3)], 'no-stream');
    store.append('session-b', [scoreRecorded('ns1', 2)], 'no-stream');
    runner.catchUp();
    runner.jobs.run('results.a.v1');
    runner.jobs.run('results.b.v1');
    advance(DAY);
    store.append('session-a', [scoreRecorded('ew2', 4)], 1);
    runner.catchUp();
    runner.jobs.run('results.a.v2');
    store.append('session-c', [scoreRecorded('ns3', 1)], 'no-stream');
    runner.catchUp(); // results.c.v1 stays pending: no worker runs it
    const derivedBefore = runner.derivedDocuments('ranking');
    const eventsBefore = store.readAll({});

    advance(6 * DAY); // a.v1 and b.v1 finished 7 days ago: not older than the retention yet
    expect(runner.jobs.prune()).toEqual({ superseded: 0, done: 0 });
    advance(1);
    // a.v1 goes (a.v2 is a's latest); b.v1 is b's latest and stays; c.v1 is pending.
    expect(runner.jobs.prune()).toEqual({ superseded: 0, done: 1 });
    expect(ids()).toEqual(['results.b.v1 done', 'results.a.v2 done', 'results.c.v1 pending']);
    advance(60 * DAY);
    expect(runner.jobs.prune({ retentionMs: 0 })).toEqual({ superseded: 0, done: 0 });
    expect(ids()).toEqual(['results.b.v1 done', 'results.a.v2 done', 'results.c.v1 pending']);
    // A late repeat of the pruned a.v1 writes nothing: a.v2 is later.
    expect(runner.jobs.run('results.a.v1')).toBe('superseded');

    expect(runner.derivedDocuments('ranking')).toEqual(derivedBefore);
    expect(store.readAll({})).toEqual(eventsBefore);
    expect(runner.verify().ok).toBe(true);
    expect(() => runner.jobs.prune({ retentionMs: -1 })).toThrow(
      'outbox retention must be a non-negative number of milliseconds, got -1',
    );
  });

  test('a pending job with a later job of its subject is marked superseded and deleted, even if catch-up left it pending', () => {
    const { store, runner, ids } = setUp();
    store.append('session-a', [scoreRecorded('ns1', 3)], 'no-stream');
    store.append('session-a', [scoreRecorded('ns1', 3)], 1);
    runner.catchUp();
    // A row written pending by an older version of the code, behind a later job of its subject.
    store.sqlite
      .prepare(
        `INSERT INTO read_model_jobs (job_id, kind, subject, source_stream, source_version, source_position, status, created_at) VALUES ('results.a.v1', 'results', 'a', 'session-a', 1, 1, 'pending', '2026-11-01T12:00:00.000Z')`,
      )
      .run();
    expect(ids()).toEqual(['results.a.v1 pending', 'results.a.v2 pending']);
    expect(runner.jobs.prune()).toEqual({ superseded: 1, done: 0 });
    expect(ids()).toEqual(['results.a.v2 pending']);
  });
});
