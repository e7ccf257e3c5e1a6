// append(streamId, events, expectedVersion): one BEGIN IMMEDIATE transaction per batch, so the
// version check, the positions and the hash chain are decided under the write lock and the
// batch is stored all or nothing. Prepared statements are made once per store.
import type Database from 'better-sqlite3';
import type { EventToAppend } from '@club/events';
import type { Dictionaries } from '../dictionary/dictionaries';
import { ConcurrencyError, InvalidAppendError } from '../errors/errors';
import { canonicalForm, chainHash, GENESIS_HASH } from '../hash-chain/event-hash';
import { expectationHolds, isExpectedVersion, type ExpectedVersion } from './expected-version';
import { replayStoredBatch, storedEventLookup, type AppendedEvent, type AppendResult } from './idempotency';
import { prepareEvents, type PreparedEvent } from './prepare-events';
import { prepareLogWrites } from './log-writes';

export type Append = (
  streamId: string,
  events: readonly EventToAppend[],
  expectedVersion: ExpectedVersion,
) => AppendResult;

function isDuplicateEventId(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === 'SQLITE_CONSTRAINT_UNIQUE' && (e.message ?? '').includes('events.event_id');
}

export function createAppend(sqlite: Database.Database, dictionaries: Dictionaries, now: () => Date): Append {
  const { selectStream, selectHead, insertStream, updateStream, insertEvent } = prepareLogWrites(sqlite);
  const lookup = storedEventLookup(sqlite);
  const { streams, types, actors, typeWriter, actorWriter } = dictionaries;

  const write = sqlite.transaction(
    (streamId: string, batch: readonly PreparedEvent[], expected: ExpectedVersion): AppendResult => {
      const stream = selectStream.get(streamId) as [key: number, version: number] | undefined;
      const current = stream ? stream[1] : 0;
      if (!expectationHolds(expected, current)) {
        // A retry after a lost response sees a moved stream: answer it before calling it a conflict.
        const replay = replayStoredBatch(lookup, streamId, batch);
        if (replay) return replay;
        throw new ConcurrencyError(streamId, expected, current === 0 ? 'no-stream' : current);
      }
      if (batch.length === 0) return { streamId, nextExpectedVersion: current, events: [], alreadyStored: false };
      const head = selectHead.get() as [number, string] | undefined;
      let position = head ? head[0] : 0;
      let hash = head ? head[1] : GENESIS_HASH;
      const version = current + batch.length;
      let streamKey: number;
      if (stream) {
        streamKey = stream[0];
        updateStream.run(version, streamKey);
      } else {
        streamKey = insertStream.get(streamId, version) as number;
        streams.noteInserted(streamKey, streamId);
      }
      const appended: AppendedEvent[] = new Array(batch.length);
      for (let i = 0; i < batch.length; i++) {
        const event = batch[i]!;
        const m = event.metadata;
        const streamPosition = current + i + 1;
        position++;
        hash = chainHash(hash, canonicalForm(event.parts, position, streamPosition));
        insertEvent.run(
          position,
          streamKey,
          streamPosition,
          types.keyFor(event, typeWriter),
          actors.keyFor(m.actor, actorWriter),
          event.dataJson,
          m.eventId,
          m.occurredAt === m.recordedAt ? null : m.occurredAt,
          m.recordedAt,
          m.correlationId ?? null,
          m.causationId ?? null,
          hash,
        );
        appended[i] = { eventId: m.eventId, position, streamPosition };
      }
      return { streamId, nextExpectedVersion: version, events: appended, alreadyStored: false };
    },
  );

  /** The transaction, then the dictionaries told whether the keys it inserted were committed. */
  const writeSettled = (streamId: string, batch: readonly PreparedEvent[], expected: ExpectedVersion): AppendResult => {
    let result: AppendResult;
    try {
      result = write.immediate(streamId, batch, expected);
    } catch (error) {
      dictionaries.settle(false);
      throw error;
    }
    dictionaries.settle(true);
    return result;
  };

  return (streamId, events, expectedVersion) => {
    if (!isExpectedVersion(expectedVersion)) {
      throw new InvalidAppendError(
        `stream ${String(streamId)}: expectedVersion must be a version number >= 0, 'no-stream', 'exists' or 'any', got ${JSON.stringify(expectedVersion)}`,
      );
    }
    const batch = prepareEvents(streamId, events, now().toISOString());
    try {
      return writeSettled(streamId, batch, expectedVersion);
    } catch (error) {
      if (!isDuplicateEventId(error)) throw error;
      // The batch was rolled back; committed events never change, so this read needs no lock.
      const replay = replayStoredBatch(lookup, streamId, batch);
      if (replay) return replay;
      throw error;
    }
  };
}
