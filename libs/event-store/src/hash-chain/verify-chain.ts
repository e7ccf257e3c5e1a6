// Walks the whole log in position order and recomputes every hash from the stored columns.
// A changed column, a removed or inserted row, or a reordered stream breaks the chain at the
// first position whose stored hash no longer follows from its predecessors. The dictionary keys
// are resolved by the query itself, not by the store's caches: what is checked is the file.
import type Database from 'better-sqlite3';
import { recordedMetadata } from '../read/row-to-event';
import { canonicalMetadata, canonicalForm, canonicalParts, chainHash, GENESIS_HASH } from './event-hash';

export type ChainReport =
  | { readonly ok: true; readonly events: number; readonly headHash: string }
  | {
      readonly ok: false;
      /** Events that verified before the failure. */
      readonly events: number;
      /** The first position that does not verify. */
      readonly position: number;
      readonly reason: string;
    };

export type VerifiedRow = [
  position: number,
  streamId: string | null,
  streamPosition: number,
  type: string | null,
  schemaVersion: number | null,
  data: string,
  eventId: string,
  occurredAt: string | null,
  recordedAt: string,
  actorId: string | null,
  actorRole: string | null,
  correlationId: string | null,
  causationId: string | null,
  hash: string,
];

// LEFT JOINs: an event whose key has no dictionary row is reported, not silently skipped.
const VERIFIED_ROWS =
  'SELECT e.position, s.stream_id, e.stream_position, t.type, t.schema_version, e.data, e.event_id, e.occurred_at, e.recorded_at, ' +
  'a.actor_id, a.actor_role, e.correlation_id, e.causation_id, e.hash FROM events e ' +
  'LEFT JOIN streams s ON s.stream_key = e.stream_key LEFT JOIN event_types t ON t.type_key = e.type_key ' +
  'LEFT JOIN actors a ON a.actor_key = e.actor_key ORDER BY e.position';

export function verifyChain(sqlite: Database.Database): ChainReport {
  const walk = chainWalk();
  for (const raw of sqlite.prepare(VERIFIED_ROWS).raw().iterate()) {
    const failure = walk.next(raw as VerifiedRow);
    if (failure) return failure;
  }
  return walk.finish(
    sqlite.prepare('SELECT stream_id, version FROM streams ORDER BY stream_id').raw().iterate() as Iterable<
      [string, number]
    >,
  );
}

/** The chain checked row by row (rows in position order), whichever database they come from. */
export interface ChainWalk {
  /** A failure at this row, or undefined when it verifies. */
  next(row: VerifiedRow): ChainReport | undefined;
  /** After the last row: every stream's stored version against its last event. */
  finish(streamVersions: Iterable<readonly [string, number]>): ChainReport;
}

export function chainWalk(): ChainWalk {
  let previous = GENESIS_HASH;
  let expectedPosition = 1;
  const streamVersions = new Map<string, number>();
  const fail = (at: number, reason: string): ChainReport => ({
    ok: false,
    events: expectedPosition - 1,
    position: at,
    reason,
  });
  return {
    next(row) {
      const [
        position,
        streamId,
        streamPosition,
        type,
        schemaVersion,
        data,
        eventId,
        occurredAt,
        recordedAt,
        actorId,
        actorRole,
        correlationId,
        causationId,
        storedHash,
      ] = row;
      if (position !== expectedPosition)
        return fail(expectedPosition, `position ${expectedPosition} is missing (next stored is ${position})`);
      if (streamId === null || type === null || schemaVersion === null || actorId === null || actorRole === null) {
        return fail(position, `position ${position} refers to a stream, type or actor that is not stored`);
      }
      const streamExpected = (streamVersions.get(streamId) ?? 0) + 1;
      if (streamPosition !== streamExpected) {
        return fail(
          position,
          `stream ${streamId}: stream position ${streamPosition} where ${streamExpected} was expected`,
        );
      }
      const metadata = recordedMetadata(
        eventId,
        occurredAt ?? recordedAt,
        recordedAt,
        { id: actorId, role: actorRole },
        correlationId,
        causationId,
      );
      const parts = canonicalParts(data, canonicalMetadata(metadata), schemaVersion, streamId, type);
      const hash = chainHash(previous, canonicalForm(parts, position, streamPosition));
      if (hash !== storedHash)
        return fail(position, `hash mismatch at position ${position}: the event or its predecessor was changed`);
      streamVersions.set(streamId, streamPosition);
      previous = hash;
      expectedPosition++;
      return undefined;
    },
    finish(versions) {
      // The chain alone cannot see its own tail cut off; the streams table still knows each version.
      for (const [streamId, version] of versions) {
        const stored = streamVersions.get(streamId) ?? 0;
        if (stored !== version) {
          return fail(
            expectedPosition,
            `stream ${streamId} has version ${version} but its last stored event is at stream position ${stored}: events after position ${expectedPosition - 1} are missing`,
          );
        }
      }
      return { ok: true, events: expectedPosition - 1, headHash: previous };
    },
  };
}
