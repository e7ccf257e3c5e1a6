// Runs one derived job: the projections are caught up past the job's trigger, then the job's
// documents are computed from the stored documents and written with the job's 'done' mark in one
// transaction. A job that is done or superseded is a no-op, so a retried or duplicated job (a
// worker killed mid-job, the same job enqueued twice) writes at most once.
import { parseJobId, type DerivedJobKind, type DerivedJobRef, type DerivedWrite } from '../framework/derived-job';
import type { DocumentReader } from '../framework/document-projection';
import type { OutboxHousekeeping } from './outbox-housekeeping';
import type { RunnerContext } from './context';
import type { JobRow } from './statements';

export type JobOutcome = 'done' | 'already-done' | 'superseded';

export class UnknownJobError extends Error {
  constructor(readonly jobId: string) {
    super(`no job ${jobId} in the outbox (read_model_jobs) of this database`);
    this.name = 'UnknownJobError';
  }
}

export function storedDocuments(context: RunnerContext): DocumentReader {
  return {
    document: <Doc>(projection: string, key: string) => {
      const doc = context.statements.document.get(projection, key);
      return doc === undefined ? undefined : (JSON.parse(doc) as Doc);
    },
  };
}

/** The registered kind of an outbox row, refused when unknown or when its service is not offered here. */
export function jobKindOf(context: RunnerContext): (row: JobRow) => DerivedJobKind {
  return (row) => {
    const kind = context.kinds.find((k) => k.kind === row.kind);
    if (!kind)
      throw new RangeError(
        `job ${row.jobId}: no job kind '${row.kind}' is registered (registered: ${context.kinds.map((k) => k.kind).join(', ') || 'none'})`,
      );
    if (kind.needs !== undefined && context.services[kind.needs] === undefined)
      throw new RangeError(`job ${row.jobId} needs the service '${kind.needs}', which this process does not offer`);
    return kind;
  };
}

const outcomeOf = (row: JobRow): JobOutcome => (row.status === 'done' ? 'already-done' : 'superseded');

export function createRunJob(
  context: RunnerContext,
  catchUp: () => number,
  outbox: OutboxHousekeeping,
): (jobId: string) => JobOutcome {
  const st = context.statements;
  const reader = storedDocuments(context);
  // A job whose row housekeeping deleted because a later job of its subject superseded it is still
  // superseded (a queue may hand it over late); any other unknown id is an error.
  const missing = (jobId: string): JobOutcome => {
    const id = parseJobId(jobId);
    if (id && outbox.hasLaterJob(id.kind, id.subject, id.version)) return 'superseded';
    throw new UnknownJobError(jobId);
  };
  const kindOf = jobKindOf(context);
  const refOf = ({ status: _status, enqueuedAt: _enqueuedAt, ...ref }: JobRow): DerivedJobRef => ref;
  // An analysis is computed before the transaction (a solver may take a while; appends must not
  // wait on it), from its subject alone; the rest read the documents inside it.
  const write = context.store.sqlite.transaction((jobId: string, analysed?: readonly DerivedWrite[]): JobOutcome => {
    const row = st.job.get(jobId);
    if (!row) return missing(jobId);
    if (row.status !== 'pending') return outcomeOf(row);
    const kind = kindOf(row);
    const ref = refOf(row);
    const at = context.now().toISOString();
    for (const w of analysed ?? kind.compute(ref, reader, context.services)) {
      st.putDerived.run(
        w.kind,
        w.key,
        JSON.stringify(w.doc),
        ref.jobId,
        ref.sourceStream,
        ref.sourceVersion,
        ref.sourcePosition,
        at,
      );
    }
    st.finishJob.run(at, jobId);
    return 'done';
  });
  return (jobId) => {
    const row = st.job.get(jobId);
    if (!row) return missing(jobId);
    if (row.status !== 'pending') return outcomeOf(row);
    // The documents must include the trigger (the runner catches up all projections together).
    catchUp();
    const kind = kindOf(row);
    const analysed = kind.needs === undefined ? undefined : kind.compute(refOf(row), reader, context.services);
    return write.immediate(jobId, analysed);
  };
}
