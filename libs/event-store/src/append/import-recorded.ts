// Recorded events copied into the SQLite file as they are, keeping their ids, streams, positions
// and times: the working copy a process keeps of a club whose log is in PostgreSQL. The batch must
// continue the file exactly (first position = head + 1, each stream position = its stream's
// version + 1); each hash is computed here from the head's, so the copy's chain is the source's.
import type Database from 'better-sqlite3';
import type { RecordedEvent } from '@club/events';
import type { Dictionaries } from '../dictionary/dictionaries';
import { InvalidAppendError } from '../errors/errors';
import { canonicalJson } from '../hash-chain/canonical-json';
import { GENESIS_HASH } from '../hash-chain/event-hash';
import { recordedEventHash } from '../hash-chain/recorded-hash';
import { prepareLogWrites } from './log-writes';

/** Resolves to the file's head after the batch. */
export type ImportRecorded = (events: readonly RecordedEvent[]) => { readonly position: number; readonly hash: string };

export function createImportRecorded(sqlite: Database.Database, dictionaries: Dictionaries): ImportRecorded {
  const { selectStream, selectHead, insertStream, updateStream, insertEvent } = prepareLogWrites(sqlite);
  const { streams, types, actors, typeWriter, actorWriter } = dictionaries;

  const write = sqlite.transaction((events: readonly RecordedEvent[]) => {
    const head = selectHead.get() as [number, string] | undefined;
    let position = head ? head[0] : 0;
    let hash = head ? head[1] : GENESIS_HASH;
    const versions = new Map<string, [key: number | undefined, version: number]>();
    for (const event of events) {
      if (event.position !== position + 1)
        throw new InvalidAppendError(
          `import: event ${event.metadata.eventId} has position ${event.position}, expected ${position + 1}`,
        );
      let stream = versions.get(event.streamId);
      if (!stream) {
        const row = selectStream.get(event.streamId) as [number, number] | undefined;
        stream = row ? [row[0], row[1]] : [undefined, 0];
        versions.set(event.streamId, stream);
      }
      if (event.streamPosition !== stream[1] + 1)
        throw new InvalidAppendError(
          `import: event ${event.metadata.eventId} is at ${event.streamPosition} of stream ${event.streamId}, expected ${stream[1] + 1}`,
        );
      stream[1] = event.streamPosition;
      if (stream[0] === undefined) {
        stream[0] = insertStream.get(event.streamId, stream[1]) as number;
        streams.noteInserted(stream[0], event.streamId);
      } else updateStream.run(stream[1], stream[0]);
      const dataJson = canonicalJson(event.data);
      position = event.position;
      hash = recordedEventHash(hash, event, dataJson);
      const m = event.metadata;
      insertEvent.run(
        position,
        stream[0],
        event.streamPosition,
        types.keyFor({ type: event.type, schemaVersion: event.schemaVersion }, typeWriter),
        actors.keyFor(m.actor, actorWriter),
        dataJson,
        m.eventId,
        m.occurredAt === m.recordedAt ? null : m.occurredAt,
        m.recordedAt,
        m.correlationId ?? null,
        m.causationId ?? null,
        hash,
      );
    }
    return { position, hash };
  });

  return (events) => {
    try {
      const result = write.immediate(events);
      dictionaries.settle(true);
      return result;
    } catch (error) {
      dictionaries.settle(false);
      throw error;
    }
  };
}
