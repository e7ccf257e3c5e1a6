// A job in two steps, for a job ledger shared by many processes (the read models on PostgreSQL):
// prepare computes the job's rows from this process's documents without writing them; the ledger
// records them once for everybody; accept then writes rows recorded by the ledger, this
// process's or another's, into this store and marks their jobs done. On the club's own file the
// runner's run() does both in one transaction instead.
import type { DerivedJobKind } from '../framework/derived-job';
import type { RunnerContext } from './context';
import { storedDocuments, type JobOutcome } from './run-job';
import type { DerivedRow, JobRow } from './statements';

export type PreparedJob =
  { readonly outcome: Exclude<JobOutcome, 'done'> } | { readonly job: JobRow; readonly rows: readonly DerivedRow[] };

export interface JobSteps {
  /** undefined: this store's outbox has no such job (its copy of the log may be behind). */
  prepare(jobId: string): PreparedJob | undefined;
  accept(rows: readonly DerivedRow[], doneJobIds: readonly string[]): void;
}

export function jobSteps(
  context: RunnerContext,
  catchUp: () => number,
  kindOf: (row: JobRow) => DerivedJobKind,
): JobSteps {
  const st = context.statements;
  const reader = storedDocuments(context);
  const accept = context.store.sqlite.transaction((rows: readonly DerivedRow[], done: readonly string[]) => {
    for (const r of rows)
      st.putDerived.run(r.kind, r.key, r.doc, r.jobId, r.sourceStream, r.sourceVersion, r.sourcePosition, r.computedAt);
    // A job some process finished is done here too, unless this store already knows a later one.
    for (const jobId of done) st.finishPendingJob.run(context.now().toISOString(), jobId);
  });
  return {
    prepare(jobId) {
      if (!st.job.get(jobId)) return undefined;
      // The documents must include the trigger (the runner catches up all projections together).
      catchUp();
      const job = st.job.get(jobId)!;
      if (job.status === 'done') return { outcome: 'already-done' };
      if (job.status === 'superseded') return { outcome: 'superseded' };
      const { status: _status, enqueuedAt: _enqueuedAt, ...ref } = job;
      const computedAt = context.now().toISOString();
      const rows = kindOf(job)
        .compute(ref, reader, context.services)
        .map((w) => ({
          kind: w.kind,
          key: w.key,
          doc: JSON.stringify(w.doc),
          jobId,
          sourceStream: ref.sourceStream,
          sourceVersion: ref.sourceVersion,
          sourcePosition: ref.sourcePosition,
          computedAt,
        }));
      return { job, rows };
    },
    accept: (rows, done) => accept.immediate(rows, done),
  };
}
