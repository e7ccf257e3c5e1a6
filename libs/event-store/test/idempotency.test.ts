import { describe, expect, test } from 'vitest';
import { ConcurrencyError, IdempotencyConflictError, InvalidAppendError } from '../src';
import { seated, useTempDir } from './support/temp-store';

const temp = useTempDir();
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const withId = (n: number, player: string) => ({ ...seated(player, 'N'), metadata: { eventId: id(n) } });

describe('idempotent append', () => {
  test('retrying a stored batch returns the original positions and writes nothing', () => {
    const store = temp.open();
    store.append('s', [seated('Zed', 'E')], 'no-stream');
    const batch = [withId(1, 'Ann'), withId(2, 'Bob')];
    const first = store.append('s', batch, 1);
    store.append('s', [seated('Cy', 'S')], 3);
    // The retry still carries the expected version of the first try, which is now stale.
    const retry = store.append('s', batch, 1);
    expect(first.alreadyStored).toBe(false);
    expect(retry).toEqual({ ...first, alreadyStored: true });
    expect(retry.events).toEqual([
      { eventId: id(1), position: 2, streamPosition: 2 },
      { eventId: id(2), position: 3, streamPosition: 3 },
    ]);
    expect(store.headPosition()).toBe(4);
    expect(store.append('s', batch, 'any').alreadyStored).toBe(true);
    expect(store.headPosition()).toBe(4);
  });

  test('eventIds are compared without regard to case', () => {
    const store = temp.open();
    const upper = '0B7C4A52-8F0E-4A7A-9D53-6A1F1C2F8E10';
    store.append('s', [{ ...seated('Ann', 'N'), metadata: { eventId: upper } }], 'no-stream');
    expect(
      store.append('s', [{ ...seated('Ann', 'N'), metadata: { eventId: upper.toLowerCase() } }], 'no-stream')
        .alreadyStored,
    ).toBe(true);
  });

  test('a batch mixing stored and new eventIds is refused and writes nothing', () => {
    const store = temp.open();
    store.append('s', [withId(1, 'Ann')], 'no-stream');
    for (const expected of [1, 'no-stream', 'any'] as const) {
      const attempt = () => store.append('s', [withId(1, 'Ann'), withId(2, 'Bob')], expected);
      expect(attempt).toThrow(IdempotencyConflictError);
      expect(attempt).toThrow(
        new RegExp(`mixes 1 stored eventId\\(s\\) \\(${id(1)}\\) with 1 new one\\(s\\) \\(${id(2)}\\)`),
      );
    }
    expect(store.headPosition()).toBe(1);
  });

  test('a stored eventId reused for another event is refused', () => {
    const store = temp.open();
    store.append('s', [withId(1, 'Ann')], 'no-stream');
    expect(() => store.append('s', [withId(1, 'Bob')], 'any')).toThrow(
      /already stored as a different event \(stream s, position 1/,
    );
    expect(() => store.append('t', [withId(1, 'Ann')], 'any')).toThrow(IdempotencyConflictError);
    expect(store.headPosition()).toBe(1);
  });

  test('the same eventId twice in one batch is refused', () => {
    const store = temp.open();
    expect(() => store.append('s', [withId(1, 'Ann'), withId(1, 'Ann')], 'any')).toThrow(InvalidAppendError);
    expect(() => store.append('s', [withId(1, 'Ann'), withId(1, 'Ann')], 'any')).toThrow(/appears twice in one batch/);
  });

  test('a new batch with a stale version is still a conflict', () => {
    const store = temp.open();
    store.append('s', [withId(1, 'Ann')], 'no-stream');
    expect(() => store.append('s', [withId(2, 'Bob')], 'no-stream')).toThrow(ConcurrencyError);
  });
});
