// openEventStore({ file }): one connection, migrations applied, every API bound to it.
import type Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import type { UpcasterRegistry } from '@club/events';
import { createAppend, type Append } from './append/append';
import { createImportRecorded, type ImportRecorded } from './append/import-recorded';
import { applyDrizzleMigrations } from './connection/migrations';
import { openDatabase, type SqliteSettings } from './connection/open-database';
import { createDictionaries } from './dictionary/dictionaries';
import { verifyChain, type ChainReport } from './hash-chain/verify-chain';
import { createReads, type Reads } from './read/read';
import { rowToEvent } from './read/row-to-event';
import * as schema from './schema/schema';
import { createCatchUp, type CatchUpOptions } from './subscription/catch-up';
import { createCheckpoints } from './subscription/checkpoints';
import type { Projection } from './subscription/projection';
import { subscribe, type SubscribeOptions, type Subscription } from './subscription/subscription';

export interface EventStoreOptions extends SqliteSettings {
  /** The SQLite file (created with its folder unless `mustExist`), or ':memory:'. */
  readonly file: string;
  /** Applied on every read (readStream, readAll, subscriptions). */
  readonly upcasters?: UpcasterRegistry;
  /** The clock for recordedAt and checkpoint times (default: the system clock). */
  readonly now?: () => Date;
}

export interface EventStore extends Reads {
  readonly file: string;
  /** The underlying connection, for projections' own tables and for tests. */
  readonly sqlite: Database.Database;
  readonly db: BetterSQLite3Database<typeof schema>;
  /** How many migrations this open applied (0 when the file was up to date). */
  readonly migrationsApplied: number;
  readonly append: Append;
  /** Copies recorded events in as they are (ids, positions, times): a working copy of a log kept elsewhere. */
  readonly importRecorded: ImportRecorded;
  verifyChain(): ChainReport;
  /** The last position a projection has applied (0: none). */
  checkpoint(projection: string): number;
  catchUp(projection: Projection, options?: CatchUpOptions): number;
  subscribe(projection: Projection, options?: SubscribeOptions): Subscription;
  close(): void;
}

export function openEventStore(options: EventStoreOptions): EventStore {
  const now = options.now ?? (() => new Date());
  const sqlite = openDatabase(options.file, options);
  try {
    const db = drizzle(sqlite, { schema });
    const migrationsApplied = applyDrizzleMigrations(sqlite);
    const checkpoints = createCheckpoints(sqlite);
    // One set of dictionary caches per connection, shared by appends and every read.
    const dictionaries = createDictionaries(sqlite);
    const toEvent = rowToEvent(dictionaries, options.upcasters);
    const storedNamesOf = options.upcasters ? (type: string) => options.upcasters!.storedNamesOf(type) : undefined;
    const catchUp = createCatchUp(
      sqlite,
      { sqlite, db },
      checkpoints,
      { toEvent, types: dictionaries.types, storedNamesOf },
      now,
    );
    return {
      file: options.file,
      sqlite,
      db,
      migrationsApplied,
      append: createAppend(sqlite, dictionaries, now),
      importRecorded: createImportRecorded(sqlite, dictionaries),
      ...createReads(sqlite, toEvent, storedNamesOf),
      verifyChain: () => verifyChain(sqlite),
      checkpoint: (projection) => checkpoints.get(projection),
      catchUp: (projection, catchUpOptions) => catchUp.catchUp(projection, catchUpOptions),
      subscribe: (projection, subscribeOptions) => subscribe(catchUp, projection, subscribeOptions),
      close: () => sqlite.close(),
    };
  } catch (error) {
    sqlite.close();
    throw error;
  }
}
