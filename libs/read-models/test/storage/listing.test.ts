// Listing stored documents by projection and key prefix, and derived documents by kind.
import { describe, expect, it } from 'vitest';
import { createProjectionRunner } from '../../src';
import { note, resultsJob, scoreRecorded, sessionScores, streamCounter } from '../framework/fixtures';
import { useTempStore } from './support/temp-store';

const temp = useTempStore();

describe('runner listing', () => {
  it('lists documents by prefix in key order, their keys, and nothing for an unknown projection', () => {
    const store = temp.open();
    const runner = createProjectionRunner(store, { projections: [streamCounter] });
    for (const id of ['b_2', 'a_1', 'b_1', 'b_10']) store.append(`session-${id}`, [note(id)], 'any');
    runner.catchUp();
    expect(runner.keys(streamCounter.name)).toEqual(['session-a_1', 'session-b_1', 'session-b_10', 'session-b_2']);
    expect(runner.keys(streamCounter.name, 'session-b_1')).toEqual(['session-b_1', 'session-b_10']);
    expect(runner.documents(streamCounter.name, 'session-a')).toEqual([
      { key: 'session-a_1', doc: { events: 1, lastPosition: 2 } },
    ]);
    expect(runner.keys('no.such.projection')).toEqual([]);
  });

  it('lists derived documents of a kind; derivedHead grows when a job publishes', () => {
    const store = temp.open();
    const runner = createProjectionRunner(store, { projections: [sessionScores], jobKinds: [resultsJob] });
    expect(runner.derivedHead()).toBe(0);
    store.append('session-s2', [scoreRecorded('p1', 3)], 'any');
    store.append('session-s1', [scoreRecorded('p2', 5)], 'any');
    runner.catchUp();
    for (const job of runner.jobs.pending()) runner.jobs.run(job.jobId);
    expect(runner.derivedDocuments('ranking').map((d) => [d.key, d.sourcePosition])).toEqual([
      ['s1', 2],
      ['s2', 1],
    ]);
    expect(runner.derivedDocuments('ranking')[0]!.doc).toEqual({
      session: 's1',
      ranks: [{ rank: 1, pair: 'p2', points: 5 }],
    });
    expect(runner.derivedHead()).toBe(2);
    store.append('session-s2', [scoreRecorded('p1', 1)], 'any');
    runner.catchUp();
    for (const job of runner.jobs.pending()) runner.jobs.run(job.jobId);
    expect(runner.derivedHead()).toBe(3);
    expect(runner.derivedDocuments('no-such-kind')).toEqual([]);
  });
});
