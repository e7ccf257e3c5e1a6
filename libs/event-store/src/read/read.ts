// readStream and readAll: ordered reads with prepared statements; upcasting applied per event.
import type Database from 'better-sqlite3';
import type { RecordedEvent, UpcasterRegistry } from '@club/events';
import { InvalidArgumentError } from '../errors/errors';
import { checkStreamId } from '../append/prepare-events';
import { EVENT_COLUMNS, rowToEvent, type EventRow } from './row-to-event';

export interface ReadStreamOptions {
  /** First stream position to return (default 1). */
  readonly from?: number;
  /** At most this many events (default: all). */
  readonly limit?: number;
}

export interface ReadAllOptions {
  /** First global position to return (default 1). */
  readonly fromPosition?: number;
  /** At most this many events (default: all). */
  readonly limit?: number;
  /** Only events of these types (default: every type). */
  readonly types?: readonly string[];
}

export interface Reads {
  readStream(streamId: string, options?: ReadStreamOptions): RecordedEvent[];
  readAll(options?: ReadAllOptions): RecordedEvent[];
  /** The stream's version: the stream position of its last event, 0 when it has none. */
  streamVersion(streamId: string): number;
  /** The global position of the last event, 0 when the store is empty. */
  headPosition(): number;
}

// SQLite takes LIMIT -1 as "no limit".
function limitOf(limit: number | undefined, what: string): number {
  if (limit === undefined) return -1;
  if (!Number.isInteger(limit) || limit < 0) throw new InvalidArgumentError(`${what}: limit must be a non-negative integer, got ${limit}`);
  return limit;
}

function startOf(from: number | undefined, what: string): number {
  if (from === undefined) return 1;
  if (!Number.isInteger(from) || from < 1) throw new InvalidArgumentError(`${what}: must be a positive integer, got ${from}`);
  return from;
}

export function createReads(sqlite: Database.Database, upcasters: UpcasterRegistry | undefined): Reads {
  const toEvent = rowToEvent(upcasters);
  const streamRows = sqlite
    .prepare(`SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = ? AND stream_position >= ? ORDER BY stream_position LIMIT ?`)
    .raw();
  const allRows = sqlite.prepare(`SELECT ${EVENT_COLUMNS} FROM events WHERE position >= ? ORDER BY position LIMIT ?`).raw();
  const byTypeCount = new Map<number, Database.Statement>();
  const typedRows = (count: number) => {
    let statement = byTypeCount.get(count);
    if (!statement) {
      const marks = new Array(count).fill('?').join(', ');
      statement = sqlite
        .prepare(`SELECT ${EVENT_COLUMNS} FROM events WHERE position >= ? AND type IN (${marks}) ORDER BY position LIMIT ?`)
        .raw();
      byTypeCount.set(count, statement);
    }
    return statement;
  };
  const version = sqlite.prepare('SELECT version FROM streams WHERE stream_id = ?').pluck();
  const head = sqlite.prepare('SELECT coalesce(max(position), 0) FROM events').pluck();

  const mapRows = (rows: unknown[]): RecordedEvent[] => {
    const out: RecordedEvent[] = new Array(rows.length);
    for (let i = 0; i < rows.length; i++) out[i] = toEvent(rows[i] as EventRow);
    return out;
  };

  return {
    readStream(streamId, options = {}) {
      checkStreamId(streamId);
      const from = startOf(options.from, `readStream ${streamId}: from`);
      return mapRows(streamRows.all(streamId, from, limitOf(options.limit, `readStream ${streamId}`)));
    },
    readAll(options = {}) {
      const from = startOf(options.fromPosition, 'readAll: fromPosition');
      const limit = limitOf(options.limit, 'readAll');
      const types = options.types;
      if (types === undefined) return mapRows(allRows.all(from, limit));
      if (types.length === 0) return [];
      return mapRows(typedRows(types.length).all(from, ...types, limit));
    },
    streamVersion(streamId) {
      return (version.get(streamId) as number | undefined) ?? 0;
    },
    headPosition: () => head.get() as number,
  };
}
