import { AssertionError } from 'node:assert';
import { describe, expect, test } from 'vitest';
import type { RecordedEvent } from '@club/events';
import { projectionSpec, type DocumentProjection } from '../src';

// Scores per pair: ScoreRecorded adds to its pair's document; other types never reach it.
type Totals = { readonly pair: string; readonly total: number; readonly boards: number };
const data = (e: RecordedEvent) => e.data as { pair: string; score: number };
const totals: DocumentProjection<Totals> = {
  types: ['ScoreRecorded'],
  keysOf: (e) => [data(e).pair],
  initial: (pair) => ({ pair, total: 0, boards: 0 }),
  evolve: (doc, e) => ({ ...doc, total: doc.total + data(e).score, boards: doc.boards + 1 }),
};
const score = (pair: string, s: number) => ({ type: 'ScoreRecorded', data: { pair, score: s } });

describe('projectionSpec', () => {
  const spec = projectionSpec(totals);
  test('then: the document under a key after the given events; untouched keys are initial', () => {
    const given = spec.given([
      score('ns1', 3),
      { type: 'Other', data: { pair: 'ns1', score: 100 } },
      score('ew2', 5),
      score('ns1', -1),
    ]);
    given.then('ns1', { pair: 'ns1', total: 2, boards: 2 });
    given.then('ns9', { pair: 'ns9', total: 0, boards: 0 });
    given.thenKeys(['ns1', 'ew2']);
  });
  test('then fails with an AssertionError when the document differs', () => {
    expect(() => spec.given([score('ns1', 3)]).then('ns1', { pair: 'ns1', total: 4, boards: 1 })).toThrow(
      AssertionError,
    );
  });
  test('a projection whose evolveAll disagrees with folding evolve fails', () => {
    const wrong = projectionSpec({ ...totals, evolveAll: (doc, events) => ({ ...doc, boards: events.length }) });
    expect(() => wrong.given([score('ns1', 3)]).then('ns1', { pair: 'ns1', total: 3, boards: 1 })).toThrow(
      /evolveAll differs from folding evolve for ns1/,
    );
  });
});
