// A replay folds a projection's events in runs through `evolveAll`: the documents must be exactly
// those of folding `evolve` event by event, however the log interleaves the documents (runs are
// cut when they fill, when other documents push them out, and when a document is read mid-replay).
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@club/events';
import { appealTimelineProjection, createReplay, type AnyDocumentProjection } from '../../src';
import { appealCase } from '../appeal/appeal-log';

/** The documents by folding `evolve` one event at a time, as the catch-up batch does. */
function eventByEvent(projection: AnyDocumentProjection, events: readonly RecordedEvent[]): Map<string, unknown> {
  const docs = new Map<string, unknown>();
  for (const e of events) {
    if (!projection.types.includes(e.type)) continue;
    for (const key of projection.keysOf(e))
      docs.set(key, projection.evolve(docs.has(key) ? docs.get(key) : projection.initial(key), e));
  }
  return docs;
}

/** The log's events with the streams interleaved round-robin (each stream's order kept). */
function interleaved(events: readonly RecordedEvent[]): RecordedEvent[] {
  const byStream = new Map<string, RecordedEvent[]>();
  for (const e of events) byStream.set(e.streamId, [...(byStream.get(e.streamId) ?? []), e]);
  const queues = [...byStream.values()];
  const out: RecordedEvent[] = [];
  while (out.length < events.length) for (const q of queues) if (q.length > 0) out.push(q.shift()!);
  return out;
}

describe('replay runs (evolveAll)', () => {
  const { events } = appealCase();
  const projection = appealTimelineProjection;

  it('the appeal timeline folds runs: every document equals the event-by-event fold, in log order and interleaved', () => {
    expect(projection.evolveAll).toBeDefined();
    for (const log of [events, interleaved(events)]) {
      const replay = createReplay([projection]);
      for (const e of log) replay.apply(e);
      const expected = eventByEvent(projection, log);
      expect(expected.size).toBeGreaterThan(10);
      expect(new Map(replay.documents.get(projection.name)!)).toEqual(expected);
    }
  });

  it('a document read mid-replay includes every event applied so far', () => {
    const replay = createReplay([projection]);
    const board = events.find((e) => e.type === 'CardPlayed')!.streamId;
    let applied = 0;
    for (const e of events) {
      replay.apply(e);
      if (e.streamId !== board) continue;
      applied++;
      const doc = replay.document<{ entries: readonly unknown[] }>(projection.name, `board:${board}`)!;
      expect(doc.entries).toHaveLength(applied);
    }
    expect(applied).toBeGreaterThan(50);
  });

  it('evolveAll over a run equals evolve over each of its events', () => {
    const board = events.filter((e) => e.streamId === events.find((x) => x.type === 'CardPlayed')!.streamId);
    const key = `board:${board[0]!.streamId}`;
    const stepwise = board.reduce((doc, e) => projection.evolve(doc, e), projection.initial(key));
    expect(projection.evolveAll!(projection.initial(key), board)).toEqual(stepwise);
    expect(
      projection.evolveAll!(projection.evolveAll!(projection.initial(key), board.slice(0, 7)), board.slice(7)),
    ).toEqual(stepwise);
  });
});
