// What the runner's parts share: the store, the registered folds and the prepared statements.
import type { EventStore } from '@club/event-store';
import type { DerivedJobKind, JobServices } from '../framework/derived-job';
import type { AnyDocumentProjection } from '../framework/document-projection';
import type { Statements } from './statements';

export interface RunnerContext {
  readonly store: EventStore;
  readonly projections: readonly AnyDocumentProjection[];
  readonly kinds: readonly DerivedJobKind[];
  readonly statements: Statements;
  readonly now: () => Date;
  readonly services: JobServices;
}

/** Job kinds keep their trigger checkpoint as a fixed version 1: triggers are not folds to rebuild. */
export const JOB_TRIGGER_VERSION = 1;
