// One catch-up batch: the events after the slowest checkpoint, up to batchSize of them, applied to
// every projection (each touched document loaded once, its new events folded as one run, written
// once) and every job kind's triggers (outbox rows), with all checkpoints moved, in one BEGIN
// IMMEDIATE transaction: a crash leaves neither documents nor checkpoints of the batch, and two
// processes never apply an event twice.
import type { RecordedEvent } from '@club/events';
import { jobsFor, type DerivedJobRef } from '../framework/derived-job';
import type { AnyDocumentProjection, DocumentReader } from '../framework/document-projection';
import { JOB_CHECKPOINT_PREFIX } from '../framework/replay';
import { JOB_TRIGGER_VERSION, type RunnerContext } from './context';

export function createCatchUpBatch(context: RunnerContext): (batchSize: number) => number {
  const { store, projections, kinds, statements: st, now } = context;
  const names = [...projections.map((p) => p.name), ...kinds.map((k) => JOB_CHECKPOINT_PREFIX + k.kind)];
  const typeSets = new Map(projections.map((p) => [p.name, new Set(p.types)]));
  const kindTypes = new Map(kinds.map((k) => [k.kind, new Set(k.types)]));
  const positionOf = (name: string) => st.checkpoint.get(name)?.position ?? 0;

  const batch = store.sqlite.transaction((size: number): number => {
    const positions = new Map(names.map((name) => [name, positionOf(name)]));
    const from = Math.min(...positions.values());
    const to = Math.min(from + size, st.head.get()!);
    if (to <= from) return 0;
    const events = store.readAll({ fromPosition: from + 1, limit: to - from });
    const at = now().toISOString();

    for (const projection of projections) {
      const after = positions.get(projection.name)!;
      if (after >= to) continue;
      const runs = runsByKey(projection, events, after, typeSets.get(projection.name)!);
      for (const [key, run] of runs) {
        const stored = st.document.get(projection.name, key);
        const doc = foldRun(projection, stored === undefined ? projection.initial(key) : JSON.parse(stored), run);
        st.putDocument.run(projection.name, key, JSON.stringify(doc));
      }
      st.setCheckpoint.run(projection.name, projection.version, to, at);
    }

    // Triggers may read documents (a session's leagues): the batch's, read once each.
    const documents = batchDocuments(context);
    for (const kind of kinds) {
      const name = JOB_CHECKPOINT_PREFIX + kind.kind;
      const after = positions.get(name)!;
      if (after >= to) continue;
      writeTriggers(
        context,
        triggersIn(events, after, kindTypes.get(kind.kind)!, (e) => jobsFor(kind, e, documents)),
        at,
      );
      st.setCheckpoint.run(name, JOB_TRIGGER_VERSION, to, at);
    }
    return to - from;
  });
  return (size) => {
    // Polling when caught up must not take the write lock: check with plain reads first.
    const head = st.head.get()!;
    if (names.every((name) => positionOf(name) >= head)) return 0;
    return batch.immediate(size);
  };
}

/** Each touched document's new events, in log order (documents in first-touched order). */
function runsByKey(
  projection: AnyDocumentProjection,
  events: readonly RecordedEvent[],
  after: number,
  types: ReadonlySet<string>,
): Map<string, RecordedEvent[]> {
  const runs = new Map<string, RecordedEvent[]>();
  for (const event of events) {
    if (event.position <= after || !types.has(event.type)) continue;
    for (const key of projection.keysOf(event)) {
      const run = runs.get(key);
      if (run) run.push(event);
      else runs.set(key, [event]);
    }
  }
  return runs;
}

/**
 * A document's run folded at once where the projection gives `evolveAll` (its arrays copied once
 * per batch, not once per event: catching up N events of a growing document costs O(N), not O(N·n)).
 */
function foldRun(projection: AnyDocumentProjection, doc: unknown, run: readonly RecordedEvent[]): unknown {
  if (projection.evolveAll) return projection.evolveAll(doc, run);
  return run.reduce((folded, event) => projection.evolve(folded, event), doc);
}

/** The last job per subject in a batch: earlier ones would be superseded at once. */
function triggersIn(
  events: readonly RecordedEvent[],
  after: number,
  types: ReadonlySet<string>,
  jobsOf: (e: RecordedEvent) => readonly DerivedJobRef[],
): DerivedJobRef[] {
  const latest = new Map<string, DerivedJobRef>();
  for (const event of events) {
    if (event.position <= after || !types.has(event.type)) continue;
    for (const job of jobsOf(event)) latest.set(job.subject, job);
  }
  return [...latest.values()];
}

/** The stored documents as the batch left them, each parsed once (they do not change while triggers are read). */
function batchDocuments(context: RunnerContext): DocumentReader {
  const parsed = new Map<string, unknown>();
  return {
    document: <Doc>(projection: string, key: string) => {
      const id = `${projection}\u0000${key}`;
      if (!parsed.has(id)) {
        const stored = context.statements.document.get(projection, key);
        parsed.set(id, stored === undefined ? undefined : JSON.parse(stored));
      }
      return parsed.get(id) as Doc | undefined;
    },
  };
}

/** Outbox rows: the new job pending, older pending jobs of its subject superseded. */
export function writeTriggers(
  context: RunnerContext,
  jobs: readonly DerivedJobRef[],
  at: string,
  status: 'pending' | 'done' = 'pending',
): void {
  const st = context.statements;
  for (const job of jobs) {
    st.insertJob.run(
      job.jobId,
      job.kind,
      job.subject,
      job.sourceStream,
      job.sourceVersion,
      job.sourcePosition,
      status,
      at,
    );
    st.supersede.run(at, job.kind, job.subject, job.sourcePosition, job.jobId);
  }
}
