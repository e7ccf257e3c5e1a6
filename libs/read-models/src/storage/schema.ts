// Read-model tables, in the event store's SQLite file. Drizzle owns the shape and generates the
// SQL migrations in ../../drizzle (their own migrations table: __read_models_migrations).
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** One row per projection or job kind ('jobs:<kind>'): the fold version and the last position applied. */
export const readModelProjections = sqliteTable('read_model_projections', {
  name: text('name').primaryKey(),
  version: integer('version').notNull(),
  position: integer('position').notNull(),
  updatedAt: text('updated_at').notNull(),
});

/** The projections' documents: JSON, one row per (projection, key). */
export const readModelDocuments = sqliteTable(
  'read_model_documents',
  {
    projection: text('projection').notNull(),
    key: text('key').notNull(),
    doc: text('doc').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projection, t.key] })],
);

/** Documents written by jobs, with the job and the source they were computed from. */
export const readModelDerived = sqliteTable(
  'read_model_derived',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    doc: text('doc').notNull(),
    jobId: text('job_id').notNull(),
    sourceStream: text('source_stream').notNull(),
    sourceVersion: integer('source_version').notNull(),
    sourcePosition: integer('source_position').notNull(),
    computedAt: text('computed_at').notNull(),
  },
  // The position index serves derivedHead (max(source_position)), which the live-updates stream and
  // the site's cache key read on every request: without it each read scans the table.
  (t) => [primaryKey({ columns: [t.kind, t.key] }), index('read_model_derived_position').on(t.sourcePosition)],
);

/**
 * The job outbox: every job a trigger produced, written with the trigger checkpoint. 'pending'
 * until a processor finishes it ('done') or a later job of the same subject makes it 'superseded'.
 * enqueued_at is the last hand-over to the queue; pending rows are handed over again after a while.
 */
export const readModelJobs = sqliteTable(
  'read_model_jobs',
  {
    jobId: text('job_id').primaryKey(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    sourceStream: text('source_stream').notNull(),
    sourceVersion: integer('source_version').notNull(),
    sourcePosition: integer('source_position').notNull(),
    status: text('status', { enum: ['pending', 'done', 'superseded'] }).notNull(),
    createdAt: text('created_at').notNull(),
    enqueuedAt: text('enqueued_at'),
    finishedAt: text('finished_at'),
  },
  (t) => [
    index('read_model_jobs_status').on(t.status, t.sourcePosition),
    index('read_model_jobs_subject').on(t.kind, t.subject),
  ],
);

/**
 * The file's identity for queues shared by several clubs (one row): a random id made when the
 * table is created, and the inode of the file it was made in. A copy of the file (another inode)
 * gets a new id when it is first opened, so two copies never share their queue.
 */
export const readModelIdentity = sqliteTable('read_model_identity', {
  databaseId: text('database_id').primaryKey(),
  fileInode: text('file_inode'),
});
