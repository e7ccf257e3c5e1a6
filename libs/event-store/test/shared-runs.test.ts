// Overlapping calls of a read share runs: a call during a run gets one more run after it, shared
// by every call meanwhile; a failed run does not stop the next; settled waits for both.
import { describe, expect, it } from 'vitest';
import { sharedRuns } from '../src';

function gatedRead() {
  const gates: Array<() => void> = [];
  let runs = 0;
  const read = sharedRuns(
    () =>
      new Promise<number>((done) => {
        const run = ++runs;
        gates.push(() => done(run));
      }),
  );
  return { read, open: () => gates.shift()!(), runs: () => runs };
}

describe('sharedRuns', () => {
  it('gives calls during a run one more run after it, shared', async () => {
    const { read, open, runs } = gatedRead();
    const first = read.call();
    const second = read.call();
    const third = read.call();
    expect(runs()).toBe(1);
    open();
    expect(await first).toBe(1);
    // The run the later calls wait for began after they called.
    await new Promise((r) => setImmediate(r));
    expect(runs()).toBe(2);
    open();
    expect(await second).toBe(2);
    expect(await third).toBe(2);
    const settled = read.settled();
    await settled;
    // Nothing under way: a new call starts at once.
    const fourth = read.call();
    expect(runs()).toBe(3);
    open();
    expect(await fourth).toBe(3);
  });

  it('runs again after a failed run', async () => {
    let fail = true;
    const read = sharedRuns(async () => {
      if (fail) throw new Error('the log cannot be read');
      return 'read';
    });
    const failing = read.call();
    const after = read.call();
    fail = false;
    await expect(failing).rejects.toThrow('the log cannot be read');
    expect(await after).toBe('read');
    await read.settled();
  });
});
