// Group commit: appends that wait in this process while another is being written go in together,
// in one transaction under one take of the log's lock (the lock, not the rows, is what appends
// queue for: bench pg.append50). Each keeps its own promise: its expected version is checked in
// the group's order against the versions the group has reached; one that does not hold, and every
// append of a group that failed as a whole, is retried alone by the single-append path, which
// answers retries (idempotency) and conflicts exactly as before.
import type pg from 'pg';
import { expectationHolds, type ExpectedVersion } from '../append/expected-version';
import type { AppendResult } from '../append/idempotency';
import type { PreparedEvent } from '../append/prepare-events';
import { GENESIS_HASH } from '../hash-chain/event-hash';
import { chainRows, insertWithLiterals, type StreamRows } from './pg-rows';
import { withConnection } from './pooled';
import { appendLockSql } from './schema-name';

export type PreparedAppend = (
  streamId: string,
  batch: readonly PreparedEvent[],
  expected: ExpectedVersion,
) => Promise<AppendResult>;

interface Waiting {
  readonly streamId: string;
  readonly batch: readonly PreparedEvent[];
  readonly expected: ExpectedVersion;
  readonly resolve: (result: AppendResult) => void;
  readonly reject: (error: unknown) => void;
}

/** Appends per group at most: one statement's worth of rows. */
const MAX_GROUP = 64;

export function groupCommit(
  pool: pg.Pool,
  schema: string,
  clubId: string,
  channel: string,
  single: PreparedAppend,
): PreparedAppend {
  const queue: Waiting[] = [];
  let running = false;

  const alone = (waiting: Waiting) =>
    single(waiting.streamId, waiting.batch, waiting.expected).then(waiting.resolve, waiting.reject);

  /** Writes what holds in one transaction; returns the appends left to run alone. */
  const writeGroup = (group: readonly Waiting[]) =>
    withConnection(pool, async (client) => {
      const streams = [...new Set(group.map((waiting) => waiting.streamId))];
      const results = (await client.query(
        `BEGIN; ${appendLockSql(schema, clubId)}; ` +
          `SELECT stream_id, version FROM streams WHERE stream_id IN (${streams.map((id) => client.escapeLiteral(id)).join(',')}); ` +
          'SELECT position, hash FROM events ORDER BY position DESC LIMIT 1',
      )) as unknown as pg.QueryResult[];
      const versions = new Map<string, number>();
      for (const row of results[results.length - 2]!.rows as { stream_id: string; version: number }[])
        versions.set(row.stream_id, row.version);
      const last = results[results.length - 1]!.rows[0] as { position: number; hash: string } | undefined;
      let head = { position: last?.position ?? 0, hash: last?.hash ?? GENESIS_HASH };
      const written: [Waiting, AppendResult][] = [];
      const left: Waiting[] = [];
      const rows: StreamRows[] = [];
      for (const waiting of group) {
        const current = versions.get(waiting.streamId) ?? 0;
        if (!expectationHolds(waiting.expected, current)) {
          left.push(waiting);
          continue;
        }
        const made = chainRows(waiting.batch, current, head);
        head = { position: made.position, hash: made.hash };
        const nextVersion = current + waiting.batch.length;
        versions.set(waiting.streamId, nextVersion);
        rows.push({ streamId: waiting.streamId, nextVersion, columns: made.columns });
        written.push([
          waiting,
          { streamId: waiting.streamId, nextExpectedVersion: nextVersion, events: made.appended, alreadyStored: false },
        ]);
      }
      if (rows.length === 0) await client.query('ROLLBACK');
      else await client.query(`${insertWithLiterals(client, rows, channel, clubId)}; COMMIT`);
      for (const [waiting, result] of written) waiting.resolve(result);
      return left;
    });

  const drain = async () => {
    running = true;
    try {
      while (queue.length > 0) {
        const group = queue.splice(0, MAX_GROUP);
        if (group.length === 1) {
          await alone(group[0]!);
          continue;
        }
        let left: readonly Waiting[];
        try {
          left = await writeGroup(group);
        } catch {
          // Rolled back whole (a stored event id, a lost connection): each alone says what it is.
          left = group;
        }
        for (const waiting of left) await alone(waiting);
      }
    } finally {
      running = false;
    }
  };

  return (streamId, batch, expected) =>
    new Promise<AppendResult>((resolve, reject) => {
      queue.push({ streamId, batch, expected, resolve, reject });
      if (!running) void drain();
    });
}
