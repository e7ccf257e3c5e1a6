// Walks the whole log in position order and recomputes every hash from the stored columns.
// A changed column, a removed or inserted row, or a reordered stream breaks the chain at the
// first position whose stored hash no longer follows from its predecessors.
import type Database from 'better-sqlite3';
import { EVENT_COLUMNS, rowMetadata, type EventRow } from '../read/row-to-event';
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

export function verifyChain(sqlite: Database.Database): ChainReport {
  const rows = sqlite.prepare(`SELECT ${EVENT_COLUMNS}, hash FROM events ORDER BY position`).raw();
  let previous = GENESIS_HASH;
  let expectedPosition = 1;
  const streamVersions = new Map<string, number>();
  for (const raw of rows.iterate()) {
    const row = raw as [...EventRow, string];
    const [position, streamId, streamPosition, type, schemaVersion, data] = row;
    const fail = (at: number, reason: string): ChainReport => ({ ok: false, events: expectedPosition - 1, position: at, reason });
    if (position !== expectedPosition) return fail(expectedPosition, `position ${expectedPosition} is missing (next stored is ${position})`);
    const streamExpected = (streamVersions.get(streamId) ?? 0) + 1;
    if (streamPosition !== streamExpected) {
      return fail(position, `stream ${streamId}: stream position ${streamPosition} where ${streamExpected} was expected`);
    }
    const parts = canonicalParts(data, canonicalMetadata(rowMetadata(row)), schemaVersion, streamId, type);
    const hash = chainHash(previous, canonicalForm(parts, position, streamPosition));
    if (hash !== row[13]) return fail(position, `hash mismatch at position ${position}: the event or its predecessor was changed`);
    streamVersions.set(streamId, streamPosition);
    previous = hash;
    expectedPosition++;
  }
  // The chain alone cannot see its own tail cut off; the streams table still knows each version.
  for (const [streamId, version] of sqlite.prepare('SELECT stream_id, version FROM streams ORDER BY stream_id').raw().iterate() as Iterable<[string, number]>) {
    const stored = streamVersions.get(streamId) ?? 0;
    if (stored !== version) {
      return {
        ok: false,
        events: expectedPosition - 1,
        position: expectedPosition,
        reason: `stream ${streamId} has version ${version} but its last stored event is at stream position ${stored}: events after position ${expectedPosition - 1} are missing`,
      };
    }
  }
  return { ok: true, events: expectedPosition - 1, headHash: previous };
}
