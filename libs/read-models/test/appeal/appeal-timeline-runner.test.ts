// The appeal timeline stored by the projection runner on a real SQLite file, caught up after every
// append, equals a fresh replay of the whole log (verify), and a rebuild reads the same case.
import { describe, expect, it } from 'vitest';
import { createProjectionRunner, readAppealTimeline, appealTimelineProjection } from '../../src';
import { useTempStore } from '../storage/support/temp-store';
import { appealCase } from './appeal-log';

const temp = useTempStore();

describe('appeal.timeline in the projection runner', () => {
  it('event-by-event catch-up equals a replay of the whole log, and a rebuild gives the same case', () => {
    const store = temp.open();
    const runner = createProjectionRunner(store, {
      projections: [appealTimelineProjection],
      jobKinds: [],
      batchSize: 3,
    });
    for (const e of appealCase().events) {
      store.append(
        e.streamId,
        [
          {
            type: e.type,
            schemaVersion: e.schemaVersion,
            data: e.data,
            metadata: { occurredAt: e.metadata.occurredAt },
          },
        ],
        'any',
      );
      runner.catchUp();
    }
    const asOf = '2026-11-21T22:30:00.000Z';
    const incremental = readAppealTimeline(runner, 'ap1', asOf)!;
    expect(incremental.status).toBe('final');
    const report = runner.verify();
    expect(report.differences).toEqual([]);
    expect(report.ok).toBe(true);
    runner.rebuild();
    expect(readAppealTimeline(runner, 'ap1', asOf)).toEqual(incremental);
  });
});
