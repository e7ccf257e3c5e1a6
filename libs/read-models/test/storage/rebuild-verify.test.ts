import { describe, expect, test } from 'vitest';
import type { EventStore } from '@club/event-store';
import { createProjectionRunner, type DocumentProjection, type RebuildProgress } from '../../src';
import { pairTotals, resultsJob, scoreRecorded, streamCounter, testProjections } from '../framework/fixtures';
import { appendScores } from './support/season';
import { useTempStore } from './support/temp-store';

const temp = useTempStore();

/** Every stored row of the read-model tables except times. */
function snapshot(store: EventStore) {
  return {
    documents: store.sqlite
      .prepare('SELECT projection, key, doc FROM read_model_documents ORDER BY projection, key')
      .all(),
    derived: store.sqlite
      .prepare('SELECT kind, key, doc, job_id, source_version FROM read_model_derived ORDER BY kind, key')
      .all(),
    checkpoints: store.sqlite.prepare('SELECT name, version, position FROM read_model_projections ORDER BY name').all(),
  };
}

describe('rebuild', () => {
  test('rebuilding equals building incrementally, with progress up to the head', () => {
    const store = temp.open();
    const runner = createProjectionRunner(store, {
      projections: testProjections,
      jobKinds: [resultsJob],
      batchSize: 13,
    });
    for (let chunk = 0; chunk < 5; chunk++) {
      appendScores(store, chunk * 40, chunk * 40 + 40);
      runner.catchUp();
      for (const job of runner.jobs.pending()) runner.jobs.run(job.jobId);
    }
    const incremental = snapshot(store);
    expect(incremental.derived).toHaveLength(3);
    store.sqlite.exec('DELETE FROM read_model_documents; DELETE FROM read_model_derived');
    const progress: RebuildProgress[] = [];
    const report = runner.rebuild({ pageSize: 64, onProgress: (p) => progress.push(p) });
    expect(report).toEqual({
      events: 200,
      projections: [
        { name: 'test.stream-counter', documents: 3 },
        { name: 'test.pair-totals', documents: 5 },
        { name: 'test.session-scores', documents: 3 },
      ],
      derived: 3,
    });
    expect(progress.map((p) => p.replayed)).toEqual([0, 64, 128, 192, 200, 200]);
    expect(progress.at(-1)).toEqual({ replayed: 200, total: 200, phase: 'write' });
    expect(snapshot(store)).toEqual(incremental);
  });

  test('a version bump rebuilds that projection when the runner opens, and only that one', () => {
    const store = temp.open();
    appendScores(store, 0, 30);
    createProjectionRunner(store, { projections: [streamCounter, pairTotals] }).catchUp();
    const doubled: DocumentProjection<{ readonly total: number; readonly sessions: readonly string[] }> = {
      ...pairTotals,
      version: 2,
      evolve: (doc, event) => ({
        ...pairTotals.evolve(doc, event),
        total: doc.total + 2 * (event.data as { points: number }).points,
      }),
    };
    const runner = createProjectionRunner(store, { projections: [streamCounter, doubled] });
    expect(runner.rebuiltOnOpen).toEqual(['test.pair-totals']);
    // p0 gets i = 0, 5, ..., 25: points 0+5+3+1+6+4 = 19, doubled 38.
    expect(runner.document('test.pair-totals', 'p0')).toMatchObject({ total: 38 });
    expect(runner.checkpoints()).toContainEqual({ name: 'test.pair-totals', version: 2, position: 30 });
    expect(createProjectionRunner(store, { projections: [streamCounter, doubled] }).rebuiltOnOpen).toEqual([]);
  });

  test('an unknown projection name is refused', () => {
    const runner = createProjectionRunner(temp.open(), { projections: [pairTotals] });
    expect(() => runner.rebuild({ projections: ['bridge.nothing'] })).toThrow(
      "no projection named 'bridge.nothing' (registered: test.pair-totals)",
    );
  });
});

describe('verify', () => {
  function built() {
    const store = temp.open();
    store.append('session-a', [scoreRecorded('ns1', 3), scoreRecorded('ew2', 5)], 'no-stream');
    const runner = createProjectionRunner(store, { projections: testProjections, jobKinds: [resultsJob] });
    runner.catchUp();
    runner.jobs.run('results.a.v2');
    return { store, runner };
  }

  test('stored documents equal a fresh replay', () => {
    const { runner } = built();
    const report = runner.verify();
    expect(report).toMatchObject({ ok: true, head: 2, derived: { checked: 1, pendingJobs: [] }, differences: [] });
    expect(report.projections.map((p) => [p.name, p.documents])).toEqual([
      ['test.stream-counter', 1],
      ['test.pair-totals', 2],
      ['test.session-scores', 1],
    ]);
  });

  test('a tampered, a deleted and an extra document are each reported', () => {
    const { store, runner } = built();
    store.sqlite.exec(
      `UPDATE read_model_documents SET doc = '{"total":99,"sessions":["session-a"]}' WHERE projection = 'test.pair-totals' AND key = 'ns1'`,
    );
    store.sqlite.exec(`DELETE FROM read_model_documents WHERE projection = 'test.pair-totals' AND key = 'ew2'`);
    store.sqlite.exec(
      `INSERT INTO read_model_documents VALUES ('test.stream-counter', 'session-x', '{"events":1,"lastPosition":1}')`,
    );
    const report = runner.verify();
    expect(report.ok).toBe(false);
    expect(report.differences).toEqual([
      { model: 'test.stream-counter', key: 'session-x', problem: 'unexpected', stored: { events: 1, lastPosition: 1 } },
      {
        model: 'test.pair-totals',
        key: 'ns1',
        problem: 'different',
        stored: { total: 99, sessions: ['session-a'] },
        expected: { total: 3, sessions: ['session-a'] },
      },
      { model: 'test.pair-totals', key: 'ew2', problem: 'missing', expected: { total: 5, sessions: ['session-a'] } },
    ]);
  });

  test('a tampered derived document is reported; a pending job is not a difference', () => {
    const { store, runner } = built();
    store.sqlite.exec(`UPDATE read_model_derived SET doc = '{"session":"a","ranks":[]}'`);
    expect(runner.verify().differences).toEqual([
      {
        model: 'derived:ranking',
        key: 'a',
        problem: 'different',
        stored: { session: 'a', ranks: [] },
        expected: {
          session: 'a',
          ranks: [
            { rank: 1, pair: 'ew2', points: 5 },
            { rank: 2, pair: 'ns1', points: 3 },
          ],
        },
        storedJob: 'results.a.v2',
        expectedJob: 'results.a.v2',
      },
    ]);
    store.append('session-a', [scoreRecorded('ns1', 4)], 2);
    runner.catchUp();
    const pending = runner.verify();
    expect(pending.derived.pendingJobs).toEqual(['results.a.v3']);
    expect(pending.differences).toEqual([]);
  });
});
