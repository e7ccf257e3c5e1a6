// A SQLite store kept as a copy of a log held elsewhere (PostgreSQL): refresh() reads the events
// after the copy's head, in pages, and imports them as recorded (ids, positions, times, chain).
// Calls that overlap share one read that starts after the latest call (shared-runs.ts), so a
// caller always sees every event committed before it called.
import type { EventStore } from '../event-store';
import type { EventLog } from '../log/event-log';
import { sharedRuns } from './shared-runs';

const PAGE = 5_000;

export interface WorkingCopy {
  refresh(): Promise<number>;
  /** Waits for a refresh under way; later calls copy nothing. */
  stop(): Promise<void>;
}

export function workingCopy(store: EventStore, log: EventLog): WorkingCopy {
  let stopped = false;
  const copyNew = async (): Promise<number> => {
    let copied = 0;
    while (!stopped) {
      const events = await log.readAll({ fromPosition: store.headPosition() + 1, limit: PAGE });
      if (events.length === 0 || stopped) break;
      store.importRecorded(events);
      copied += events.length;
      if (events.length < PAGE) break;
    }
    return copied;
  };
  const refreshes = sharedRuns(copyNew);
  return {
    refresh: refreshes.call,
    async stop() {
      stopped = true;
      await refreshes.settled();
    },
  };
}
