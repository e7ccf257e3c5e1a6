import { describe, expect, test } from 'vitest';
import { UpcasterRegistry } from '@club/events';
import { InvalidArgumentError } from '../src';
import { useTempDir } from './support/temp-store';

const temp = useTempDir();
const ev = (type: string, n: number) => ({ type, schemaVersion: 1, data: { n } });

// Positions 1..6: a1 b1 a2 c1 b2 a3 (letters are streams, numbers their stream positions).
function fill() {
  const store = temp.open();
  store.append('a', [ev('Bid', 1)], 'no-stream');
  store.append('b', [ev('Pass', 2)], 'no-stream');
  store.append('a', [ev('Pass', 3)], 1);
  store.append('c', [ev('Double', 4)], 'no-stream');
  store.append('b', [ev('Bid', 5)], 1);
  store.append('a', [ev('Bid', 6)], 2);
  return store;
}

describe('readStream', () => {
  test('returns a stream in order with its positions', () => {
    const events = fill().readStream('a');
    expect(events.map((e) => [e.position, e.streamPosition, e.type, e.data])).toEqual([
      [1, 1, 'Bid', { n: 1 }],
      [3, 2, 'Pass', { n: 3 }],
      [6, 3, 'Bid', { n: 6 }],
    ]);
    expect(events.every((e) => e.streamId === 'a' && e.schemaVersion === 1)).toBe(true);
  });
  test('from a stream position, with a limit', () => {
    const store = fill();
    expect(store.readStream('a', { from: 2 }).map((e) => e.streamPosition)).toEqual([2, 3]);
    expect(store.readStream('a', { from: 2, limit: 1 }).map((e) => e.position)).toEqual([3]);
    expect(store.readStream('a', { from: 4 })).toEqual([]);
    expect(store.readStream('nope')).toEqual([]);
  });
  test('refuses a bad start', () => {
    expect(() => fill().readStream('a', { from: 0 })).toThrow(InvalidArgumentError);
  });
});

describe('readAll', () => {
  test('everything in global order', () => {
    expect(
      fill()
        .readAll()
        .map((e) => `${e.streamId}${e.streamPosition}`),
    ).toEqual(['a1', 'b1', 'a2', 'c1', 'b2', 'a3']);
  });
  test('from a position, with a limit', () => {
    const store = fill();
    expect(store.readAll({ fromPosition: 3 }).map((e) => e.position)).toEqual([3, 4, 5, 6]);
    expect(store.readAll({ fromPosition: 2, limit: 3 }).map((e) => e.position)).toEqual([2, 3, 4]);
    expect(store.readAll({ limit: 0 })).toEqual([]);
    expect(store.readAll({ fromPosition: 7 })).toEqual([]);
  });
  test('filtered by type, combined with position and limit', () => {
    const store = fill();
    expect(store.readAll({ types: ['Bid'] }).map((e) => e.position)).toEqual([1, 5, 6]);
    expect(store.readAll({ types: ['Pass', 'Double'] }).map((e) => e.position)).toEqual([2, 3, 4]);
    expect(store.readAll({ types: ['Bid'], fromPosition: 2, limit: 1 }).map((e) => e.position)).toEqual([5]);
    expect(store.readAll({ types: [] })).toEqual([]);
    expect(store.readAll({ types: ['Redouble'] })).toEqual([]);
  });
  test('refuses bad options', () => {
    const store = fill();
    expect(() => store.readAll({ limit: -1 })).toThrow(/readAll: limit must be a non-negative integer, got -1/);
    expect(() => store.readAll({ fromPosition: 1.5 })).toThrow(/fromPosition: must be a positive integer/);
  });
});

describe('readAll over more than one page', () => {
  // 2,500 events: 'Bid' at every position divisible by 3, 'Pass' elsewhere; streams of 10.
  function big() {
    const store = temp.open();
    for (let s = 0; s < 250; s++) {
      store.append(
        `t${s}`,
        Array.from({ length: 10 }, (_, i) => ev((s * 10 + i + 1) % 3 === 0 ? 'Bid' : 'Pass', s * 10 + i + 1)),
        'no-stream',
      );
    }
    return store;
  }
  const range = (from: number, to: number, step = 1) =>
    Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

  test('every event once, in order, across the internal pages', () => {
    const store = big();
    const all = store.readAll();
    expect(all.map((e) => e.position)).toEqual(range(1, 2500));
    expect(all.map((e) => (e.data as { n: number }).n)).toEqual(range(1, 2500));
    expect(store.readAll({ fromPosition: 999, limit: 1003 }).map((e) => e.position)).toEqual(range(999, 2001));
    expect(store.readAll({ types: ['Bid'], fromPosition: 4 }).map((e) => e.position)).toEqual(range(6, 2499, 3));
    expect(store.readAll({ types: ['Bid'], limit: 1001 }).map((e) => e.position)).toEqual(range(3, 2499, 3));
  });
});

