// Everything about a batch that does not need the write lock: validation, ids, timestamps,
// canonical JSON of data and metadata. The transaction then only assigns positions and hashes.
import { isUuid, SYSTEM_ACTOR, type EventMetadata, type EventToAppend } from '@club/events';
import { InvalidAppendError } from '../errors/errors';
import { canonicalJson } from '../hash-chain/canonical-json';
import { canonicalMetadata, canonicalParts, type CanonicalParts } from '../hash-chain/event-hash';
import { uuidV7 } from './uuid-v7';

export interface PreparedEvent {
  readonly type: string;
  readonly schemaVersion: number;
  readonly dataJson: string;
  readonly metadata: EventMetadata;
  readonly parts: CanonicalParts;
}

const MAX_STREAM_ID_LENGTH = 512;

export function checkStreamId(streamId: unknown): asserts streamId is string {
  if (typeof streamId !== 'string' || streamId.length === 0 || streamId.length > MAX_STREAM_ID_LENGTH) {
    throw new InvalidAppendError(
      `streamId must be a non-empty string of at most ${MAX_STREAM_ID_LENGTH} characters, got ${JSON.stringify(streamId)}`,
    );
  }
}

function optionalId(value: unknown, where: () => string, field: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length === 0) {
    throw new InvalidAppendError(
      `${where()}: metadata.${field} must be a non-empty string, got ${JSON.stringify(value)}`,
    );
  }
  return value;
}

export function prepareEvents(streamId: string, events: readonly EventToAppend[], recordedAt: string): PreparedEvent[] {
  checkStreamId(streamId);
  if (!Array.isArray(events)) throw new InvalidAppendError(`stream ${streamId}: events must be an array`);
  const seen = new Set<string>();
  const clock = Date.parse(recordedAt);
  const prepared: PreparedEvent[] = new Array(events.length);
  for (let i = 0; i < events.length; i++) {
    const event = events[i]!;
    // Built only when something is refused: this loop runs for every event appended.
    const where = () => `stream ${streamId}, event ${i} (${String(event?.type)})`;
    if (typeof event?.type !== 'string' || event.type.length === 0)
      throw new InvalidAppendError(`${where()}: type must be a non-empty string`);
    if (!Number.isInteger(event.schemaVersion) || event.schemaVersion < 1) {
      throw new InvalidAppendError(
        `${where()}: schemaVersion must be a positive integer, got ${String(event.schemaVersion)}`,
      );
    }
    const given = event.metadata ?? {};
    let eventId: string;
    if (given.eventId === undefined) eventId = uuidV7(clock);
    else if (typeof given.eventId === 'string' && isUuid(given.eventId)) eventId = given.eventId.toLowerCase();
    else
      throw new InvalidAppendError(`${where()}: metadata.eventId must be a UUID, got ${JSON.stringify(given.eventId)}`);
    if (seen.has(eventId)) throw new InvalidAppendError(`${where()}: eventId ${eventId} appears twice in one batch`);
    seen.add(eventId);
    const occurredAt = given.occurredAt ?? recordedAt;
    if (typeof occurredAt !== 'string' || Number.isNaN(Date.parse(occurredAt))) {
      throw new InvalidAppendError(
        `${where()}: metadata.occurredAt must be an ISO 8601 timestamp, got ${JSON.stringify(occurredAt)}`,
      );
    }
    const actor = given.actor ?? SYSTEM_ACTOR;
    if (typeof actor?.id !== 'string' || !actor.id || typeof actor.role !== 'string' || !actor.role) {
      throw new InvalidAppendError(
        `${where()}: metadata.actor must have a non-empty id and role, got ${JSON.stringify(actor)}`,
      );
    }
    const correlationId = optionalId(given.correlationId, where, 'correlationId');
    const causationId = optionalId(given.causationId, where, 'causationId');
    const metadata: EventMetadata = {
      eventId,
      occurredAt,
      recordedAt,
      actor: { id: actor.id, role: actor.role },
      ...(correlationId === undefined ? {} : { correlationId }),
      ...(causationId === undefined ? {} : { causationId }),
    };
    const dataJson = canonicalJson(event.data, 'data', where);
    prepared[i] = {
      type: event.type,
      schemaVersion: event.schemaVersion,
      dataJson,
      metadata,
      parts: canonicalParts(dataJson, canonicalMetadata(metadata), event.schemaVersion, streamId, event.type),
    };
  }
  return prepared;
}
