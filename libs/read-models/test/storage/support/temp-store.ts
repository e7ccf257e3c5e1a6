import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { openEventStore, type EventStore } from '@club/event-store';

/** Temp files for one test file: `path()` names a file in a fresh folder, `open()` opens a store there; all removed after each test. */
export function useTempStore(): { path: (name?: string) => string; open: (file?: string) => EventStore } {
  let folder: string | undefined;
  const stores: EventStore[] = [];
  afterEach(() => {
    while (stores.length > 0) {
      const store = stores.pop()!;
      if (store.sqlite.open) store.close();
    }
    if (folder !== undefined) rmSync(folder, { force: true, recursive: true });
    folder = undefined;
  });
  const path = (name = 'club.db') => join((folder ??= mkdtempSync(join(tmpdir(), 'read-models-'))), name);
  const open = (file = path()) => {
    const store = openEventStore({ file });
    stores.push(store);
    return store;
  };
  return { path, open };
}
