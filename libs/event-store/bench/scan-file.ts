// Writes the bench's 1,000,000-event scan file: `tsx bench/scan-file.ts <file> <events>`. Run as
// a child process so that the scanning process's heap holds nothing of the writing: the garbage
// a million appends leave behind (about 100 MB until V8's next full collection) made the reads
// measured after them about 20% slower, which is a cost of the appends, not of the scan.
import { openEventStore } from '../src';
import { cardPlayed, STREAMS } from './card-played';

const [file, eventsArg] = process.argv.slice(2);
const total = Number(eventsArg);
const store = openEventStore({ file: file!, synchronous: 'NORMAL' });
for (let from = 0; from < total; from += 5000) {
  store.append(
    `table-${(from / 5000) % STREAMS}`,
    Array.from({ length: 5000 }, (_, i) => cardPlayed(from + i)),
    'any',
  );
}
store.close();
