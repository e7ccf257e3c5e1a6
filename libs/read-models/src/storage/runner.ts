// The projection runner: stores DocumentProjections' documents and derived documents in the event
// store's file and keeps them up to date with the log. Opening it applies the read-model
// migrations and rebuilds every projection whose version changed.
import { poll, type EventStore, type Polling } from '@club/event-store';
import type { DerivedJobKind, JobServices } from '../framework/derived-job';
import type { AnyDocumentProjection, DocumentReader } from '../framework/document-projection';
import { JOB_CHECKPOINT_PREFIX } from '../framework/replay';
import { createCatchUpBatch } from './catch-up';
import type { RunnerContext } from './context';
import { applyReadModelMigrations } from './migrations';
import { rebuild, type RebuildOptions, type RebuildReport } from './rebuild';
import { documentListing, storedDerived, type DocumentListing, type StoredDerived } from './listing';
import { outboxHousekeeping, type OutboxPruning } from './outbox-housekeeping';
import { databaseIdentity, inodeOf } from './database-identity';
import { jobSteps, type PreparedJob } from './job-steps';
import { createRunJob, jobKindOf, storedDocuments, type JobOutcome } from './run-job';
import { prepareStatements, type CheckpointRow, type DerivedRow, type JobRow } from './statements';
import { verify, type VerifyReport } from './verify';

export interface ProjectionRunnerOptions {
  readonly projections: readonly AnyDocumentProjection[];
  readonly jobKinds?: readonly DerivedJobKind[];
  /** Events per catch-up transaction (default 1000). */
  readonly batchSize?: number;
  /** Clock for checkpoint and job times (tests). */
  readonly now?: () => Date;
  /** The analyses this process offers (the worker's solver); a kind that needs one missing here is left to another process. */
  readonly services?: JobServices;
}

export type { StoredDerived } from './listing';

export interface ProjectionRunner extends DocumentReader, DocumentListing {
  readonly projections: readonly AnyDocumentProjection[];
  readonly jobKinds: readonly DerivedJobKind[];
  /** Projections rebuilt when the runner opened because their version changed. */
  readonly rebuiltOnOpen: readonly string[];
  /** Runs batches until every projection and trigger has seen every committed event; returns the positions passed. */
  catchUp(): number;
  /** Polls the log and catches up (default every 200 ms). */
  subscribe(options?: { pollIntervalMs?: number }): Polling;
  checkpoints(): CheckpointRow[];
  derived(kind: string, key: string): StoredDerived | undefined;
  rebuild(options?: RebuildOptions): RebuildReport;
  verify(): VerifyReport;
  /** The file's database id (read_model_identity; a copy of the file gets its own): names its queues. */
  readonly databaseId: string;
  /** The job outbox. */
  readonly jobs: {
    /** Pending jobs never handed to a queue, or handed over more than `retryAfterMs` ago (but those needing a service this process lacks). */
    due(retryAfterMs: number, limit?: number): JobRow[];
    markEnqueued(jobId: string): void;
    pending(): JobRow[];
    /** When the oldest pending job was written (analyses aside), and when a job last wrote results (undefined: none). */
    lag(): { readonly oldestPendingAt: string | undefined; readonly lastComputedAt: string | undefined };
    get(jobId: string): JobRow | undefined;
    /** Whether this process can run jobs of the kind (false: it lacks the service the kind needs). */
    canRun(kind: string): boolean;
    /** Computes and writes the job's derived documents (a no-op when done or superseded). */
    run(jobId: string): JobOutcome;
    /**
     * A job in two steps, for a ledger shared by many processes: its rows computed without writing
     * them (undefined: no such job in this store's outbox yet)...
     */
    prepare(jobId: string): PreparedJob | undefined;
    /** ...and rows the ledger recorded (this process's or another's) written here, their jobs marked done. */
    accept(rows: readonly DerivedRow[], doneJobIds: readonly string[]): void;
    /** Housekeeping: deletes superseded jobs and done jobs older than the retention (default 7 days), never a subject's latest; pending jobs stay. */
    prune(options?: { readonly retentionMs?: number }): OutboxPruning;
  };
}

