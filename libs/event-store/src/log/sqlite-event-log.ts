// The SQLite adapter of the EventLog: the synchronous store (openEventStore) unchanged, behind the
// asynchronous interface. Calls run one at a time, because a projection's batch is one
// BEGIN IMMEDIATE transaction on the store's connection that may await inside `apply`. Handles on
// the same file in one process share that queue: a second handle's BEGIN would otherwise wait
// for the lock synchronously (busy timeout) and block the event loop the first one needs to finish.
import { resolve } from 'node:path';
import type Database from 'better-sqlite3';
import { claimSqliteClub } from './sqlite-club';
import { openEventStore, type EventStore, type EventStoreOptions } from '../event-store';
import { InvalidArgumentError } from '../errors/errors';
import { batchSizeOf } from '../subscription/catch-up';
import type { EventLog, LogProjection, LogQuery } from './event-log';
import { iteratePages } from './iterate-pages';
import { catchUpAll, subscribeLog } from './log-subscription';
import { serial, type Serial } from './serial';

const fileQueues = new Map<string, { readonly one: Serial; handles: number }>();
let memoryLogs = 0;

/** The queue of every handle on this file in this process; release() when the handle closes. */
function queueOf(file: string): { one: Serial; release: () => void } {
  // Each in-memory database is its own.
  const key = file === ':memory:' || file === '' ? `:memory:${++memoryLogs}` : resolve(file);
  let entry = fileQueues.get(key);
  if (!entry) fileQueues.set(key, (entry = { one: serial(), handles: 0 }));
  entry.handles++;
  const held = entry;
  return {
    one: held.one,
    release: () => {
      if (--held.handles === 0) fileQueues.delete(key);
    },
  };
}

/** `$1, $2, …` placeholders (PostgreSQL's) as SQLite's `?`, with the parameters in the order used. */
export function sqliteQuery(sqlite: Database.Database): LogQuery {
  return (text, params = []) => {
    const order: unknown[] = [];
    const sql = text.replace(/\$(\d+)/g, (_, n: string) => {
      order.push(params[Number(n) - 1]);
      return '?';
    });
    const statement = sqlite.prepare(sql);
    if (statement.reader) return Promise.resolve(statement.all(...order) as Record<string, unknown>[]);
    statement.run(...order);
    return Promise.resolve([]);
  };
}

export function checkProjection(projection: LogProjection): void {
  if (typeof projection?.name !== 'string' || projection.name.length === 0)
    throw new InvalidArgumentError('a projection needs a non-empty name');
}

/** The log over an open store; closing the log closes the store. */
export function sqliteEventLog(store: EventStore, now: () => Date = () => new Date()): EventLog {
  const { sqlite } = store;
  const { one, release } = queueOf(store.file);
  const query = sqliteQuery(sqlite);
  const setCheckpoint = sqlite.prepare(
    'INSERT INTO projection_checkpoints (projection, position, updated_at) VALUES (?, ?, ?) ' +
      'ON CONFLICT (projection) DO UPDATE SET position = excluded.position, updated_at = excluded.updated_at',
  );

  const batch = (projection: LogProjection, size: number) =>
    one(async () => {
      checkProjection(projection);
      // Polling when caught up must not take the write lock.
      if (store.checkpoint(projection.name) >= store.headPosition()) return 0;
      sqlite.exec('BEGIN IMMEDIATE');
      try {
        const from = store.checkpoint(projection.name);
        const to = Math.min(from + size, store.headPosition());
        if (to > from) {
          const wanted = projection.types && new Set(projection.types);
          for (const event of store.readAll({ fromPosition: from + 1, limit: to - from })) {
            if (!wanted || wanted.has(event.type)) await projection.apply(event, { query });
          }
          setCheckpoint.run(projection.name, to, now().toISOString());
        }
        sqlite.exec('COMMIT');
        return Math.max(0, to - from);
      } catch (error) {
        if (sqlite.inTransaction) sqlite.exec('ROLLBACK');
        throw error;
      }
    });

  return {
    engine: 'sqlite',
    append: (streamId, events, expectedVersion) => one(() => store.append(streamId, events, expectedVersion)),
    readStream: (streamId, options) => one(() => store.readStream(streamId, options)),
    readAll: (options) => one(() => store.readAll(options)),
    // Pages of every type, filtered as read (after upcasting, so renamed types are kept as asked).
    iterateAll: (options = {}) =>
      iteratePages(
        (from, size) => one(() => store.readAll({ fromPosition: from, limit: size })),
        options,
        options.types && ((event) => options.types!.includes(event.type)),
      ),
    streamVersion: (streamId) => one(() => store.streamVersion(streamId)),
    headPosition: () => one(() => store.headPosition()),
    verifyChain: () => one(() => store.verifyChain()),
    checkpoint: (projection) => one(() => store.checkpoint(projection)),
    catchUp: async (projection, options) => catchUpAll(batch, projection, batchSizeOf(options)),
    // Writers of the same file may be other processes: polling is how they are seen.
    subscribe: (projection, options = {}) => subscribeLog(batch, projection, options),
    query: (text, params) => one(() => query(text, params)),
    close: () =>
      one(() => {
        store.close();
        release();
      }),
  };
}

export function openSqliteEventLog(options: EventStoreOptions & { readonly clubId?: string | undefined }): EventLog {
  const { clubId, ...storeOptions } = options;
  const store = openEventStore(storeOptions);
  try {
    if (clubId !== undefined) claimSqliteClub(store.sqlite, clubId);
  } catch (error) {
    store.close();
    throw error;
  }
  return sqliteEventLog(store, options.now);
}
