import { describe, expect, test } from 'vitest';
import { openEventStore } from '../src';
import { exitOf, spawnScript, waitForLine } from './processes/spawn-node';
import { useTempDir } from './support/temp-store';

const temp = useTempDir();
const WRITERS = 8;
const EACH = 2000;
const BATCH = 1;
const STREAMS = 5;

describe('several processes writing one file', () => {
  test('8 writers x 2,000 events on overlapping streams: all stored once, no gaps, chain verifies', async () => {
    const file = temp.path();
    const children = Array.from({ length: WRITERS }, (_, w) =>
      spawnScript('writer.ts', [file, String(w), String(EACH), String(BATCH), String(STREAMS)]),
    );
    await Promise.all(children.map((child) => waitForLine(child, (line) => line === 'ready')));
    const reports = children.map((child) => waitForLine(child, (line) => line.startsWith('{')));
    for (const child of children) child.stdin.write('go\n');
    const results = (await Promise.all(reports)).map(
      (line) => JSON.parse(line) as { writer: number; conflicts: number },
    );
    const exits = await Promise.all(children.map(exitOf));
    expect(exits.every((e) => e.code === 0)).toBe(true);

    const store = openEventStore({ file });
    try {
      const all = store.readAll();
      expect(all).toHaveLength(WRITERS * EACH);
      expect(all.map((e) => e.position)).toEqual(Array.from({ length: WRITERS * EACH }, (_, i) => i + 1));
      const perStream = new Map<string, number[]>();
      for (const e of all) perStream.set(e.streamId, [...(perStream.get(e.streamId) ?? []), e.streamPosition]);
      expect(perStream.size).toBe(STREAMS);
      for (const [streamId, positions] of perStream) {
        expect(positions).toEqual(Array.from({ length: positions.length }, (_, i) => i + 1));
        expect(store.streamVersion(streamId)).toBe(positions.length);
      }
      // Every writer's events, each exactly once and in its own order.
      for (let w = 0; w < WRITERS; w++) {
        const seqs = all
          .filter((e) => (e.data as { writer: number }).writer === w)
          .map((e) => (e.data as { seq: number }).seq);
        expect(seqs).toEqual(Array.from({ length: EACH }, (_, i) => i));
      }
      expect(store.verifyChain()).toMatchObject({ ok: true, events: WRITERS * EACH });
      // The contention was real: some appends lost the race and were retried.
      expect(results.reduce((sum, r) => sum + r.conflicts, 0)).toBeGreaterThan(0);
    } finally {
      store.close();
    }
  }, 60_000);
});
