// One of the competing writers: appends `count` events in batches to streams shared with the
// other writers, reading the stream version first and retrying when another process got in.
import { writeSync } from 'node:fs';
import { ConcurrencyError, openEventStore } from '../../src';

const [file, writerArg, countArg, batchArg, streamsArg] = process.argv.slice(2);
const writer = Number(writerArg);
const count = Number(countArg);
const batchSize = Number(batchArg);
const streams = Number(streamsArg);

const store = openEventStore({ file: file!, busyTimeoutMs: 30_000 });
writeSync(1, 'ready\n');
// Wait for the parent's go, so that all writers start together.
process.stdin.once('data', () => {
  let conflicts = 0;
  for (let seq = 0, k = 0; seq < count; k++) {
    const streamId = `table-${(writer + k) % streams}`;
    const events = Array.from({ length: Math.min(batchSize, count - seq) }, (_, i) => ({
      type: 'CardPlayed',
      schemaVersion: 1,
      data: { writer, seq: seq + i },
    }));
    for (;;) {
      try {
        store.append(streamId, events, store.streamVersion(streamId));
        break;
      } catch (error) {
        if (!(error instanceof ConcurrencyError)) throw error;
        conflicts++;
      }
    }
    seq += events.length;
  }
  store.close();
  writeSync(1, `${JSON.stringify({ writer, conflicts })}\n`);
  process.exit(0);
});
