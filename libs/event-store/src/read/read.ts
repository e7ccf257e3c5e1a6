// readStream, readAll and iterateAll: ordered reads with prepared statements; upcasting applied
// per event. Rows are fetched in pages of READ_PAGE so that the raw rows die young: a scan's cost
// was a quarter garbage collection when one statement returned every row at once.
import type Database from 'better-sqlite3';
import type { RecordedEvent } from '@club/events';
import { InvalidArgumentError } from '../errors/errors';
import { checkStreamId } from '../append/prepare-events';
import { EVENT_COLUMNS, type EventRow, type RowToEvent } from './row-to-event';

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

export interface IterateAllOptions extends ReadAllOptions {
  /** Rows fetched per statement (default 1,000); the connection is free between pages. */
  readonly pageSize?: number;
}

export interface Reads {
  readStream(streamId: string, options?: ReadStreamOptions): RecordedEvent[];
  readAll(options?: ReadAllOptions): RecordedEvent[];
  /**
   * The same events as readAll, one at a time, read in pages: for scans of the whole log, where
   * an array of every event would only be garbage. Each page is its own read, so events
   * appended while the scan runs are included when it reaches them (positions have no gaps);
   * the caller may use the connection (even write) between events.
   */
  iterateAll(options?: IterateAllOptions): IterableIterator<RecordedEvent>;
  /** The stream's version: the stream position of its last event, 0 when it has none. */
  streamVersion(streamId: string): number;
  /** The global position of the last event, 0 when the store is empty. */
  headPosition(): number;
  /**
   * The ids of the streams that have an event after global position `after` up to `upTo`
   * included, each once (in no set order): what changed in a range of the log without reading
   * the events (a cache asks which of its entries a change touches).
   */
  streamsBetween(after: number, upTo: number): string[];
}

// SQLite takes LIMIT -1 as "no limit".
export function limitOf(limit: number | undefined, what: string): number {
  if (limit === undefined) return -1;
  if (!Number.isInteger(limit) || limit < 0)
    throw new InvalidArgumentError(`${what}: limit must be a non-negative integer, got ${limit}`);
  return limit;
}

export function startOf(from: number | undefined, what: string): number {
  if (from === undefined) return 1;
  if (!Number.isInteger(from) || from < 1)
    throw new InvalidArgumentError(`${what}: must be a positive integer, got ${from}`);
  return from;
}

/** Rows per statement when reading many events. */
export const READ_PAGE = 1000;

/**
 * `toEvent` maps a row to an upcast event (rowToEvent); `storedNamesOf` gives the stored names of a
 * type that is read under a new name (a read by type asks for all of them and keeps the events
 * read as one of the types asked for, so such a read may return fewer than `limit`).
 */
