import { describe, expect, test } from 'vitest';
import { createProjectionRunner, READ_MODEL_MIGRATIONS_TABLE } from '../../src';
import { note, pairTotals, scoreRecorded, streamCounter, testProjections } from '../framework/fixtures';
import { appendScores, expectedTotals } from './support/season';
import { exitOf, lineFrom, spawnScript } from './support/spawn-node';
import { useTempStore } from './support/temp-store';

const temp = useTempStore();

describe('projection runner: catch-up', () => {
  test('documents per key, checkpoints at the head, migrations in their own table', () => {
    const store = temp.open();
    store.append('session-a', [scoreRecorded('ns1', 3), scoreRecorded('ew2', 5), note('board 3 fouled')], 'no-stream');
    store.append('session-b', [scoreRecorded('ns1', 4)], 'no-stream');
    const runner = createProjectionRunner(store, { projections: [streamCounter, pairTotals] });
    expect(runner.catchUp()).toBe(4);
    expect(runner.document('test.stream-counter', 'session-a')).toEqual({ events: 3, lastPosition: 3 });
    expect(runner.document('test.stream-counter', 'session-b')).toEqual({ events: 1, lastPosition: 4 });
    expect(runner.document('test.pair-totals', 'ns1')).toEqual({ total: 7, sessions: ['session-a', 'session-b'] });
    expect(runner.document('test.pair-totals', 'ew2')).toEqual({ total: 5, sessions: ['session-a'] });
    expect(runner.document('test.pair-totals', 'nobody')).toBeUndefined();
    expect(runner.checkpoints()).toEqual([
      { name: 'test.pair-totals', version: 1, position: 4 },
      { name: 'test.stream-counter', version: 1, position: 4 },
    ]);
    expect(runner.catchUp()).toBe(0);
    const tables = store.sqlite
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE '\\_\\_%' ESCAPE '\\' ORDER BY name`)
      .pluck()
      .all();
    expect(tables).toEqual(['__drizzle_migrations', READ_MODEL_MIGRATIONS_TABLE]);
  });

  test('small batches give the same documents as one big one; a new projection catches up from the start', () => {
    const store = temp.open();
    appendScores(store, 0, 250);
    const runner = createProjectionRunner(store, { projections: [pairTotals], batchSize: 7 });
    runner.catchUp();
    const totals = Object.fromEntries(
      Object.keys(expectedTotals(250)).map((pair) => [
        pair,
        runner.document<{ total: number }>('test.pair-totals', pair)!.total,
      ]),
    );
    expect(totals).toEqual(expectedTotals(250));
    const later = createProjectionRunner(store, { projections: [pairTotals, streamCounter], batchSize: 7 });
    expect(later.catchUp()).toBe(250);
    expect(later.document('test.stream-counter', 'session-s0')).toMatchObject({ events: 84 });
    expect(later.document<{ total: number }>('test.pair-totals', 'p0')!.total).toBe(expectedTotals(250)['p0']);
  });

  test('a batch writes each touched document once, however many of its events touch it', () => {
    const store = temp.open();
    const runner = createProjectionRunner(store, { projections: [streamCounter], batchSize: 1000 });
    store.sqlite.exec(`CREATE TABLE writes (projection TEXT, key TEXT);
      CREATE TRIGGER count_inserts AFTER INSERT ON read_model_documents BEGIN INSERT INTO writes VALUES (new.projection, new.key); END;
      CREATE TRIGGER count_updates AFTER UPDATE ON read_model_documents BEGIN INSERT INTO writes VALUES (new.projection, new.key); END;`);
    store.append(
      'session-a',
      Array.from({ length: 60 }, (_, i) => scoreRecorded('ns1', i)),
      'no-stream',
    );
    store.append('session-b', [note('late start')], 'no-stream');
    runner.catchUp();
    store.append(
      'session-a',
      Array.from({ length: 40 }, (_, i) => scoreRecorded('ew2', i)),
      60,
    );
    runner.catchUp();
    expect(store.sqlite.prepare('SELECT key, count(*) AS writes FROM writes GROUP BY key ORDER BY key').all()).toEqual([
      { key: 'session-a', writes: 2 },
      { key: 'session-b', writes: 1 },
    ]);
    expect(runner.document('test.stream-counter', 'session-a')).toEqual({ events: 100, lastPosition: 101 });
  });

  test('a subscription follows appends made after it started', async () => {
    const store = temp.open();
    const runner = createProjectionRunner(store, { projections: testProjections });
    const sub = runner.subscribe({ pollIntervalMs: 5 });
    await sub.idle();
    store.append('session-z', [scoreRecorded('ns9', 2)], 'no-stream');
    await sub.idle();
    expect(runner.document('test.pair-totals', 'ns9')).toEqual({ total: 2, sessions: ['session-z'] });
    await sub.stop();
  });

  test('names are checked: duplicates and bad versions are refused', () => {
    const store = temp.open();
    expect(() => createProjectionRunner(store, { projections: [pairTotals, pairTotals] })).toThrow(
      /two projections or job kinds are named 'test.pair-totals'/,
    );
    expect(() => createProjectionRunner(store, { projections: [{ ...pairTotals, version: 0 }] })).toThrow(
      /test.pair-totals: version must be a positive integer, got 0/,
    );
  });
});

describe('projection runner: exactly once', () => {
  test('SIGKILL in the middle of a batch: neither its documents nor its checkpoints remain; catching up again counts every event once', async () => {
    const file = temp.path();
    const store = temp.open(file);
    appendScores(store, 0, 300);
    const child = spawnScript('hang-mid-batch.ts', [file, '150']);
    await lineFrom(child, 'hanging');
    child.kill('SIGKILL');
    expect(await exitOf(child)).toEqual({ code: null, signal: 'SIGKILL' });

    const after = temp.open(file);
    const runner = createProjectionRunner(after, { projections: [streamCounter, pairTotals], batchSize: 100 });
    // Only the first batch (positions 1..100) committed.
    expect(runner.checkpoints()).toEqual([
      { name: 'test.hang', version: 1, position: 100 },
      { name: 'test.pair-totals', version: 1, position: 100 },
      { name: 'test.stream-counter', version: 1, position: 100 },
    ]);
    expect(runner.document('test.pair-totals', 'p0')).toMatchObject({ total: expectedTotals(100)['p0'] });
    runner.catchUp();
    for (const [pair, total] of Object.entries(expectedTotals(300)))
      expect(runner.document('test.pair-totals', pair)).toMatchObject({ total });
    expect(runner.document('test.stream-counter', 'session-s1')).toEqual({ events: 100, lastPosition: 299 });
    expect(runner.verify().ok).toBe(true);
  }, 30_000);
});
