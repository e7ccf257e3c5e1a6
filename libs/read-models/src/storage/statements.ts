// Prepared statements on the store's connection for the read-model tables (hot paths use plain
// better-sqlite3 statements; drizzle owns the schema).
import type Database from 'better-sqlite3';
import type { DerivedJobRef } from '../framework/derived-job';

export interface CheckpointRow {
  readonly name: string;
  readonly version: number;
  readonly position: number;
}

export interface JobRow extends DerivedJobRef {
  readonly status: 'pending' | 'done' | 'superseded';
  readonly enqueuedAt: string | null;
}

export interface DerivedRow {
  readonly kind: string;
  readonly key: string;
  readonly doc: string;
  readonly jobId: string;
  readonly sourceStream: string;
  readonly sourceVersion: number;
  readonly sourcePosition: number;
  readonly computedAt: string;
}

const JOB_COLUMNS =
  'job_id AS jobId, kind, subject, source_stream AS sourceStream, source_version AS sourceVersion, source_position AS sourcePosition, status, enqueued_at AS enqueuedAt';
const DERIVED_COLUMNS =
  'kind, key, doc, job_id AS jobId, source_stream AS sourceStream, source_version AS sourceVersion, source_position AS sourcePosition, computed_at AS computedAt';

export function prepareStatements(sqlite: Database.Database) {
  return {
    checkpoint: sqlite.prepare<[string], CheckpointRow>(
      'SELECT name, version, position FROM read_model_projections WHERE name = ?',
    ),
    checkpoints: sqlite.prepare<[], CheckpointRow>(
      'SELECT name, version, position FROM read_model_projections ORDER BY name',
    ),
    setCheckpoint: sqlite.prepare<[string, number, number, string]>(
      'INSERT INTO read_model_projections (name, version, position, updated_at) VALUES (?, ?, ?, ?) ' +
        'ON CONFLICT (name) DO UPDATE SET version = excluded.version, position = excluded.position, updated_at = excluded.updated_at',
    ),
    head: sqlite.prepare<[], number>('SELECT coalesce(max(position), 0) FROM events').pluck(),
    document: sqlite
      .prepare<[string, string], string>('SELECT doc FROM read_model_documents WHERE projection = ? AND key = ?')
      .pluck(),
    documentsOf: sqlite.prepare<[string], { key: string; doc: string }>(
      'SELECT key, doc FROM read_model_documents WHERE projection = ? ORDER BY key',
    ),
    /** Listing: a projection's documents (or only their keys) whose key starts with a prefix ('' for all), in key order. */
    documentsWithPrefix: sqlite.prepare<{ projection: string; prefix: string }, { key: string; doc: string }>(
      'SELECT key, doc FROM read_model_documents WHERE projection = @projection AND key >= @prefix AND substr(key, 1, length(@prefix)) = @prefix ORDER BY key',
    ),
    keysWithPrefix: sqlite
      .prepare<{ projection: string; prefix: string }, string>(
        'SELECT key FROM read_model_documents WHERE projection = @projection AND key >= @prefix AND substr(key, 1, length(@prefix)) = @prefix ORDER BY key',
      )
      .pluck(),
    derivedOfKind: sqlite.prepare<[string], DerivedRow>(
      `SELECT ${DERIVED_COLUMNS} FROM read_model_derived WHERE kind = ? ORDER BY key`,
    ),
    /** The newest source position any derived document was computed from (0 when none): changes when a job publishes. */
    derivedHead: sqlite.prepare<[], number>('SELECT coalesce(max(source_position), 0) FROM read_model_derived').pluck(),
    putDocument: sqlite.prepare<[string, string, string]>(
      'INSERT INTO read_model_documents (projection, key, doc) VALUES (?, ?, ?) ON CONFLICT (projection, key) DO UPDATE SET doc = excluded.doc',
    ),
    deleteDocumentsOf: sqlite.prepare<[string]>('DELETE FROM read_model_documents WHERE projection = ?'),
    derived: sqlite.prepare<[string, string], DerivedRow>(
      `SELECT ${DERIVED_COLUMNS} FROM read_model_derived WHERE kind = ? AND key = ?`,
    ),
    allDerived: sqlite.prepare<[], DerivedRow>(`SELECT ${DERIVED_COLUMNS} FROM read_model_derived ORDER BY kind, key`),
    /** Never moves a derived document back to an older source (a late repeat of an old job). */
    putDerived: sqlite.prepare<[string, string, string, string, string, number, number, string]>(
      'INSERT INTO read_model_derived (kind, key, doc, job_id, source_stream, source_version, source_position, computed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ' +
        'ON CONFLICT (kind, key) DO UPDATE SET doc = excluded.doc, job_id = excluded.job_id, source_stream = excluded.source_stream, ' +
        'source_version = excluded.source_version, source_position = excluded.source_position, computed_at = excluded.computed_at ' +
        'WHERE excluded.source_position >= read_model_derived.source_position',
    ),
    deleteDerivedOfKind: sqlite.prepare<[{ kind: string }]>(
      `DELETE FROM read_model_derived WHERE substr(job_id, 1, length(@kind) + 1) = @kind || '.'`,
    ),
    job: sqlite.prepare<[string], JobRow>(`SELECT ${JOB_COLUMNS} FROM read_model_jobs WHERE job_id = ?`),
    insertJob: sqlite.prepare<[string, string, string, string, number, number, string, string]>(
      'INSERT INTO read_model_jobs (job_id, kind, subject, source_stream, source_version, source_position, status, created_at) ' +
        'VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (job_id) DO NOTHING',
    ),
    // A job never supersedes itself: a kind whose job id does not move (an analysis of one deal) triggers the same id again.
    supersede: sqlite.prepare<[string, string, string, number, string]>(
      `UPDATE read_model_jobs SET status = 'superseded', finished_at = ? WHERE kind = ? AND subject = ? AND status = 'pending' AND source_position < ? AND job_id <> ?`,
    ),
    supersedeKindUpTo: sqlite.prepare<[string, string, number]>(
      `UPDATE read_model_jobs SET status = 'superseded', finished_at = ? WHERE kind = ? AND status = 'pending' AND source_position <= ?`,
    ),
    finishJob: sqlite.prepare<[string, string]>(
      `UPDATE read_model_jobs SET status = 'done', finished_at = ? WHERE job_id = ?`,
    ),
    finishPendingJob: sqlite.prepare<[string, string]>(
      `UPDATE read_model_jobs SET status = 'done', finished_at = ? WHERE job_id = ? AND status = 'pending'`,
    ),
    /** Pending jobs never handed over, or handed over before `?` (the queue may have lost them). */
    /** The second parameter: a JSON array of the kinds this process cannot run (it lacks their service). */
    dueJobs: sqlite.prepare<[string, string, number], JobRow>(
      `SELECT ${JOB_COLUMNS} FROM read_model_jobs WHERE status = 'pending' AND (enqueued_at IS NULL OR enqueued_at < ?) ` +
        `AND kind NOT IN (SELECT value FROM json_each(?)) ORDER BY source_position LIMIT ?`,
    ),
    pendingJobs: sqlite.prepare<[], JobRow>(
      `SELECT ${JOB_COLUMNS} FROM read_model_jobs WHERE status = 'pending' ORDER BY source_position`,
    ),
    markEnqueued: sqlite.prepare<[string, string]>('UPDATE read_model_jobs SET enqueued_at = ? WHERE job_id = ?'),
    /** When the oldest pending job was written (null: none pending): how far the results are behind. */
    /** The parameter: a JSON array of the analysis kinds, whose waiting never makes results late. */
    oldestPending: sqlite
      .prepare<[string], string | null>(
        `SELECT min(created_at) FROM read_model_jobs WHERE status = 'pending' AND kind NOT IN (SELECT value FROM json_each(?))`,
      )
      .pluck(),
    /** When a job last wrote a derived document (null: never). */
    lastComputed: sqlite.prepare<[], string | null>('SELECT max(computed_at) FROM read_model_derived').pluck(),
  };
}

export type Statements = ReturnType<typeof prepareStatements>;
