// Catch-up: a projection processes the log in batches of positions (checkpoint, checkpoint + n].
// Each batch is one BEGIN IMMEDIATE transaction that re-reads the checkpoint, applies the events
// and moves the checkpoint: if `apply` throws, the projection's writes and the checkpoint roll
// back together, and two processes running the same projection never apply an event twice.
// Positions have no gaps, so a batch is a range and a type filter costs no extra round trips.
import type Database from 'better-sqlite3';
import type { Dictionary } from '../dictionary/dictionary';
import type { EventKind } from '../dictionary/dictionaries';
import { InvalidArgumentError } from '../errors/errors';
import { EVENT_COLUMNS, type EventRow, type RowToEvent } from '../read/row-to-event';
import type { Checkpoints } from './checkpoints';
import type { Projection, ProjectionContext } from './projection';

export interface CatchUpOptions {
  /** Events per transaction (default 500). */
  readonly batchSize?: number;
}

export interface CatchUp {
  /** Runs batches until the projection has seen every committed event; returns how many positions it passed. */
  catchUp(projection: Projection, options?: CatchUpOptions): number;
  /** One batch; returns how many positions it passed (0: caught up). */
  catchUpBatch(projection: Projection, batchSize: number): number;
}

export const DEFAULT_BATCH_SIZE = 500;

export function batchSizeOf(options: CatchUpOptions | undefined): number {
  const size = options?.batchSize ?? DEFAULT_BATCH_SIZE;
  if (!Number.isInteger(size) || size < 1)
    throw new InvalidArgumentError(`batchSize must be a positive integer, got ${size}`);
  return size;
}

export interface CatchUpReads {
  readonly toEvent: RowToEvent;
  /** Maps a row's type key to its type (and schema version), for the projection's filter. */
  readonly types: Dictionary<EventKind>;
  /** The stored names of a type read under a new name (UpcasterRegistry.storedNamesOf); none: no renames. */
  readonly storedNamesOf?: (type: string) => readonly string[];
}

export function createCatchUp(
  sqlite: Database.Database,
  context: ProjectionContext,
  checkpoints: Checkpoints,
  reads: CatchUpReads,
  now: () => Date,
): CatchUp {
  const { toEvent, types, storedNamesOf } = reads;
  const head = sqlite.prepare('SELECT coalesce(max(position), 0) FROM events').pluck();
  const range = sqlite
    .prepare(`SELECT ${EVENT_COLUMNS} FROM events WHERE position > ? AND position <= ? ORDER BY position`)
    .raw();

  const batch = sqlite.transaction((projection: Projection, size: number): number => {
    const from = checkpoints.get(projection.name);
    const to = Math.min(from + size, head.get() as number);
    if (to <= from) return 0;
    const wanted = projection.types ? new Set(projection.types) : undefined;
    // A renamed type is stored under its old name: rows are picked by either, events by the name read.
    const stored = wanted && storedNamesOf ? new Set([...wanted].flatMap(storedNamesOf)) : wanted;
    for (const row of range.all(from, to) as EventRow[]) {
      if (stored && !stored.has(types.valueOf(row[3]).type)) continue;
      const event = toEvent(row);
      if (wanted && storedNamesOf && !wanted.has(event.type)) continue;
      projection.apply(event, context);
    }
    checkpoints.set(projection.name, to, now().toISOString());
    return to - from;
  });

  const catchUpBatch = (projection: Projection, size: number) => {
    if (typeof projection?.name !== 'string' || projection.name.length === 0)
      throw new InvalidArgumentError('a projection needs a non-empty name');
    // Polling when caught up must not take the write lock: check with a plain read first.
    if (checkpoints.get(projection.name) >= (head.get() as number)) return 0;
    return batch.immediate(projection, size);
  };
  return {
    catchUpBatch,
    catchUp(projection, options) {
      const size = batchSizeOf(options);
      let total = 0;
      for (let passed = catchUpBatch(projection, size); passed > 0; passed = catchUpBatch(projection, size))
        total += passed;
      return total;
    },
  };
}
