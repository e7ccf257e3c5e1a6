// given(events).then(key, document): the test shape for a document projection, folded in memory as
// the runner folds it (only the projection's types reach it; each event touches the keys keysOf
// gives). When the projection has evolveAll, the replay path must give the same documents.
import { deepStrictEqual } from 'node:assert/strict';
import type { RecordedEvent } from '@club/events';

/** What the spec needs of @club/read-models' DocumentProjection (structural: the pure libraries' tests may use it without depending on read-models). */
export interface DocumentProjection<Doc> {
  readonly types: readonly string[];
  keysOf(event: RecordedEvent): readonly string[];
  initial(key: string): Doc;
  evolve(doc: Doc, event: RecordedEvent): Doc;
  evolveAll?(doc: Doc, events: readonly RecordedEvent[]): Doc;
}

/** An event as a test writes it: the rest of the envelope is filled in (position in order). */
export type GivenEvent = Pick<RecordedEvent, 'type' | 'data'> & Partial<RecordedEvent>;

export interface ProjectionThen<Doc> {
  /** The document under `key` equals this (the initial document when no event touched it). */
  then(key: string, expected: Doc): void;
  /** The keys the events touched, in first-touched order. */
  thenKeys(expected: readonly string[]): void;
}

export interface ProjectionSpec<Doc> {
  given(events: readonly GivenEvent[]): ProjectionThen<Doc>;
}

const AT = '2026-01-01T00:00:00.000Z';

export function recorded(events: readonly GivenEvent[]): RecordedEvent[] {
  return events.map((e, i) => ({
    position: i + 1,
    streamId: 'test-stream',
    streamPosition: i + 1,
    schemaVersion: 1,
    metadata: {
      eventId: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
      occurredAt: AT,
      recordedAt: AT,
      actor: { id: 'test', role: 'system' },
    },
    ...e,
  }));
}

export function projectionSpec<Doc>(projection: DocumentProjection<Doc>): ProjectionSpec<Doc> {
  return {
    given(given) {
      const events = recorded(given).filter((e) => projection.types.includes(e.type));
      const byKey = new Map<string, RecordedEvent[]>();
      for (const event of events)
        for (const key of projection.keysOf(event)) byKey.set(key, [...(byKey.get(key) ?? []), event]);
      const document = (key: string) => {
        const touched = byKey.get(key) ?? [];
        const folded = touched.reduce((doc, event) => projection.evolve(doc, event), projection.initial(key));
        if (projection.evolveAll && touched.length > 0)
          deepStrictEqual(
            projection.evolveAll(projection.initial(key), touched),
            folded,
            `evolveAll differs from folding evolve for ${key}`,
          );
        return folded;
      };
      return {
        then: (key, expected) => deepStrictEqual(document(key), expected),
        thenKeys: (expected) => deepStrictEqual([...byKey.keys()], [...expected]),
      };
    },
  };
}
