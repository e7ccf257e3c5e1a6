import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ConcurrencyError, type ExpectedVersion } from '../src';
import { useTempDir } from './support/temp-store';

const temp = useTempDir();

// Random appends against a plain model of streams and a log: every accepted batch lands at the
// model's positions, every refused one is a ConcurrencyError the model predicts, and nothing else.
const step = fc.record({
  stream: fc.constantFrom('a', 'b', 'c'),
  size: fc.integer({ min: 0, max: 3 }),
  expected: fc.oneof(fc.constantFrom<ExpectedVersion>('any', 'no-stream', 'exists'), fc.integer({ min: 0, max: 6 })),
});

describe('the store against a model', () => {
  test('random appends: positions, versions and conflicts as the model says', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 25 }), (steps) => {
        const store = temp.open({ file: temp.path(`model-${Math.random().toString(36).slice(2)}.db`) });
        const versions = new Map<string, number>();
        const log: Array<[string, number, number]> = [];
        steps.forEach(({ stream, size, expected }, k) => {
          const version = versions.get(stream) ?? 0;
          const holds =
            expected === 'any' ||
            (expected === 'no-stream' ? version === 0 : expected === 'exists' ? version > 0 : expected === version);
          const events = Array.from({ length: size }, (_, i) => ({ type: 'Step', schemaVersion: 1, data: { k, i } }));
          if (!holds) {
            expect(() => store.append(stream, events, expected)).toThrow(ConcurrencyError);
            return;
          }
          const result = store.append(stream, events, expected);
          expect(result.events.map((e) => [e.position, e.streamPosition])).toEqual(
            events.map((_, i) => [log.length + i + 1, version + i + 1]),
          );
          events.forEach((_, i) => log.push([stream, version + i + 1, k]));
          versions.set(stream, version + size);
          expect(result.nextExpectedVersion).toBe(version + size);
        });
        expect(store.readAll().map((e) => [e.streamId, e.streamPosition, (e.data as { k: number }).k])).toEqual(log);
        expect(store.verifyChain()).toMatchObject({ ok: true, events: log.length });
        store.close();
      }),
      { numRuns: 25 },
    );
  });
});