describe('iterateAll', () => {
  test('yields what readAll returns, whatever the page size', () => {
    const store = fill();
    const positions = (options: Parameters<typeof store.iterateAll>[0]) =>
      [...store.iterateAll(options)].map((e) => e.position);
    expect([...store.iterateAll()]).toEqual(store.readAll());
    expect(positions({ pageSize: 1 })).toEqual([1, 2, 3, 4, 5, 6]);
    expect(positions({ pageSize: 4, fromPosition: 2, limit: 4 })).toEqual([2, 3, 4, 5]);
    expect(positions({ pageSize: 2, types: ['Bid'] })).toEqual([1, 5, 6]);
    expect(positions({ pageSize: 1, types: ['Bid'], fromPosition: 2, limit: 1 })).toEqual([5]);
    expect(positions({ types: [] })).toEqual([]);
    expect(positions({ limit: 0 })).toEqual([]);
    expect(positions({ fromPosition: 7 })).toEqual([]);
  });
  test('the connection is free between events: an append made mid-scan is reached', () => {
    const store = fill();
    const seen: string[] = [];
    for (const event of store.iterateAll({ pageSize: 2 })) {
      seen.push(`${event.streamId}${event.streamPosition}`);
      if (event.position === 3) store.append('d', [ev('Pass', 7)], 'no-stream');
    }
    expect(seen).toEqual(['a1', 'b1', 'a2', 'c1', 'b2', 'a3', 'd1']);
  });
  test('upcasts like readAll', () => {
    const upcasters = new UpcasterRegistry().register('Pass', 1, (d: { n: number }) => ({ n: d.n, passed: true }));
    const file = temp.path();
    fill().close();
    const reader = temp.open({ file, upcasters });
    expect([...reader.iterateAll({ types: ['Pass'], pageSize: 1 })].map((e) => [e.schemaVersion, e.data])).toEqual([
      [2, { n: 2, passed: true }],
      [2, { n: 3, passed: true }],
    ]);
  });
  test('refuses bad options when called, before the first event', () => {
    const store = fill();
    expect(() => store.iterateAll({ pageSize: 0 })).toThrow(/iterateAll: pageSize must be a positive integer, got 0/);
    expect(() => store.iterateAll({ limit: 2.5 })).toThrow(/iterateAll: limit must be a non-negative integer, got 2.5/);
    expect(() => store.iterateAll({ fromPosition: 0 })).toThrow(
      /iterateAll: fromPosition: must be a positive integer, got 0/,
    );
  });
});

describe('upcasting on read', () => {
  // v1 stored the level as a string; v2 stores a number and the strain separately.
  const upcasters = new UpcasterRegistry().register('Bid', 1, (d: { call: string }) => ({
    level: Number(d.call[0]),
    strain: d.call.slice(1),
  }));

  test('old events come back at the latest version; the stored row is untouched', () => {
    const file = temp.path();
    const writer = temp.open();
    writer.append(
      'board-1',
      [
        { type: 'Bid', schemaVersion: 1, data: { call: '1NT' } },
        { type: 'Bid', schemaVersion: 2, data: { level: 2, strain: 'S' } },
      ],
      'no-stream',
    );
    writer.close();
    const reader = temp.open({ file, upcasters });
    const expected = [
      { schemaVersion: 2, data: { level: 1, strain: 'NT' } },
      { schemaVersion: 2, data: { level: 2, strain: 'S' } },
    ];
    expect(reader.readStream('board-1').map(({ schemaVersion, data }) => ({ schemaVersion, data }))).toEqual(expected);
    expect(reader.readAll({ types: ['Bid'] }).map(({ schemaVersion, data }) => ({ schemaVersion, data }))).toEqual(
      expected,
    );
    expect(
      reader.sqlite
        .prepare(
          'SELECT t.schema_version, e.data FROM events e JOIN event_types t USING (type_key) WHERE e.position = 1',
        )
        .get(),
    ).toEqual({
      schema_version: 1,
      data: '{"call":"1NT"}',
    });
    expect(reader.verifyChain().ok).toBe(true);
    // Projections see the same upcast events.
    const seen: unknown[] = [];
    reader.catchUp({ name: 'bids', apply: (event) => void seen.push([event.schemaVersion, event.data]) });
    expect(seen).toEqual(expected.map((e) => [e.schemaVersion, e.data]));
  });
});

describe('streamsBetween', () => {
  test('the streams with an event in a range of positions, each once', () => {
    const store = fill();
    expect(store.streamsBetween(0, 6).sort()).toEqual(['a', 'b', 'c']);
    expect(store.streamsBetween(3, 5).sort()).toEqual(['b', 'c']);
    expect(store.streamsBetween(5, 6)).toEqual(['a']);
    expect(store.streamsBetween(6, 100)).toEqual([]);
    expect(store.streamsBetween(4, 4)).toEqual([]);
  });
  test('refuses a position that is not an integer', () => {
    expect(() => fill().streamsBetween(0.5, 2)).toThrow(InvalidArgumentError);
  });
});
