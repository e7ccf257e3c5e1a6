// A replay's derive pass lets job kinds share what they compute from the same documents
// (DocumentReader.remember): computed once per pass, the same value for each kind; a reader
// without `remember` recomputes.
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@club/events';
import { createReplay, rememberedBy, type DerivedJobKind } from '../../src';
import { streamCounter } from './fixtures';

const event = (position: number, streamId: string): RecordedEvent =>
  ({
    position,
    streamId,
    streamPosition: position,
    type: 'Note',
    schemaVersion: 1,
    data: { text: 'n' },
    metadata: {
      eventId: `e${position}`,
      occurredAt: '2026-11-21T18:00:00.000Z',
      recordedAt: '2026-11-21T18:00:00.000Z',
      actor: { id: 't', role: 'director' },
    },
  }) as RecordedEvent;

describe('derive pass: remembered values', () => {
  it('two job kinds reading the same computed value get it computed once per pass, with the documents as applied', () => {
    let computed = 0;
    const countOf = (documents: Parameters<DerivedJobKind['compute']>[1], stream: string) =>
      rememberedBy(documents, `count:${stream}`, () => {
        computed++;
        return documents.document<{ events: number }>(streamCounter.name, stream)!.events;
      });
    const kind = (name: string): DerivedJobKind => ({
      kind: name,
      types: ['Note'],
      triggerOf: (e) => ({ subject: e.streamId }),
      compute: (job, documents) => [{ kind: name, key: job.subject, doc: { events: countOf(documents, job.subject) } }],
    });
    const replay = createReplay([streamCounter], [kind('a'), kind('b')]);
    for (let p = 1; p <= 5; p++) replay.apply(event(p, p % 2 ? 's1' : 's2'));
    const writes = replay
      .derive()
      .flatMap((d) => d.writes.map((w) => `${w.kind}:${w.key}=${(w.doc as { events: number }).events}`));
    expect(writes.sort()).toEqual(['a:s1=3', 'a:s2=2', 'b:s1=3', 'b:s2=2']);
    expect(computed).toBe(2);
    // A second pass starts afresh; a reader without `remember` computes every time.
    replay.derive();
    expect(computed).toBe(4);
    countOf({ document: replay.document }, 's1');
    countOf({ document: replay.document }, 's1');
    expect(computed).toBe(6);
  });
});
