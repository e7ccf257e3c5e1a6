// Appends one batch of `count` events to stream `big`. When the insert of the three-quarter event
// runs (inside the transaction), a temporary trigger tells the parent and holds the process
// still, so the parent's SIGKILL lands with most of the batch written and nothing committed
// (enough rows to overflow the page cache, 16 MB, into the WAL file as uncommitted frames).
import { writeSync } from 'node:fs';
import { openEventStore } from '../../src';

const [file, countArg] = process.argv.slice(2);
const count = Number(countArg);
const store = openEventStore({ file: file! });
const hold = new Int32Array(new SharedArrayBuffer(4));
store.sqlite.function('signal_begun', () => {
  writeSync(1, 'begun\n');
  Atomics.wait(hold, 0, 0, 20_000);
  return null;
});
store.sqlite.exec(
  `CREATE TEMP TRIGGER signal_begun AFTER INSERT ON main.events WHEN NEW.stream_position = ${Math.floor((count * 3) / 4)} BEGIN SELECT signal_begun(); END`,
);
const events = Array.from({ length: count }, (_, i) => ({
  type: 'CardPlayed',
  schemaVersion: 1,
  data: { trick: Math.floor(i / 4) + 1, card: 'SA', i },
}));
store.append('big', events, 'no-stream');
writeSync(1, 'committed\n');
