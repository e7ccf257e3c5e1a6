import { describe, expect, test } from 'vitest';
import type { RecordedEvent } from '@club/events';
import type { EventStore, Projection } from '../src';
import { useTempDir } from './support/temp-store';

const temp = useTempDir();

// A read model: how many times each player has been seated.
function seatCounts(options: { failOn?: string; types?: string[] } = {}): Projection {
  return {
    name: 'seat-counts',
    ...(options.types ? { types: options.types } : {}),
    apply(event: RecordedEvent, { sqlite }) {
      const { player } = event.data as { player: string };
      if (player === options.failOn) throw new Error(`cannot count ${player}`);
      sqlite
        .prepare('INSERT INTO seat_counts (player, n) VALUES (?, 1) ON CONFLICT (player) DO UPDATE SET n = n + 1')
        .run(player);
    },
  };
}

function openWithReadModel(file?: string): EventStore {
  const store = temp.open(file ? { file } : {});
  store.sqlite.exec('CREATE TABLE IF NOT EXISTS seat_counts (player TEXT PRIMARY KEY, n INTEGER NOT NULL)');
  return store;
}

const counts = (store: EventStore) =>
  Object.fromEntries(
    store.sqlite.prepare('SELECT player, n FROM seat_counts ORDER BY player').raw().all() as [string, number][],
  );
const seat = (player: string) => ({ type: 'PlayerSeated', schemaVersion: 1, data: { player } });

describe('catch-up with checkpoints', () => {
  test('applies every event once and remembers where it stopped', () => {
    const store = openWithReadModel();
    store.append('t1', ['Ann', 'Bob', 'Ann'].map(seat), 'any');
    expect(store.catchUp(seatCounts(), { batchSize: 2 })).toBe(3);
    expect(counts(store)).toEqual({ Ann: 2, Bob: 1 });
    expect(store.checkpoint('seat-counts')).toBe(3);
    expect(store.catchUp(seatCounts())).toBe(0);
    store.append('t2', ['Cy'].map(seat), 'any');
    expect(store.catchUp(seatCounts())).toBe(1);
    expect(counts(store)).toEqual({ Ann: 2, Bob: 1, Cy: 1 });
  });

  test('a projection that throws mid-batch leaves its writes and the checkpoint unchanged; a restart resumes', () => {
    const file = temp.path();
    const store = openWithReadModel(file);
    store.append('t1', ['Ann', 'Bob'].map(seat), 'any');
    store.catchUp(seatCounts());
    store.append('t1', ['Cy', 'Di', 'Ed'].map(seat), 'any');
    // Positions 3..5 are one batch: Cy is counted, then Di fails.
    expect(() => store.catchUp(seatCounts({ failOn: 'Di' }), { batchSize: 10 })).toThrow(/cannot count Di/);
    expect(counts(store)).toEqual({ Ann: 1, Bob: 1 });
    expect(store.checkpoint('seat-counts')).toBe(2);
    store.close();

    const restarted = openWithReadModel(file);
    expect(restarted.checkpoint('seat-counts')).toBe(2);
    expect(restarted.catchUp(seatCounts())).toBe(3);
    expect(counts(restarted)).toEqual({ Ann: 1, Bob: 1, Cy: 1, Di: 1, Ed: 1 });
    expect(restarted.checkpoint('seat-counts')).toBe(5);
  });

  test('earlier batches stay committed when a later one fails', () => {
    const store = openWithReadModel();
    store.append('t1', ['Ann', 'Bob', 'Cy', 'Di'].map(seat), 'any');
    expect(() => store.catchUp(seatCounts({ failOn: 'Cy' }), { batchSize: 2 })).toThrow(/cannot count Cy/);
    expect(counts(store)).toEqual({ Ann: 1, Bob: 1 });
    expect(store.checkpoint('seat-counts')).toBe(2);
  });

  test('a type filter skips other events but moves the checkpoint past them', () => {
    const store = openWithReadModel();
    store.append(
      't1',
      [seat('Ann'), { type: 'PlayerLeft', schemaVersion: 1, data: { player: 'Ann' } }, seat('Bob')],
      'any',
    );
    expect(store.catchUp(seatCounts({ types: ['PlayerSeated'] }), { batchSize: 1 })).toBe(3);
    expect(counts(store)).toEqual({ Ann: 1, Bob: 1 });
    expect(store.checkpoint('seat-counts')).toBe(3);
  });

  test('two stores on one file share the checkpoint, so no event is applied twice', () => {
    const file = temp.path();
    const one = openWithReadModel(file);
    const two = openWithReadModel(file);
    one.append('t1', ['Ann', 'Bob', 'Cy'].map(seat), 'any');
    one.catchUp(seatCounts(), { batchSize: 2 });
    expect(two.catchUp(seatCounts())).toBe(0);
    two.append('t1', ['Di'].map(seat), 'any');
    expect(two.catchUp(seatCounts())).toBe(1);
    expect(counts(one)).toEqual({ Ann: 1, Bob: 1, Cy: 1, Di: 1 });
  });
});

describe('subscription', () => {
  test('keeps a projection up to date as events arrive, and stops', async () => {
    const store = openWithReadModel();
    store.append('t1', ['Ann'].map(seat), 'any');
    const subscription = store.subscribe(seatCounts(), { pollIntervalMs: 5, batchSize: 1 });
    await subscription.caughtUp();
    expect(counts(store)).toEqual({ Ann: 1 });
    store.append('t1', ['Bob', 'Cy'].map(seat), 'any');
    await subscription.caughtUp();
    expect(counts(store)).toEqual({ Ann: 1, Bob: 1, Cy: 1 });
    await subscription.stop();
    store.append('t1', ['Di'].map(seat), 'any');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(store.checkpoint('seat-counts')).toBe(3);
  });

  test('stops and reports when the projection throws', async () => {
    const store = openWithReadModel();
    store.append('t1', ['Ann', 'Bob'].map(seat), 'any');
    const subscription = store.subscribe(seatCounts({ failOn: 'Bob' }), { pollIntervalMs: 5, batchSize: 1 });
    await expect(subscription.done).rejects.toThrow(/cannot count Bob/);
    expect(store.checkpoint('seat-counts')).toBe(1);
    expect(counts(store)).toEqual({ Ann: 1 });
  });
});
