// One convention for schema versions and one typed way to read an event. A decider's event is
// `{ type, schemaVersion, ...fields }`; the stored envelope is `{ type, schemaVersion, data }`.
// Deciders never write the version: `event(type, fields)` stamps the current one (every type is at
// version 1 until it gets an upcaster; `eventsAt(versions)` names the types that moved on). Folds
// never cast stored data: `eventOf<E>(recorded)` gives the domain event, already upcast by the store.
import type { RecordedEvent } from './event-envelope';

/** The fields every domain event carries besides its own. */
export interface EventHeader<Type extends string = string> {
  readonly type: Type;
  readonly schemaVersion: number;
}

/** The current schema version of each event type that is past version 1. */
export type EventVersions = Readonly<Record<string, number>>;

/** A decider's event of `type` at its current version, with `fields` as its data. */
export type EventWith<Type extends string, Fields extends object> = {
  readonly type: Type;
  readonly schemaVersion: number;
} & Fields;

/** The event builder for a library whose types stand at `versions` (unlisted types: version 1). */
export function eventsAt(versions: EventVersions = {}) {
  return <const Type extends string, const Fields extends object = Record<never, never>>(
    type: Type,
    fields: Fields = {} as Fields,
  ): EventWith<Type, Fields> => ({ type, schemaVersion: versions[type] ?? 1, ...fields });
}

/** Builds an event at the current version of its type: every event type today is at version 1. */
export const event = eventsAt();

/**
 * A recorded event (already upcast by the store) as the domain event `{ ...data, type }` of the
 * union `E` its stream holds: its data was checked when it was decided, so reading trusts it. The
 * version stays on the envelope (documents that keep an event keep exactly its data and type).
 */
export function eventOf<E extends { readonly type: string }>(recorded: RecordedEvent): E {
  return { ...(recorded.data as object), type: recorded.type } as E;
}

/** As `eventOf`, with the version as well (`{ ...data, type, schemaVersion }`): what a decider folds. */
export function versionedEventOf<E extends EventHeader>(recorded: RecordedEvent): E {
  return { ...(recorded.data as object), type: recorded.type, schemaVersion: recorded.schemaVersion } as unknown as E;
}

/** An event's stored data: the event without its type and version. */
export type DataOf<E> = E extends unknown ? Omit<E, 'type' | 'schemaVersion'> : never;

/** `[type, data]` pairs of a union: a check of the type narrows the data. */
export type TaggedEvent<E extends { readonly type: string }> = {
  [T in E['type']]: readonly [type: T, data: DataOf<Extract<E, { readonly type: T }>>];
}[E['type']];

/** A recorded event as `[type, data]` of the union `E`, its data read in place (not copied): for the hottest folds. */
export function taggedEventOf<E extends { readonly type: string }>(recorded: RecordedEvent): TaggedEvent<E> {
  return [recorded.type, recorded.data] as unknown as TaggedEvent<E>;
}