function checkNames(projections: readonly AnyDocumentProjection[], kinds: readonly DerivedJobKind[]): void {
  const seen = new Set<string>();
  for (const name of [...projections.map((p) => p.name), ...kinds.map((k) => JOB_CHECKPOINT_PREFIX + k.kind)]) {
    if (typeof name !== 'string' || name.length === 0)
      throw new RangeError('a projection or job kind needs a non-empty name');
    if (seen.has(name)) throw new RangeError(`two projections or job kinds are named '${name}'`);
    seen.add(name);
  }
  for (const p of projections) {
    if (!Number.isInteger(p.version) || p.version < 1)
      throw new RangeError(`projection ${p.name}: version must be a positive integer, got ${p.version}`);
  }
}

export function createProjectionRunner(store: EventStore, options: ProjectionRunnerOptions): ProjectionRunner {
  const projections = options.projections;
  const kinds = options.jobKinds ?? [];
  checkNames(projections, kinds);
  const batchSize = options.batchSize ?? 1000;
  if (!Number.isInteger(batchSize) || batchSize < 1)
    throw new RangeError(`batchSize must be a positive integer, got ${batchSize}`);
  applyReadModelMigrations(store.sqlite);
  const context: RunnerContext = {
    store,
    projections,
    kinds,
    statements: prepareStatements(store.sqlite),
    now: options.now ?? (() => new Date()),
    services: options.services ?? {},
  };
  const st = context.statements;

  // A changed version: rebuild that projection now, so it never serves documents of the old fold.
  const changed = projections.filter((p) => {
    const row = st.checkpoint.get(p.name);
    return row !== undefined && row.version !== p.version;
  });
  if (changed.length > 0) rebuild(context, { projections: changed.map((p) => p.name) });

  const batch = createCatchUpBatch(context);
  const catchUp = () => {
    let total = 0;
    for (let passed = batch(batchSize); passed > 0; passed = batch(batchSize)) total += passed;
    return total;
  };
  const outbox = outboxHousekeeping(store.sqlite, context.now);
  const runJob = createRunJob(context, catchUp, outbox);
  const steps = jobSteps(context, catchUp, jobKindOf(context));
  const reader = storedDocuments(context);
  // The kinds whose waiting never makes the results late: analyses, and what is not results.
  const analyses = JSON.stringify(kinds.filter((k) => k.needs !== undefined || k.results === false).map((k) => k.kind));
  const unrunnable = JSON.stringify(
    kinds.filter((k) => k.needs !== undefined && context.services[k.needs] === undefined).map((k) => k.kind),
  );

  return {
    projections,
    jobKinds: kinds,
    rebuiltOnOpen: changed.map((p) => p.name),
    databaseId: databaseIdentity(store.sqlite, inodeOf(store.file)),
    document: reader.document,
    catchUp,
    subscribe: (subscribeOptions = {}) =>
      poll('read-models', () => batch(batchSize) > 0, subscribeOptions.pollIntervalMs ?? 200),
    checkpoints: () => st.checkpoints.all(),
    derived(kind, key) {
      const row = st.derived.get(kind, key);
      if (!row) return undefined;
      const { key: _key, ...stored } = storedDerived(row);
      return stored;
    },
    ...documentListing(context),
    rebuild: (rebuildOptions) => rebuild(context, rebuildOptions),
    verify: () => verify(context),
    jobs: {
      due: (retryAfterMs, limit = 100) =>
        st.dueJobs.all(new Date(context.now().getTime() - retryAfterMs).toISOString(), unrunnable, limit),
      markEnqueued: (jobId) => void st.markEnqueued.run(context.now().toISOString(), jobId),
      pending: () => st.pendingJobs.all(),
      lag() {
        const oldest = st.oldestPending.get(analyses) ?? null;
        // The last computation matters only while something waits: no scan of the derived table otherwise.
        const last = oldest === null ? null : (st.lastComputed.get() ?? null);
        return { oldestPendingAt: oldest ?? undefined, lastComputedAt: last ?? undefined };
      },
      get: (jobId) => st.job.get(jobId),
      canRun: (kind) => {
        const needs = kinds.find((k) => k.kind === kind)?.needs;
        return needs === undefined || context.services[needs] !== undefined;
      },
      run: runJob,
      prepare: steps.prepare,
      accept: steps.accept,
      prune: outbox.prune,
    },
  };
}
