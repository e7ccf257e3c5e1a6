// One scan figure over the bench's scan file, in a process of its own:
//   tsx bench/scan-figure.ts <file> <raw|readAll|iterateAll> <page>
// prints its Rate as one JSON line. Each figure runs alone in a fresh process, as a consumer
// (a rebuild, an export) runs its scan: in one process, the 10,000-row pages of the raw scan
// left the old generation full of garbage that the next figure's collections then paid for.
import { openEventStore } from '../src';
import { EVENT_COLUMNS } from '../src/read/row-to-event';
import { timed, type Rate } from './rate';

const [file, figure, pageArg] = process.argv.slice(2);
const page = Number(pageArg);
const store = openEventStore({ file: file!, synchronous: 'NORMAL' });

/** The baseline reads exactly the columns readAll reads (everything but the hash), as raw arrays. */
function rawScan(): Rate {
  const select = store.sqlite
    .prepare(`SELECT ${EVENT_COLUMNS} FROM events WHERE position >= ? ORDER BY position LIMIT ?`)
    .raw();
  return timed(() => {
    let n = 0;
    for (let from = 1; ; from += page) {
      const rows = select.all(from, page);
      n += rows.length;
      if (rows.length < page) return n;
    }
  });
}

function readAllScan(): Rate {
  return timed(() => {
    let n = 0;
    for (let from = 1; ; from += page) {
      const events = store.readAll({ fromPosition: from, limit: page });
      n += events.length;
      if (events.length < page) return n;
    }
  });
}

/** The streaming API, as a consumer uses it: every event is looked at, none is kept. */
function iterateScan(): Rate {
  return timed(() => {
    let n = 0;
    for (const event of store.iterateAll()) if (event.position > 0) n++;
    return n;
  });
}

const scans: Record<string, () => Rate> = { raw: rawScan, readAll: readAllScan, iterateAll: iterateScan };
const scan = scans[figure!];
if (!scan) throw new Error(`scan-figure: unknown figure ${figure}; one of ${Object.keys(scans).join(', ')}`);
process.stdout.write(`${JSON.stringify(scan())}\n`);
store.close();
