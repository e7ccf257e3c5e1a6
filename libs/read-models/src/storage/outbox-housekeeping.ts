// Outbox housekeeping: the job outbox (read_model_jobs) would otherwise grow by a row per trigger
// forever. It is not the event log (the log is never touched), so rows that say nothing any more
// are deleted:
// * superseded jobs, at once: a later job of the same kind and subject (the same session's results
//   at a later version) computes everything they would have; a superseded job handed to a queue
//   before its row went is still a no-op when it runs (run-job.ts: a missing job whose subject has
//   a later job is 'superseded');
// * done jobs finished longer ago than the retention (default CLUB_OUTBOX_RETENTION_DAYS' 7 days), except each subject's
//   latest job, which the stored derived documents name and verify compares against.
// Pending jobs are never deleted.
import type Database from 'better-sqlite3';
import { DEFAULT_OUTBOX_RETENTION_DAYS } from '@club/settings/defaults';

export const DEFAULT_OUTBOX_RETENTION_MS = DEFAULT_OUTBOX_RETENTION_DAYS * 24 * 60 * 60 * 1000;

export interface OutboxPruning {
  readonly superseded: number;
  readonly done: number;
}

export interface OutboxHousekeeping {
  /** Deletes superseded jobs and done jobs finished before `now − retentionMs` (each subject's latest kept). */
  prune(options?: { readonly retentionMs?: number }): OutboxPruning;
  /** True when a job of the same kind and subject with a later version is in the outbox. */
  hasLaterJob(kind: string, subject: string, version: number): boolean;
}

export function outboxHousekeeping(sqlite: Database.Database, now: () => Date): OutboxHousekeeping {
  // A pending job older than another job of its subject is superseded too (catch-up marks them; this keeps the rule however the row came).
  const markSuperseded = sqlite.prepare<[string]>(
    `UPDATE read_model_jobs SET status = 'superseded', finished_at = ? WHERE status = 'pending' AND EXISTS (
       SELECT 1 FROM read_model_jobs later WHERE later.kind = read_model_jobs.kind AND later.subject = read_model_jobs.subject AND later.source_position > read_model_jobs.source_position)`,
  );
  const deleteSuperseded = sqlite.prepare(`DELETE FROM read_model_jobs WHERE status = 'superseded'`);
  const deleteOldDone = sqlite.prepare<[string]>(
    `DELETE FROM read_model_jobs WHERE status = 'done' AND finished_at < ? AND EXISTS (
       SELECT 1 FROM read_model_jobs later WHERE later.kind = read_model_jobs.kind AND later.subject = read_model_jobs.subject AND later.source_position > read_model_jobs.source_position)`,
  );
  const later = sqlite
    .prepare<[string, string, number], number>(
      'SELECT 1 FROM read_model_jobs WHERE kind = ? AND subject = ? AND source_version > ? LIMIT 1',
    )
    .pluck();
  const prune = sqlite.transaction((retentionMs: number): OutboxPruning => {
    const at = now();
    markSuperseded.run(at.toISOString());
    const superseded = deleteSuperseded.run().changes;
    const done = deleteOldDone.run(new Date(at.getTime() - retentionMs).toISOString()).changes;
    return { superseded, done };
  });
  return {
    prune(options = {}) {
      const retentionMs = options.retentionMs ?? DEFAULT_OUTBOX_RETENTION_MS;
      if (!Number.isFinite(retentionMs) || retentionMs < 0)
        throw new RangeError(`outbox retention must be a non-negative number of milliseconds, got ${retentionMs}`);
      return prune.immediate(retentionMs);
    },
    hasLaterJob: (kind, subject, version) => later.get(kind, subject, version) !== undefined,
  };
}
