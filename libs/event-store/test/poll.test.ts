import { describe, expect, test } from 'vitest';
import { poll } from '../src';

describe('poll', () => {
  test('runs the step again at once while it finds work, then goes idle', async () => {
    let work = 3;
    let calls = 0;
    const polling = poll(
      'counter',
      () => {
        calls++;
        return work-- > 0;
      },
      1000,
    );
    await polling.idle();
    expect(calls).toBe(4); // three steps with work, one that found none
    await polling.stop();
    await expect(polling.done).resolves.toBeUndefined();
  });

  test('a step that throws stops the loop and rejects done and idle', async () => {
    const polling = poll(
      'failing',
      () => {
        throw new Error('disk on fire');
      },
      5,
    );
    await expect(polling.done).rejects.toThrow('disk on fire');
    await expect(polling.idle()).rejects.toThrow('disk on fire');
  });

  test('idle rejects when the loop is stopped first', async () => {
    const polling = poll('busy', () => true, 5);
    const idle = polling.idle();
    await polling.stop();
    await expect(idle).rejects.toThrow('busy stopped before going idle');
  });

  test('refuses a negative interval', () => {
    expect(() => poll('x', () => false, -1)).toThrow('pollIntervalMs must be >= 0, got -1');
  });
});
