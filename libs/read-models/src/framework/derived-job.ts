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

export interface DerivedJobKind {
  /** Names the job ids and the trigger checkpoint, e.g. 'results'. Letters, digits, '-', '_' only. */
  readonly kind: string;
  readonly types: readonly string[];
  triggerOf(event: RecordedEvent): JobTrigger | undefined;
  /** Pure: the derived documents for the job, from the projections' documents. */
  compute(job: DerivedJobRef, documents: DocumentReader): readonly DerivedWrite[];
}

const SAFE = /^[A-Za-z0-9_.-]+$/;

export function jobIdOf(kind: string, subject: string, version: number): string {
  if (!SAFE.test(kind) || kind.includes('.')) throw new RangeError(`job kind '${kind}' must be letters, digits, '-' or '_'`);
  if (!SAFE.test(subject)) throw new RangeError(`job subject '${subject}' of kind ${kind} must be letters, digits, '.', '-' or '_' (no ':')`);
  if (!Number.isInteger(version) || version < 0) throw new RangeError(`job version of ${kind}.${subject} must be a non-negative integer, got ${version}`);
  return `${kind}.${subject}.v${version}`;
}

/** The job an event triggers for a kind, or undefined. */
export function jobFor(kind: DerivedJobKind, event: RecordedEvent): DerivedJobRef | undefined {
  const trigger = kind.triggerOf(event);
  if (!trigger) return undefined;
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
