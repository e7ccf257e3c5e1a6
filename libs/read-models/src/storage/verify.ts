// Verify: replays the log in memory, each projection up to its own checkpoint, and compares the
// stored documents with the replay; then recomputes every subject's latest job from the replayed
// documents and compares the derived documents. A job still pending (the queue has not run it yet)
// is reported as pending, not as a difference.
import { canonicalJson } from '@club/event-store';
import { createReplay, JOB_CHECKPOINT_PREFIX } from '../framework/replay';
import type { RunnerContext } from './context';

export interface Difference {
  /** Projection name, or 'derived:<kind>' for a derived document. */
  readonly model: string;
  readonly key: string;
  readonly problem: 'missing' | 'unexpected' | 'different' | 'stale';
  readonly stored?: unknown;
  readonly expected?: unknown;
  /** For derived documents: the job the stored document and the replay come from. */
  readonly storedJob?: string;
  readonly expectedJob?: string;
}

export interface VerifyReport {
  readonly ok: boolean;
  readonly head: number;
  readonly projections: ReadonlyArray<{
    readonly name: string;
    readonly position: number;
    readonly documents: number;
    readonly differences: number;
  }>;
  readonly derived: { readonly checked: number; readonly pendingJobs: readonly string[] };
  readonly differences: readonly Difference[];
}

const same = (stored: string, expected: unknown) =>
  canonicalJson(JSON.parse(stored)) === canonicalJson(JSON.parse(JSON.stringify(expected)));

export function verify(context: RunnerContext, options: { pageSize?: number } = {}): VerifyReport {
  const { store, projections, statements: st } = context;
  // Analyses (kinds that need a service) are not replayed: what they wrote is not compared.
  const kinds = context.kinds.filter((k) => k.needs === undefined);
  const pageSize = options.pageSize ?? 10_000;
  const position = (name: string) => st.checkpoint.get(name)?.position ?? 0;
  const replay = createReplay(projections, kinds, { upTo: position });
  const until = Math.max(
    0,
    ...projections.map((p) => position(p.name)),
    ...kinds.map((k) => position(JOB_CHECKPOINT_PREFIX + k.kind)),
  );
  for (let from = 1; from <= until; from += pageSize) {
    for (const event of store.readAll({ fromPosition: from, limit: Math.min(pageSize, until - from + 1) }))
      replay.apply(event);
  }

  const differences: Difference[] = [];
  const summary = projections.map((projection) => {
    const expected = replay.documents.get(projection.name)!;
    const before = differences.length;
    const seen = new Set<string>();
    for (const { key, doc } of st.documentsOf.iterate(projection.name)) {
      seen.add(key);
      if (!expected.has(key))
        differences.push({ model: projection.name, key, problem: 'unexpected', stored: JSON.parse(doc) });
      else if (!same(doc, expected.get(key)))
        differences.push({
          model: projection.name,
          key,
          problem: 'different',
          stored: JSON.parse(doc),
          expected: expected.get(key),
        });
    }
    for (const [key, doc] of expected)
      if (!seen.has(key)) differences.push({ model: projection.name, key, problem: 'missing', expected: doc });
    return {
      name: projection.name,
      position: position(projection.name),
      documents: seen.size,
      differences: differences.length - before,
    };
  });

  const pendingJobs = new Set(st.pendingJobs.all().map((j) => j.jobId));
  const expectedDerived = new Set<string>();
  let checked = 0;
  for (const { job, writes } of replay.derive()) {
    for (const w of writes) {
      const model = `derived:${w.kind}`;
      expectedDerived.add(`${w.kind}\u0000${w.key}`);
      const stored = st.derived.get(w.kind, w.key);
      checked++;
      if (stored && stored.jobId === job.jobId) {
        if (!same(stored.doc, w.doc))
          differences.push({
            model,
            key: w.key,
            problem: 'different',
            stored: JSON.parse(stored.doc),
            expected: w.doc,
            storedJob: stored.jobId,
            expectedJob: job.jobId,
          });
      } else if (!pendingJobs.has(job.jobId)) {
        differences.push({
          model,
          key: w.key,
          problem: stored ? 'stale' : 'missing',
          ...(stored ? { storedJob: stored.jobId } : {}),
          expectedJob: job.jobId,
        });
      }
    }
  }
  const kindNames = kinds.map((k) => k.kind);
  for (const row of st.allDerived.iterate()) {
    if (!kindNames.some((k) => row.jobId.startsWith(`${k}.`))) continue; // written by a job kind this runner does not know
    if (!expectedDerived.has(`${row.kind}\u0000${row.key}`))
      differences.push({
        model: `derived:${row.kind}`,
        key: row.key,
        problem: 'unexpected',
        stored: JSON.parse(row.doc),
        storedJob: row.jobId,
      });
  }
  return {
    ok: differences.length === 0,
    head: st.head.get()!,
    projections: summary,
    derived: { checked, pendingJobs: [...pendingJobs] },
    differences,
  };
}
