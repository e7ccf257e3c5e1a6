// Deciders speak domain events ({ type, ...fields }); the store speaks envelopes
// ({ type, schemaVersion, data }). A codec translates both ways.
import { eventOf, type EventToAppend, type RecordedEvent } from '@club/events';

export interface EventCodec<Event> {
  encode(event: Event): Omit<EventToAppend, 'metadata'>;
  decode(recorded: RecordedEvent): Event;
}

/**
 * The default codec: `data` is the event without its `type`; the schema version comes from
 * `schemaVersions[type]` (default 1). Decoding trusts the stored data (already upcast); pass
 * `parse` to validate it with zod at this edge.
 */
export function plainEventCodec<Event extends { readonly type: string }>(
  options: { schemaVersions?: Readonly<Record<string, number>>; parse?: (event: unknown) => Event } = {},
): EventCodec<Event> {
  const versions = options.schemaVersions ?? {};
  return {
    encode(event) {
      const { type, ...data } = event;
      return { type, schemaVersion: versions[type] ?? 1, data };
    },
    decode(recorded) {
      return options.parse ? options.parse(eventOf<{ readonly type: string }>(recorded)) : eventOf<Event>(recorded);
    },
  };
}
