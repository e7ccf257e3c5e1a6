// A bulk import of recorded events (a copy of another log, `club migrate --to postgres`): the
// events keep their ids, streams, positions, recordedAt and occurredAt, which an append would
// assign anew. Under the append lock, one transaction per batch: the batch must continue the log
// exactly (first position = head + 1, each stream position = its stream's version + 1), and each
// hash is computed here from the head's, so the imported chain is verified as it is written.
// The rows are the club's of the pool's connections (club.id, club_id's default under row-level
// security): the positions, chain and lock are that club's alone.
import type pg from 'pg';
import type { RecordedEvent } from '@club/events';
import { InvalidAppendError } from '../errors/errors';
import { canonicalJson } from '../hash-chain/canonical-json';
import { recordedEventHash } from '../hash-chain/recorded-hash';
import { GENESIS_HASH } from '../hash-chain/event-hash';
import { withConnection } from './pooled';
import { metadataColumns } from './pg-rows';
import { appendLockSql, notifyChannel } from './schema-name';

export interface ImportResult {
  /** The log's head after the batch. */
  readonly position: number;
  readonly hash: string;
}

export type PgImport = (events: readonly RecordedEvent[]) => Promise<ImportResult>;

const INSERT_IMPORTED =
  'WITH s AS (INSERT INTO streams (stream_id, version) SELECT * FROM unnest($1::text[], $2::bigint[]) ' +
  'ON CONFLICT (club_id, stream_id) DO UPDATE SET version = excluded.version), ' +
  'e AS (INSERT INTO events (position, stream_id, stream_position, type, schema_version, data, event_id, ' +
  'occurred_at, recorded_at, actor_id, actor_role, correlation_id, causation_id, hash) ' +
  'SELECT * FROM unnest($3::bigint[], $4::text[], $5::bigint[], $6::text[], $7::int[], $8::text[], $9::uuid[], ' +
  '$10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $16::text[])) ' +
  'SELECT pg_notify($17, $18)';

export function createPgImport(pool: pg.Pool, schema: string, clubId: string): PgImport {
  const channel = notifyChannel(schema);
  return async (events) =>
    withConnection(pool, async (client) => {
      const results = (await client.query(
        `BEGIN; ${appendLockSql(schema, clubId)}; ` +
          'SELECT coalesce(max(position), 0)::bigint AS position, ' +
          '(SELECT hash FROM events ORDER BY position DESC LIMIT 1) AS hash FROM events',
      )) as unknown as pg.QueryResult[];
      const head = results[results.length - 1]!.rows[0] as { position: number; hash: string | null };
      let position = head.position;
      let hash = head.hash ?? GENESIS_HASH;
      if (events.length === 0) {
        await client.query('ROLLBACK');
        return { position, hash };
      }
      const streamIds = [...new Set(events.map((event) => event.streamId))];
      const found = await client.query({
        text: 'SELECT stream_id, version FROM streams WHERE stream_id = ANY($1::text[])',
        values: [streamIds],
        rowMode: 'array',
      });
      const versions = new Map<string, number>(found.rows as [string, number][]);
      const n = events.length;
      const columns = Array.from({ length: 14 }, () => new Array<unknown>(n));
      for (let i = 0; i < n; i++) {
        const event = events[i]!;
        const m = event.metadata;
        const version = versions.get(event.streamId) ?? 0;
        if (event.position !== position + 1 || event.streamPosition !== version + 1)
          throw new InvalidAppendError(
            `import: event ${m.eventId} at position ${event.position} (stream ${event.streamId}, ` +
              `stream position ${event.streamPosition}) does not continue the log at ${position} ` +
              `(stream version ${version})`,
          );
        position = event.position;
        versions.set(event.streamId, event.streamPosition);
        const dataJson = canonicalJson(event.data);
        hash = recordedEventHash(hash, event, dataJson);
        const row = [
          position,
          event.streamId,
          event.streamPosition,
          event.type,
          event.schemaVersion,
          dataJson,
          ...metadataColumns(m),
          hash,
        ];
        for (let c = 0; c < 14; c++) columns[c]![i] = row[c];
      }
      await client.query(INSERT_IMPORTED, [[...versions.keys()], [...versions.values()], ...columns, channel, clubId]);
      await client.query('COMMIT');
      return { position, hash };
    });
}
