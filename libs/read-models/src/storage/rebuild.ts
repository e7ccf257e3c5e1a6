// Rebuild: replays the whole log (streamed in bounded pages) into fresh in-memory documents, computes
// the derived documents of every subject's latest job, and writes it all in one transaction, so
// readers see either the old read models or the new ones. Used by `club rebuild` and, for single
// projections, when a projection's version changes.
import type { DerivedJobKind } from '../framework/derived-job';
import type { AnyDocumentProjection } from '../framework/document-projection';
import { createReplay, JOB_CHECKPOINT_PREFIX } from '../framework/replay';
import { writeTriggers } from './catch-up';
import { JOB_TRIGGER_VERSION, type RunnerContext } from './context';

export interface RebuildProgress {
  /** Events replayed so far. */
  readonly replayed: number;
  /** Events to replay (the head when the rebuild started). */
  readonly total: number;
  readonly phase: 'replay' | 'write';
}

export interface RebuildOptions {
  /** Only these projections (default: all, and the derived documents of every job kind). */
  readonly projections?: readonly string[];
  /** Events read per page, and progress reported after each (default: pages of 1,000, the store's own, whose rows die young; progress every 10,000). */
  readonly pageSize?: number;
  readonly onProgress?: (progress: RebuildProgress) => void;
}

export interface RebuildReport {
  readonly events: number;
  readonly projections: ReadonlyArray<{ readonly name: string; readonly documents: number }>;
  readonly derived: number;
}

export function rebuild(context: RunnerContext, options: RebuildOptions = {}): RebuildReport {
  const { store, statements: st, now } = context;
  const only = options.projections;
  for (const name of only ?? []) {
    if (!context.projections.some((p) => p.name === name))
      throw new RangeError(
        `no projection named '${name}' (registered: ${context.projections.map((p) => p.name).join(', ') || 'none'})`,
      );
  }
  const projections: readonly AnyDocumentProjection[] = only
    ? context.projections.filter((p) => only.includes(p.name))
    : context.projections;
  // An analysis (a kind that needs a service) is a function of its subject alone: kept as written.
  const kinds: readonly DerivedJobKind[] = only ? [] : context.kinds.filter((k) => k.needs === undefined);
  const pageSize = options.pageSize ?? 1_000;
  if (!Number.isInteger(pageSize) || pageSize < 1)
    throw new RangeError(`pageSize must be a positive integer, got ${pageSize}`);
  const progressEvery = options.pageSize ?? 10_000;

  const head = st.head.get()!;
  const replay = createReplay(projections, kinds);
  let replayed = 0;
  options.onProgress?.({ replayed, total: head, phase: 'replay' });
  // Streamed up to the head seen at the start: events appended meanwhile wait for the next catch-up.
  if (head > 0) {
    for (const event of store.iterateAll({ fromPosition: 1, limit: head, pageSize })) {
      replay.apply(event);
      if (++replayed % progressEvery === 0 || replayed === head)
        options.onProgress?.({ replayed, total: head, phase: 'replay' });
    }
  }
  const derived = replay.derive();
  options.onProgress?.({ replayed, total: head, phase: 'write' });

  const write = store.sqlite.transaction(() => {
    const at = now().toISOString();
    for (const projection of projections) {
      st.deleteDocumentsOf.run(projection.name);
      for (const [key, doc] of replay.documents.get(projection.name)!)
        st.putDocument.run(projection.name, key, JSON.stringify(doc));
      st.setCheckpoint.run(projection.name, projection.version, head, at);
    }
    for (const kind of kinds) {
      st.deleteDerivedOfKind.run({ kind: kind.kind });
      st.supersedeKindUpTo.run(at, kind.kind, head);
      st.setCheckpoint.run(JOB_CHECKPOINT_PREFIX + kind.kind, JOB_TRIGGER_VERSION, head, at);
    }
    for (const { job, writes } of derived) {
      writeTriggers(context, [job], at, 'done');
      st.finishJob.run(at, job.jobId);
      for (const w of writes)
        st.putDerived.run(
          w.kind,
          w.key,
          JSON.stringify(w.doc),
          job.jobId,
          job.sourceStream,
          job.sourceVersion,
          job.sourcePosition,
          at,
        );
    }
  });
  write.immediate();
  return {
    events: head,
    projections: projections.map((p) => ({ name: p.name, documents: replay.documents.get(p.name)!.size })),
    derived: derived.reduce((n, d) => n + d.writes.length, 0),
  };
}
