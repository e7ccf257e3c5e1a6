// Child process: catches up in batches of 100 and hangs inside the batch that holds position
// `hangAt` (after printing 'hanging'), so that the parent can SIGKILL it mid-batch.
import type { RecordedEvent } from '@club/events';
import { openEventStore } from '@club/event-store';
import { createProjectionRunner, type DocumentProjection } from '../../../src';
import { pairTotals, streamCounter } from '../../framework/fixtures';

const [file, hangAt] = process.argv.slice(2) as [string, string];
const store = openEventStore({ file });
const hang: DocumentProjection<number> = {
  name: 'test.hang',
  version: 1,
  types: ['ScoreRecorded'],
  keysOf: () => ['all'],
  initial: () => 0,
  evolve(doc: number, event: RecordedEvent) {
    if (event.position === Number(hangAt)) {
      process.stdout.write('hanging\n');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60_000);
    }
    return doc + 1;
  },
};
// The hanging projection comes last: the batch's other documents are already written when it hangs.
createProjectionRunner(store, { projections: [streamCounter, pairTotals, hang], batchSize: 100 }).catchUp();
