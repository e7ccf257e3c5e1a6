// The store's tables. Drizzle owns the shape and generates the SQL migrations in ../../drizzle;
// the append and read hot paths use prepared statements on the same connection.
import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** One row per stream: its version is the stream position of its last event. */
export const streams = sqliteTable(
  'streams',
  {
    streamId: text('stream_id').primaryKey(),
    version: integer('version').notNull(),
  },
  (t) => [check('streams_version_positive', sql`${t.version} >= 1`)],
);

/** The log itself: append-only (triggers in the custom migration refuse UPDATE and DELETE). */
export const events = sqliteTable(
  'events',
  {
    /** Global position: the rowid, assigned as last + 1 inside the append transaction. */
    position: integer('position').primaryKey(),
    streamId: text('stream_id')
      .notNull()
      .references(() => streams.streamId),
    streamPosition: integer('stream_position').notNull(),
    type: text('type').notNull(),
    schemaVersion: integer('schema_version').notNull(),
    /** Canonical JSON (sorted keys), exactly the bytes the hash covers. */
    data: text('data').notNull(),
    eventId: text('event_id').notNull(),
    occurredAt: text('occurred_at').notNull(),
    recordedAt: text('recorded_at').notNull(),
    actorId: text('actor_id').notNull(),
    actorRole: text('actor_role').notNull(),
    correlationId: text('correlation_id'),
    causationId: text('causation_id'),
    /** SHA-256 (hex) of the previous event's hash followed by this event's canonical form. */
    hash: text('hash').notNull(),
  },
  (t) => [
    uniqueIndex('events_event_id').on(t.eventId),
    uniqueIndex('events_stream_position').on(t.streamId, t.streamPosition),
    index('events_type_position').on(t.type, t.position),
  ],
);

/** Durable checkpoints of async projections: the last global position each has applied. */
export const projectionCheckpoints = sqliteTable('projection_checkpoints', {
  projection: text('projection').primaryKey(),
  position: integer('position').notNull(),
  updatedAt: text('updated_at').notNull(),
});
