// Two ways to build a projection's documents: the whole log in one replay (as rebuild does), and
// event by event with every document stored as JSON and loaded again in between (as the runner does).
import type { RecordedEvent } from '@club/events';
import { createReplay, type AnyDocumentProjection } from '../../src';

export function rebuild(projection: AnyDocumentProjection, events: readonly RecordedEvent[]): Map<string, unknown> {
  const replay = createReplay([projection]);
  for (const e of events) replay.apply(e);
  return new Map(replay.documents.get(projection.name)!);
}

export function incremental(projection: AnyDocumentProjection, events: readonly RecordedEvent[]): Map<string, unknown> {
  const stored = new Map<string, string>();
  for (const e of events) {
    if (!projection.types.includes(e.type)) continue;
    for (const key of projection.keysOf(e)) {
      const doc = stored.has(key) ? JSON.parse(stored.get(key)!) : projection.initial(key);
      stored.set(key, JSON.stringify(projection.evolve(doc, e)));
    }
  }
  return new Map([...stored].map(([k, v]) => [k, JSON.parse(v)]));
}