export function createReads(
  sqlite: Database.Database,
  toEvent: RowToEvent,
  storedNamesOf?: (type: string) => readonly string[],
): Reads {
  const streamRows = sqlite
    .prepare(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_key = (SELECT stream_key FROM streams WHERE stream_id = ?) ` +
        'AND stream_position >= ? ORDER BY stream_position LIMIT ?',
    )
    .raw();
  const allRows = sqlite
    .prepare(`SELECT ${EVENT_COLUMNS} FROM events WHERE position >= ? ORDER BY position LIMIT ?`)
    .raw();
  const byTypeCount = new Map<number, Database.Statement>();
  const typedRows = (count: number) => {
    let statement = byTypeCount.get(count);
    if (!statement) {
      const marks = new Array(count).fill('?').join(', ');
      // The keys (one per schema version of each type) are looked up by each page's statement: a
      // type or version first appended during an iterateAll scan is found by the pages after it.
      statement = sqlite
        .prepare(
          `SELECT ${EVENT_COLUMNS} FROM events WHERE position >= ? ` +
            `AND type_key IN (SELECT type_key FROM event_types WHERE type IN (${marks})) ORDER BY position LIMIT ?`,
        )
        .raw();
      byTypeCount.set(count, statement);
    }
    return statement;
  };
  const version = sqlite.prepare('SELECT version FROM streams WHERE stream_id = ?').pluck();
  const head = sqlite.prepare('SELECT coalesce(max(position), 0) FROM events').pluck();
  const streamsIn = sqlite
    .prepare<[number, number], string>(
      'SELECT stream_id FROM streams WHERE stream_key IN (SELECT DISTINCT stream_key FROM events WHERE position > ? AND position <= ?)',
    )
    .pluck();

  /** Up to `count` rows (SQLite's -1: no limit) from global position `from`, of the given types. */
  const page = (from: number, count: number, types: readonly string[] | undefined) =>
    (types === undefined ? allRows.all(from, count) : typedRows(types.length).all(from, ...types, count)) as EventRow[];
  const storedTypes = (types: readonly string[] | undefined) =>
    types && storedNamesOf ? [...new Set(types.flatMap(storedNamesOf))] : types;
  /** Of the events read, those read as one of `types` (all of them when no type was renamed). */
  const asAsked = (types: readonly string[] | undefined): ((event: RecordedEvent) => boolean) | undefined =>
    types && storedNamesOf ? (event) => types.includes(event.type) : undefined;

  /** Pages of at most `pageSize` rows from `from`, `limit` rows in all (-1: to the end); stops after a short page. */
  function* pages(
    from: number,
    limit: number,
    types: readonly string[] | undefined,
    pageSize: number,
  ): Generator<EventRow[]> {
    let left = limit < 0 ? Infinity : limit;
    while (left > 0) {
      const want = Math.min(pageSize, left);
      const rows = page(from, want, types);
      if (rows.length > 0) yield rows;
      if (rows.length < want) return;
      left -= rows.length;
      from = rows[rows.length - 1]![0] + 1;
    }
  }

  // One deferred read transaction: readAll sees one snapshot, as a single statement did.
  const readAllRows = (from: number, limit: number, types: readonly string[] | undefined): RecordedEvent[] => {
    const out: RecordedEvent[] = [];
    const keep = asAsked(types);
    for (const rows of pages(from, limit, storedTypes(types), READ_PAGE)) {
      for (let i = 0; i < rows.length; i++) {
        const event = toEvent(rows[i]!);
        if (!keep || keep(event)) out.push(event);
      }
    }
    return out;
  };
  const readAllInSnapshot = sqlite.transaction(readAllRows);

  function* iterate(
    from: number,
    limit: number,
    types: readonly string[] | undefined,
    pageSize: number,
  ): Generator<RecordedEvent, void, undefined> {
    const keep = asAsked(types);
    for (const rows of pages(from, limit, storedTypes(types), pageSize)) {
      for (let i = 0; i < rows.length; i++) {
        const event = toEvent(rows[i]!);
        if (!keep || keep(event)) yield event;
      }
    }
  }

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
      if (types?.length === 0) return [];
      return limit >= 0 && limit <= READ_PAGE ? readAllRows(from, limit, types) : readAllInSnapshot(from, limit, types);
    },
    iterateAll(options = {}) {
      // Options are checked now, not on the first next(): a bad call fails where it is made.
      const from = startOf(options.fromPosition, 'iterateAll: fromPosition');
      const limit = limitOf(options.limit, 'iterateAll');
      const pageSize = options.pageSize ?? READ_PAGE;
      if (!Number.isInteger(pageSize) || pageSize < 1)
        throw new InvalidArgumentError(`iterateAll: pageSize must be a positive integer, got ${pageSize}`);
      const types = options.types;
      return iterate(from, types?.length === 0 ? 0 : limit, types, pageSize);
    },
    streamVersion(streamId) {
      return (version.get(streamId) as number | undefined) ?? 0;
    },
    headPosition: () => head.get() as number,
    streamsBetween(after, upTo) {
      if (!Number.isInteger(after) || !Number.isInteger(upTo))
        throw new InvalidArgumentError(`streamsBetween: positions must be integers, got ${after} and ${upTo}`);
      return upTo <= after ? [] : streamsIn.all(after, upTo);
    },
  };
}
