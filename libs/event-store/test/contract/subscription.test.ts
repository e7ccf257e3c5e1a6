// Contract: checkpoints and catch-up subscriptions, the projection's writes and its checkpoint in
// one transaction, on every adapter.
import { describe, expect, test } from 'vitest';
import type { EventLog, LogProjection } from '../../src';
import { seated } from '../support/temp-store';
import { ADAPTERS } from './adapters';

const TABLE = 'CREATE TABLE IF NOT EXISTS seat_counts (player TEXT PRIMARY KEY, seats INTEGER NOT NULL)';

/** Counts each player's seatings; throws on the player named `failOn`. */
function seatCounts(failOn?: string): LogProjection {
  return {
    name: 'seat-counts',
    types: ['PlayerSeated'],
    async apply(event, { query }) {
      const { player } = event.data as { player: string };
      await query(
        'INSERT INTO seat_counts (player, seats) VALUES ($1, 1) ON CONFLICT (player) DO UPDATE SET seats = seat_counts.seats + 1',
        [player],
      );
      if (player === failOn) throw new Error(`cannot count ${player}`);
    },
  };
}

const counts = async (log: EventLog) =>
  (await log.query('SELECT player, seats FROM seat_counts ORDER BY player')).map((row) => [row.player, row.seats]);

describe.each(ADAPTERS)('projections on $name', (adapter) => {
  const logs = adapter.use();

  test('catchUp applies the events of its types and moves the checkpoint past every event', async () => {
    const log = await logs.open();
    await log.query(TABLE);
    expect(await log.checkpoint('seat-counts')).toBe(0);
    await log.append('a', [seated('Ann', 'N'), { type: 'Bid', schemaVersion: 1, data: {} }, seated('Bob', 'S')], 'any');
    await log.append('b', [seated('Ann', 'E')], 'any');
    expect(await log.catchUp(seatCounts(), { batchSize: 2 })).toBe(4);
    expect(await counts(log)).toEqual([
      ['Ann', 2],
      ['Bob', 1],
    ]);
    expect(await log.checkpoint('seat-counts')).toBe(4);
    expect(await log.catchUp(seatCounts())).toBe(0);
    await log.append('a', [{ type: 'Bid', schemaVersion: 1, data: {} }], 'any');
    expect(await log.catchUp(seatCounts())).toBe(1);
    expect(await log.checkpoint('seat-counts')).toBe(5);
  });

  test('a failing apply rolls back the batch: its writes and the checkpoint together', async () => {
    const log = await logs.open();
    await log.query(TABLE);
    await log.append('a', [seated('Ann', 'N'), seated('Bob', 'S'), seated('Cy', 'E')], 'any');
    await log.catchUp(seatCounts(), { batchSize: 1 });
    await log.append('a', [seated('Di', 'W'), seated('Eve', 'N')], 'any');
    await expect(log.catchUp(seatCounts('Eve'), { batchSize: 10 })).rejects.toThrow('cannot count Eve');
    expect(await log.checkpoint('seat-counts')).toBe(3);
    expect((await counts(log)).map(([player]) => player)).toEqual(['Ann', 'Bob', 'Cy']);
    // Running again resumes at the same event.
    expect(await log.catchUp(seatCounts())).toBe(2);
    expect((await counts(log)).map(([player]) => player)).toEqual(['Ann', 'Bob', 'Cy', 'Di', 'Eve']);
  });

  test('two handles running the same projection apply each event once', async () => {
    const log = await logs.open();
    const other = await logs.another();
    await log.query(TABLE);
    for (let i = 0; i < 20; i++) await log.append(`t-${i % 3}`, [seated('Ann', 'N')], 'any');
    await Promise.all([log.catchUp(seatCounts(), { batchSize: 3 }), other.catchUp(seatCounts(), { batchSize: 3 })]);
    expect(await counts(log)).toEqual([['Ann', 20]]);
  });

  test('a subscription catches up, then follows appends made by another handle', async () => {
    const log = await logs.open();
    const writer = await logs.another();
    await log.query(TABLE);
    await writer.append('a', [seated('Ann', 'N')], 'any');
    const subscription = log.subscribe(seatCounts(), { pollIntervalMs: 20 });
    await subscription.caughtUp();
    expect(await counts(log)).toEqual([['Ann', 1]]);
    await writer.append('a', [seated('Bob', 'S'), seated('Ann', 'E')], 'any');
    // caughtUp waits for the next time the projection has nothing left to apply.
    while ((await log.checkpoint('seat-counts')) < 3) await subscription.caughtUp();
    expect(await counts(log)).toEqual([
      ['Ann', 2],
      ['Bob', 1],
    ]);
    await subscription.stop();
    await expect(subscription.done).resolves.toBeUndefined();
  });

  test('a subscription whose apply throws stops and rejects done', async () => {
    const log = await logs.open();
    await log.query(TABLE);
    await log.append('a', [seated('Ann', 'N'), seated('Eve', 'S')], 'any');
    const subscription = log.subscribe(seatCounts('Eve'), { pollIntervalMs: 20 });
    await expect(subscription.done).rejects.toThrow('cannot count Eve');
    expect(await log.checkpoint('seat-counts')).toBe(0);
  });
});
