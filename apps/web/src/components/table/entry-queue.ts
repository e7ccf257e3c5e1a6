// The table's entries kept on the phone (IndexedDB) until the server has them: an entry is put
// here before it is sent and taken out only once the server answered, so a dropped network or a
// reload loses nothing. Each keeps the id it was made with, so sending it again records nothing.
import type { tableEnterResultInputSchema } from '@club/application/shapes';
import type { z } from 'zod';

/** An entry as the phone sends it (the API checks it on arrival). */
export type TableEntrySent = z.input<typeof tableEnterResultInputSchema>;

const DATABASE = 'club-table';
const STORE = 'entries';

export interface QueuedEntry {
  readonly entryId: string;
  readonly input: TableEntrySent;
  /** When the table entered it (ISO), to send in the order entered. */
  readonly at: string;
}

function database(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(DATABASE, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore(STORE, { keyPath: 'entryId' });
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error ?? new Error('the phone refused its entry queue'));
  });
}

async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await database();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('the entry queue could not be read'));
    });
  } finally {
    db.close();
  }
}

const sameTable = (input: TableEntrySent, seat: TableSeat) =>
  input.sessionId === seat.sessionId && input.section === seat.section && input.table === seat.table;

export interface TableSeat {
  readonly sessionId: string;
  readonly section: string;
  readonly table: number;
}

/** This table's entries not yet answered by the server, oldest first. */
export async function queuedEntries(seat: TableSeat): Promise<QueuedEntry[]> {
  const all = await inStore<QueuedEntry[]>('readonly', (s) => s.getAll() as IDBRequest<QueuedEntry[]>);
  return all.filter((e) => sameTable(e.input, seat)).sort((a, b) => a.at.localeCompare(b.at));
}

export async function queueEntry(input: TableEntrySent): Promise<void> {
  const entry: QueuedEntry = { entryId: input.entryId, input, at: new Date().toISOString() };
  await inStore('readwrite', (s) => s.put(entry));
}

export async function dropEntry(entryId: string): Promise<void> {
  await inStore('readwrite', (s) => s.delete(entryId));
}
