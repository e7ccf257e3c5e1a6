import { statSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { openEventStore } from '../src';
import { exitOf, spawnScript, waitForLine } from './processes/spawn-node';
import { seated, useTempDir } from './support/temp-store';

const temp = useTempDir();

describe('a writer killed mid-append', () => {
  test('SIGKILL inside a 200,000-event append: after reopening no part of the batch is visible and the chain verifies', async () => {
    const file = temp.path();
    const before = openEventStore({ file });
    before.append('table-1', [seated('Ann', 'N'), seated('Bob', 'S'), seated('Cy', 'E')], 'no-stream');
    before.close();

    const child = spawnScript('big-append.ts', [file, '200000']);
    await waitForLine(child, (line) => line === 'begun');
    // 150,000 rows in, part of the batch has spilled into the WAL file as uncommitted frames.
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(1_000_000);
    child.kill('SIGKILL');
    expect(await exitOf(child)).toEqual({ code: null, signal: 'SIGKILL' });

    const after = openEventStore({ file });
    try {
      expect(after.headPosition()).toBe(3);
      expect(after.streamVersion('big')).toBe(0);
      expect(after.readStream('big')).toEqual([]);
      expect(after.sqlite.prepare(`SELECT count(*) FROM streams WHERE stream_id = 'big'`).pluck().get()).toBe(0);
      expect(after.sqlite.prepare('SELECT count(*) FROM events WHERE position > 3').pluck().get()).toBe(0);
      expect(after.verifyChain()).toMatchObject({ ok: true, events: 3 });
      // The store carries on where it was.
      expect(after.append('big', [seated('Di', 'W')], 'no-stream').events[0]).toMatchObject({
        position: 4,
        streamPosition: 1,
      });
      expect(after.verifyChain()).toMatchObject({ ok: true, events: 4 });
    } finally {
      after.close();
    }
  }, 60_000);
});
