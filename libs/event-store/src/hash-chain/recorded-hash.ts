// The chain hash of an event as it was read back (a RecordedEvent), for copies of a log that must
// come out with the same chain: the same canonical form an append hashes (event-hash.ts).
import type { RecordedEvent } from '@club/events';
import { canonicalJson } from './canonical-json';
import { canonicalForm, canonicalMetadata, canonicalParts, chainHash } from './event-hash';

export function recordedEventHash(
  previousHash: string,
  event: RecordedEvent,
  dataJson: string = canonicalJson(event.data),
): string {
  const parts = canonicalParts(
    dataJson,
    canonicalMetadata(event.metadata),
    event.schemaVersion,
    event.streamId,
    event.type,
  );
  return chainHash(previousHash, canonicalForm(parts, event.position, event.streamPosition));
}
