// The store's tables. Drizzle owns the shape and generates the SQL migrations in ../../drizzle;
// the append and read hot paths use prepared statements on the same connection.
//
// The strings that repeat from row to row (stream ids, event types, actors) live once in small
// dictionary tables and an event carries their integer keys (the type's key also says its schema version): a scan then materialises integers
// and maps them to strings the reader already holds, instead of a new string per column per row.
// Keys are INTEGER PRIMARY KEYs (stable: VACUUM never renumbers them) and rows of the
// dictionaries are never changed or removed (triggers in the custom migrations refuse it).
import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, unique, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** One row per stream: its version is the stream position of its last event. */
export const streams = sqliteTable(
  'streams',
  {
    streamKey: integer('stream_key').primaryKey(),
    streamId: text('stream_id').notNull().unique(),
    version: integer('version').notNull(),
  },
  (t) => [check('streams_version_positive', sql`${t.version} >= 1`)],
);

/**
 * Every (event type, schema version) pair ever appended, once: an event's type key says both, so
 * a row carries one integer for them (migration 0003).
 */
export const eventTypes = sqliteTable(
  'event_types',
  {
    typeKey: integer('type_key').primaryKey(),
    type: text('type').notNull(),
    schemaVersion: integer('schema_version').notNull(),
  },
  (t) => [unique('event_types_type_version').on(t.type, t.schemaVersion)],
);

/** Every (actor id, role) pair ever recorded, once. */
export const actors = sqliteTable(
  'actors',
  {
    actorKey: integer('actor_key').primaryKey(),
    actorId: text('actor_id').notNull(),
    actorRole: text('actor_role').notNull(),
  },
  (t) => [unique('actors_id_role').on(t.actorId, t.actorRole)],
);

/** The log itself: append-only (triggers in the custom migrations refuse UPDATE and DELETE). */
export const events = sqliteTable(
  'events',
  {
    /** Global position: the rowid, assigned as last + 1 inside the append transaction. */
    position: integer('position').primaryKey(),
    streamKey: integer('stream_key')
      .notNull()
      .references(() => streams.streamKey),
    streamPosition: integer('stream_position').notNull(),
    typeKey: integer('type_key')
      .notNull()
      .references(() => eventTypes.typeKey),
    actorKey: integer('actor_key')
      .notNull()
      .references(() => actors.actorKey),
    /** Canonical JSON (sorted keys), exactly the bytes the hash covers. */
    data: text('data').notNull(),
    eventId: text('event_id').notNull(),
    /** NULL when the event occurred when it was recorded (the default): one string less per row. */
    occurredAt: text('occurred_at'),
    recordedAt: text('recorded_at').notNull(),
    correlationId: text('correlation_id'),
    causationId: text('causation_id'),
    /** SHA-256 (hex) of the previous event's hash followed by this event's canonical form. */
    hash: text('hash').notNull(),
  },
  (t) => [
    uniqueIndex('events_event_id').on(t.eventId),
    uniqueIndex('events_stream_position').on(t.streamKey, t.streamPosition),
    index('events_type_position').on(t.typeKey, t.position),
  ],
);

/** Durable checkpoints of async projections: the last global position each has applied. */
export const projectionCheckpoints = sqliteTable('projection_checkpoints', {
  projection: text('projection').primaryKey(),
  position: integer('position').notNull(),
  updatedAt: text('updated_at').notNull(),
});
