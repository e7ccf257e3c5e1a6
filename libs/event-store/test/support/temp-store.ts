import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { openEventStore, type EventStore, type EventStoreOptions } from '../../src';

/** A fresh folder per test, removed afterwards with every store opened in it. */
export function useTempDir(): {
  path: (name?: string) => string;
  open: (options?: Partial<EventStoreOptions>) => EventStore;
} {
  let dir: string | undefined;
  const opened: EventStore[] = [];
  afterEach(() => {
    for (const store of opened.splice(0)) if (store.sqlite.open) store.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });
  const path = (name = 'club.db') => {
    dir ??= mkdtempSync(join(tmpdir(), 'event-store-'));
    return join(dir, name);
  };
  return {
    path,
    open: (options = {}) => {
      const store = openEventStore({ file: path(), ...options });
      opened.push(store);
      return store;
    },
  };
}

export const seated = (player: string, seat: string) => ({
  type: 'PlayerSeated',
  schemaVersion: 1,
  data: { player, seat },
});
