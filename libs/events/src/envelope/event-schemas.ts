// Zod at the edges: event data that comes from outside (a form, a file, another process) is
// parsed against the schema of its type and version before it becomes an event or a fold input.
import { z } from 'zod';
import type { AppendMetadata, EventToAppend, RecordedEvent } from './event-envelope';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const actorSchema = z.object({ id: z.string().min(1), role: z.string().min(1) });

const isoTimestamp = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'not an ISO 8601 timestamp');

export const eventMetadataSchema = z.object({
  eventId: z.string().regex(UUID, 'not a UUID'),
  occurredAt: isoTimestamp,
  recordedAt: isoTimestamp,
  actor: actorSchema,
  correlationId: z.string().min(1).optional(),
  causationId: z.string().min(1).optional(),
});

/** A recorded event whose data is still unparsed JSON (e.g. read from an export file). */
export const recordedEventSchema = z.object({
  position: z.number().int().positive(),
  streamId: z.string().min(1),
  streamPosition: z.number().int().positive(),
  type: z.string().min(1),
  schemaVersion: z.number().int().positive(),
  data: z.unknown(),
  metadata: eventMetadataSchema,
});

/** Thrown when event data does not match its schema; the message names the event and fields. */
export class EventDataError extends Error {
  constructor(
    message: string,
    readonly issues: readonly string[],
  ) {
    super(message);
    this.name = 'EventDataError';
  }
}

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** One line per zod issue: `field.path: message`. */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.length ? issue.path.join('.') : '(data)'}: ${issue.message}`);
}

/** One event type at one schema version, with its data schema. */
export interface EventType<Type extends string, Schema extends z.ZodType> {
  readonly type: Type;
  readonly schemaVersion: number;
  readonly dataSchema: Schema;
  /** Builds an event to append, validating `data`. */
  create(data: z.input<Schema>, metadata?: AppendMetadata): EventToAppend<Type, z.output<Schema>>;
  /** Does this recorded event have this type (any version)? */
  is(event: { readonly type: string }): boolean;
  /** Parses a recorded event's data; refuses another type or version (upcast first). */
  parse(event: RecordedEvent): RecordedEvent<Type, z.output<Schema>>;
}

export function defineEventType<const Type extends string, Schema extends z.ZodType>(
  type: Type,
  schemaVersion: number,
  dataSchema: Schema,
): EventType<Type, Schema> {
  if (!Number.isInteger(schemaVersion) || schemaVersion < 1) {
    throw new RangeError(`event type ${type}: schemaVersion must be a positive integer, got ${schemaVersion}`);
  }
  const check = (data: unknown, where: string): z.output<Schema> => {
    const result = dataSchema.safeParse(data);
    if (result.success) return result.data;
    const issues = describeIssues(result.error);
    throw new EventDataError(`${where}: invalid data: ${issues.join('; ')}`, issues);
  };
  return {
    type,
    schemaVersion,
    dataSchema,
    create(data, metadata) {
      const parsed = check(data, `event ${type} v${schemaVersion}`);
      return metadata ? { type, schemaVersion, data: parsed, metadata } : { type, schemaVersion, data: parsed };
    },
    is: (event) => event.type === type,
    parse(event) {
      const where = `event ${event.type} v${event.schemaVersion} at position ${event.position}`;
      if (event.type !== type) throw new EventDataError(`${where}: expected type ${type}`, []);
      if (event.schemaVersion !== schemaVersion) {
        throw new EventDataError(`${where}: expected schemaVersion ${schemaVersion} (register an upcaster)`, []);
      }
      return { ...event, type, data: check(event.data, where) };
    },
  };
}
