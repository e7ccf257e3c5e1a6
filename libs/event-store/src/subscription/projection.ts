import type Database from 'better-sqlite3';
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import type { RecordedEvent } from '@club/events';

/** The handles a projection writes through: the store's own connection, inside the batch transaction. */
export interface ProjectionContext {
  /** better-sqlite3 connection (prepared statements). */
  readonly sqlite: Database.Database;
  /** drizzle on the same connection (use your own table definitions). */
  readonly db: BetterSQLite3Database<Record<string, unknown>>;
}

/**
 * An async projection (a read model kept up to date behind the log). `apply` must be
 * synchronous and write only through `context`: its writes commit with the checkpoint.
 */
export interface Projection {
  /** Unique and stable: it names the checkpoint. */
  readonly name: string;
  /** Only these event types are passed to `apply` (default: all). The checkpoint moves past the others. */
  readonly types?: readonly string[];
  apply(event: RecordedEvent, context: ProjectionContext): void;
}
