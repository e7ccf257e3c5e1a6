// An in-memory replay of projections and job triggers: what rebuild writes, what verify compares
// against, and what the benchmark measures. Events are dispatched by type through a lookup table,
// so a projection pays nothing for the events it does not read.
import type { RecordedEvent } from '@club/events';
import { jobOf, triggersOf, type DerivedJobKind, type DerivedJobRef, type DerivedWrite, type JobTrigger } from './derived-job';
import type { AnyDocumentProjection, DocumentReader } from './document-projection';

export interface ReplayOptions {
  /** Apply to a projection or job kind only the events up to this position (default: all). */
  readonly upTo?: (name: string) => number;
}

export interface Replay extends DocumentReader {
  apply(event: RecordedEvent): void;
  /** projection name -> key -> document */
  readonly documents: ReadonlyMap<string, ReadonlyMap<string, unknown>>;
  /** The last job each (kind, subject) triggered. */
  latestJobs(): DerivedJobRef[];
  /** Computes the derived documents of every latest job from the replayed documents. */
  derive(): Array<{ readonly job: DerivedJobRef; readonly writes: readonly DerivedWrite[] }>;
}

/** Checkpoint names of job kinds share the projections' table: this prefix keeps them apart. */
export const JOB_CHECKPOINT_PREFIX = 'jobs:';

export function createReplay(projections: readonly AnyDocumentProjection[], kinds: readonly DerivedJobKind[] = [], options: ReplayOptions = {}): Replay {
  const documents = new Map<string, Map<string, unknown>>();
  type Target = { projection: AnyDocumentProjection; docs: Map<string, unknown>; upTo: number };
  const byType = new Map<string, Target[]>();
  for (const projection of projections) {
    const docs = new Map<string, unknown>();
    documents.set(projection.name, docs);
    const upTo = options.upTo?.(projection.name) ?? Infinity;
    for (const type of projection.types) {
      const list = byType.get(type) ?? [];
      list.push({ projection, docs, upTo });
      byType.set(type, list);
    }
  }
  // The last trigger per (kind, subject); job ids are built once at the end, not per event.
  const latest = new Map<string, { kind: DerivedJobKind; event: RecordedEvent; trigger: JobTrigger }>();
  const kindsByType = new Map<string, Array<{ kind: DerivedJobKind; upTo: number }>>();
  for (const kind of kinds) {
    const upTo = options.upTo?.(JOB_CHECKPOINT_PREFIX + kind.kind) ?? Infinity;
    for (const type of kind.types) {
      const list = kindsByType.get(type) ?? [];
      list.push({ kind, upTo });
      kindsByType.set(type, list);
    }
  }
  const latestJobs = () => [...latest.values()].map(({ kind, event, trigger }) => jobOf(kind, event, trigger));
  const document = <Doc>(projection: string, key: string) => documents.get(projection)?.get(key) as Doc | undefined;
  const reader: DocumentReader = { document };

  return {
    documents,
    document,
    apply(event) {
      const targets = byType.get(event.type);
      if (targets) {
        for (const { projection, docs, upTo } of targets) {
          if (event.position > upTo) continue;
          for (const key of projection.keysOf(event)) {
            const before = docs.has(key) ? docs.get(key) : projection.initial(key);
            docs.set(key, projection.evolve(before, event));
          }
        }
      }
      const triggers = kindsByType.get(event.type);
      if (triggers) {
        for (const { kind, upTo } of triggers) {
          if (event.position > upTo) continue;
          for (const trigger of triggersOf(kind, event, reader)) latest.set(`${kind.kind}\u0000${trigger.subject}`, { kind, event, trigger });
        }
      }
    },
    latestJobs,
    derive() {
      const byKind = new Map(kinds.map((k) => [k.kind, k]));
      return latestJobs().map((job) => ({ job, writes: byKind.get(job.kind)!.compute(job, reader) }));
    },
  };
}
