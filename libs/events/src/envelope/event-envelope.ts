// The envelope every stored event travels in. The domain owns `type` and `data`; the store
// owns the positions and the recorded metadata, so that no caller can forge them.

/** Who caused an event: a member, a director, the scorer, or the system itself. */
export interface Actor {
  readonly id: string;
  readonly role: string;
}

/** Metadata as it is stored with every event. */
export interface EventMetadata {
  /** UUID chosen by the writer: appending it again is an idempotent no-op. */
  readonly eventId: string;
  /** When the fact happened at the table (ISO 8601); defaults to `recordedAt`. */
  readonly occurredAt: string;
  /** When the store committed it (ISO 8601), set by the store. */
  readonly recordedAt: string;
  readonly actor: Actor;
  /** Groups every event caused by one request or one session. */
  readonly correlationId?: string;
  /** The eventId (or command id) that directly caused this event. */
  readonly causationId?: string;
}

/** What a writer may say about an event; the store fills in the rest. */
export interface AppendMetadata {
  readonly eventId?: string;
  readonly occurredAt?: string;
  readonly actor?: Actor;
  readonly correlationId?: string;
  readonly causationId?: string;
}

/** An event about to be appended to a stream. `data` must be plain JSON. */
export interface EventToAppend<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly schemaVersion: number;
  readonly data: Data;
  readonly metadata?: AppendMetadata;
}

/** An event as read back from the store. */
export interface RecordedEvent<Type extends string = string, Data = unknown> {
  /** Position in the whole store: 1, 2, 3, ... without gaps. */
  readonly position: number;
  readonly streamId: string;
  /** Position inside its stream: 1, 2, 3, ... without gaps. */
  readonly streamPosition: number;
  readonly type: Type;
  readonly schemaVersion: number;
  readonly data: Data;
  readonly metadata: EventMetadata;
}

/** The actor used when a writer names none. */
export const SYSTEM_ACTOR: Actor = Object.freeze({ id: 'system', role: 'system' });
