// The event log as every caller sees it, whatever database holds it: one asynchronous interface
// with two adapters (the SQLite file, PostgreSQL), chosen by openEventLog from the configuration.
// The promises are those of the SQLite store (README): atomic appends with expected versions,
// idempotent retries by event id, gapless global positions, the SHA-256 chain, upcasting on read.
import type { EventToAppend, RecordedEvent } from '@club/events';
import type { ExpectedVersion } from '../append/expected-version';
import type { AppendResult } from '../append/idempotency';
import type { ChainReport } from '../hash-chain/verify-chain';
import type { IterateAllOptions, ReadAllOptions, ReadStreamOptions } from '../read/read';

/** A row of a projection's own table, as the database returns it. */
export type LogRow = Record<string, unknown>;

/**
 * SQL on the log's database, in the subset both engines speak (CREATE TABLE IF NOT EXISTS, INSERT …
 * ON CONFLICT … DO UPDATE, SELECT), with `$1, $2, …` placeholders. Inside a projection's batch it
 * runs in the batch's transaction.
 */
export type LogQuery = (text: string, params?: readonly unknown[]) => Promise<LogRow[]>;

/** What a projection writes through: its writes commit with the checkpoint, or not at all. */
export interface LogProjectionContext {
  readonly query: LogQuery;
}

/** A read model kept up to date behind the log; `apply` may be asynchronous. */
export interface LogProjection {
  /** Unique and stable: it names the checkpoint. */
  readonly name: string;
  /** Only these event types are passed to `apply` (default: all); the checkpoint moves past the others. */
  readonly types?: readonly string[];
  apply(event: RecordedEvent, context: LogProjectionContext): void | Promise<void>;
}

export interface LogCatchUpOptions {
  /** Events per transaction (default 500). */
  readonly batchSize?: number;
}

export interface LogSubscribeOptions extends LogCatchUpOptions {
  /** The fallback poll once caught up, in ms (default 200); a notified append wakes it sooner. */
  readonly pollIntervalMs?: number;
}

export interface LogSubscription {
  /** Stops after the current batch; resolves once stopped. */
  stop(): Promise<void>;
  /** Resolves when stopped, rejects with the error if `apply` threw (the subscription then stops). */
  readonly done: Promise<void>;
  /** Resolves the next time the projection has seen every committed event. */
  caughtUp(): Promise<void>;
}

export interface EventLog {
  /** Which adapter runs: for logs and diagnostics only, never for branching on behaviour. */
  readonly engine: 'sqlite' | 'postgres';
  append(streamId: string, events: readonly EventToAppend[], expectedVersion: ExpectedVersion): Promise<AppendResult>;
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** Events from a global position in position order: a position is read only once every earlier one is. */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** The same events as readAll, read in pages of `pageSize` (default 1,000): scans of the whole log. */
  iterateAll(options?: IterateAllOptions): AsyncIterableIterator<RecordedEvent>;
  /** The stream position of the stream's last event, 0 when it has none. */
  streamVersion(streamId: string): Promise<number>;
  /** The global position of the last event, 0 when the log is empty. */
  headPosition(): Promise<number>;
  verifyChain(): Promise<ChainReport>;
  /** The last position a projection has applied (0: none). */
  checkpoint(projection: string): Promise<number>;
  /** Runs batches until the projection has seen every committed event; returns the positions passed. */
  catchUp(projection: LogProjection, options?: LogCatchUpOptions): Promise<number>;
  subscribe(projection: LogProjection, options?: LogSubscribeOptions): LogSubscription;
  /** SQL outside any batch, for a projection's own tables (setup, reads). */
  readonly query: LogQuery;
  close(): Promise<void>;
}
