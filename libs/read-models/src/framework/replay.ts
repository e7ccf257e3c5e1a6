// An in-memory replay of projections and job triggers: what rebuild writes, what verify compares
// against, and what the benchmark measures. Events are dispatched by type through a lookup table,
// so a projection pays nothing for the events it does not read. A projection with `evolveAll`
// gets each document's events in runs: they wait (at most MAX_RUN per document, MAX_OPEN_RUNS
// documents per projection) and are folded in one call when the run is full, when other documents
// push it out, or when anyone reads the document.
import type { RecordedEvent } from '@club/events';
import {
  jobOf,
  triggersOf,
  type DerivedJobKind,
  type DerivedJobRef,
  type DerivedWrite,
  type JobTrigger,
} from './derived-job';
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

/** Events a document's run holds before it is folded. */
const MAX_RUN = 256;
/**
 * Documents of one projection with a run waiting; the oldest run is folded to make room. Few on
 * purpose: waiting events survive young-generation collections, and measured over a season (each
 * board's events consecutive) 16 open runs cost 15% more CPU than 1 through the collector. A log
 * interleaving more boards than this gets shorter runs (per-event copies at worst, as `evolve`).
 */
const MAX_OPEN_RUNS = 4;

interface Target {
  readonly projection: AnyDocumentProjection;
  readonly docs: Map<string, unknown>;
  readonly upTo: number;
  /** Key -> its events not yet folded, oldest run first (projections with `evolveAll` only). */
  readonly runs: Map<string, RecordedEvent[]> | undefined;
}

const before = (target: Target, key: string) =>
  target.docs.has(key) ? target.docs.get(key) : target.projection.initial(key);

function fold(target: Target, key: string, event: RecordedEvent): void {
  target.docs.set(key, target.projection.evolve(before(target, key), event));
}

function foldRun(target: Target, key: string, run: readonly RecordedEvent[]): void {
  target.runs!.delete(key);
  target.docs.set(key, target.projection.evolveAll!(before(target, key), run));
}

function queue(target: Target, key: string, event: RecordedEvent): void {
  const runs = target.runs!;
  let run = runs.get(key);
  if (run === undefined) {
    if (runs.size >= MAX_OPEN_RUNS) {
      const [oldest, events] = runs.entries().next().value!;
      foldRun(target, oldest, events);
    }
    run = [];
    runs.set(key, run);
  }
  run.push(event);
  if (run.length >= MAX_RUN) foldRun(target, key, run);
}

function foldAll(target: Target): void {
  for (const [key, run] of target.runs ?? []) foldRun(target, key, run);
}

const NO_SERVICES = {};

export function createReplay(
  projections: readonly AnyDocumentProjection[],
  kinds: readonly DerivedJobKind[] = [],
  options: ReplayOptions = {},
): Replay {
  const documents = new Map<string, Map<string, unknown>>();
  const targets = new Map<string, Target>();
  const byType = new Map<string, Target[]>();
  for (const projection of projections) {
    const docs = new Map<string, unknown>();
    documents.set(projection.name, docs);
    const target: Target = {
      projection,
      docs,
      upTo: options.upTo?.(projection.name) ?? Infinity,
      runs: projection.evolveAll ? new Map() : undefined,
    };
    targets.set(projection.name, target);
    for (const type of projection.types) {
      const list = byType.get(type) ?? [];
      list.push(target);
      byType.set(type, list);
    }
  }
  // The last trigger per (kind, subject); job ids are built once at the end, not per event.
  const latest = new Map<string, { kind: DerivedJobKind; event: RecordedEvent; trigger: JobTrigger }>();
  const kindsByType = new Map<string, Array<{ kind: DerivedJobKind; upTo: number }>>();
  // Analyses (kinds that need a service) are never replayed: their documents depend on their subject alone.
  for (const kind of kinds.filter((k) => k.needs === undefined)) {
    const upTo = options.upTo?.(JOB_CHECKPOINT_PREFIX + kind.kind) ?? Infinity;
    for (const type of kind.types) {
      const list = kindsByType.get(type) ?? [];
      list.push({ kind, upTo });
      kindsByType.set(type, list);
    }
  }
  const latestJobs = () => [...latest.values()].map(({ kind, event, trigger }) => jobOf(kind, event, trigger));
  const document = <Doc>(projection: string, key: string) => {
    const target = targets.get(projection);
    if (target === undefined) return undefined;
    const run = target.runs?.get(key);
    if (run !== undefined) foldRun(target, key, run);
    return target.docs.get(key) as Doc | undefined;
  };
  const reader: DocumentReader = { document };

  return {
    get documents() {
      for (const target of targets.values()) foldAll(target);
      return documents;
    },
    document,
    apply(event) {
      const touched = byType.get(event.type);
      if (touched) {
        for (const target of touched) {
          if (event.position > target.upTo) continue;
          for (const key of target.projection.keysOf(event)) {
            if (target.runs) queue(target, key, event);
            else fold(target, key, event);
          }
        }
      }
      const triggers = kindsByType.get(event.type);
      if (triggers) {
        for (const { kind, upTo } of triggers) {
          if (event.position > upTo) continue;
          for (const trigger of triggersOf(kind, event, reader))
            latest.set(`${kind.kind}\u0000${trigger.subject}`, { kind, event, trigger });
        }
      }
    },
    latestJobs,
    derive() {
      const byKind = new Map(kinds.map((k) => [k.kind, k]));
      // Every event is applied: the documents stay as they are for the whole pass.
      const kept = new Map<string, unknown>();
      const pass: DocumentReader = {
        document,
        remember<T>(id: string, compute: () => T): T {
          if (!kept.has(id)) kept.set(id, compute());
          return kept.get(id) as T;
        },
      };
      return latestJobs().map((job) => ({ job, writes: byKind.get(job.kind)!.compute(job, pass, NO_SERVICES) }));
    },
  };
}
