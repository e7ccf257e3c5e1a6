// Derived documents (results, rankings, league tables) are too expensive to recompute per event.
// A derived job kind says which events make a subject's derived documents stale (triggerOf) and
// how to compute them from the projections' documents (compute, pure). The job id
// `<kind>.<subject>.v<version>` makes a repeat a no-op; a later trigger supersedes an earlier one.
import type { RecordedEvent } from '@club/events';
import type { DocumentReader } from './document-projection';

export interface JobTrigger {
  /** What the derived documents are about, e.g. the session id. No ':' (BullMQ job ids). */
  readonly subject: string;
  /** The source version; default: the event's stream position. */
  readonly version?: number;
}

/** One job: the trigger and where in the log it came from. */
export interface DerivedJobRef {
  readonly jobId: string;
  readonly kind: string;
  readonly subject: string;
  readonly sourceStream: string;
  readonly sourceVersion: number;
  /** Global position of the triggering event: the documents the job reads are at least this fresh. */
  readonly sourcePosition: number;
}

export interface DerivedWrite {
  /** Derived document kind, e.g. 'results' or 'league-table'. */
  readonly kind: string;
  readonly key: string;
  readonly doc: unknown;
}

/**
 * The analyses a process offers its jobs by name (the worker's double-dummy solver): the only
 * impure thing a job may call. A process without a kind's service leaves its jobs for one that has it.
 */
export type JobServices = Readonly<Record<string, unknown>>;

export interface DerivedJobKind {
  /** Names the job ids and the trigger checkpoint, e.g. 'results'. Letters, digits, '-', '_' only. */
  readonly kind: string;
  /**
   * The service the job calls (a name in JobServices), when it analyses rather than folds: such a
   * job is computed outside the write transaction, only where the service is, never counts as results
   * being behind, and a rebuild or verify keeps what it wrote (its documents are a function of its
   * subject alone, not of the log's order).
   */
  readonly needs?: string;
  /**
   * false: the kind's documents are not results a page shows (the federation's copies), so its
   * jobs waiting never make the results late (default true; an analysis never does either).
   */
  readonly results?: boolean;
  readonly types: readonly string[];
  /**
   * The subject(s) the event makes stale. `documents` are the projections' documents with the
   * event applied (or later: the same batch's); read only documents that grow monotonically (a
   * session's leagues, whether it is published), so an incremental catch-up and a replay agree on
   * each subject's latest job.
   */
  triggerOf(event: RecordedEvent, documents: DocumentReader): JobTrigger | readonly JobTrigger[] | undefined;
  /** Pure but for the service it `needs`: the derived documents for the job, from the projections' documents. */
  compute(job: DerivedJobRef, documents: DocumentReader, services: JobServices): readonly DerivedWrite[];
}

const SAFE = /^[A-Za-z0-9_.-]+$/;

export function jobIdOf(kind: string, subject: string, version: number): string {
  if (!SAFE.test(kind) || kind.includes('.'))
    throw new RangeError(`job kind '${kind}' must be letters, digits, '-' or '_'`);
  if (!SAFE.test(subject))
    throw new RangeError(`job subject '${subject}' of kind ${kind} must be letters, digits, '.', '-' or '_' (no ':')`);
  if (!Number.isInteger(version) || version < 0)
    throw new RangeError(`job version of ${kind}.${subject} must be a non-negative integer, got ${version}`);
  return `${kind}.${subject}.v${version}`;
}

/** The kind, subject and version a job id names (undefined when it is not `<kind>.<subject>.v<version>`). */
export function parseJobId(jobId: string): { kind: string; subject: string; version: number } | undefined {
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_.-]+)\.v(\d+)$/.exec(jobId);
  return match ? { kind: match[1]!, subject: match[2]!, version: Number(match[3]) } : undefined;
}

/** The triggers of an event for a kind, as a list (none: empty). */
export function triggersOf(
  kind: DerivedJobKind,
  event: RecordedEvent,
  documents: DocumentReader,
): readonly JobTrigger[] {
  const t = kind.triggerOf(event, documents);
  return t === undefined ? [] : isTriggerList(t) ? t : [t];
}

const isTriggerList = (t: JobTrigger | readonly JobTrigger[]): t is readonly JobTrigger[] => Array.isArray(t);

/** The jobs an event triggers for a kind (one per subject). */
export function jobsFor(kind: DerivedJobKind, event: RecordedEvent, documents: DocumentReader): DerivedJobRef[] {
  return triggersOf(kind, event, documents).map((trigger) => jobOf(kind, event, trigger));
}

/** The job of one trigger. */
export function jobOf(kind: DerivedJobKind, event: RecordedEvent, trigger: JobTrigger): DerivedJobRef {
  const sourceVersion = trigger.version ?? event.streamPosition;
  return {
    jobId: jobIdOf(kind.kind, trigger.subject, sourceVersion),
    kind: kind.kind,
    subject: trigger.subject,
    sourceStream: event.streamId,
    sourceVersion,
    sourcePosition: event.position,
  };
}
