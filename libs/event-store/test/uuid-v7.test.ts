import { describe, expect, test } from 'vitest';
import { isUuid } from '@club/events';
import { uuidV7 } from '../src/append/uuid-v7';

describe('UUIDv7 event ids', () => {
  test('carry the millisecond time, version 7 and the RFC variant', () => {
    const id = uuidV7(Date.UTC(2026, 10, 21, 10, 0, 0));
    // 2026-11-21T10:00:00Z is 1795255200000 ms since the epoch, 0x01a1fd8c6900.
    expect(id.slice(0, 13)).toBe('01a1fd8c-6900');
    expect(id[14]).toBe('7');
    expect('89ab').toContain(id[19]);
    expect(isUuid(id)).toBe(true);
  });
  test('are unique and sort by time', () => {
    const ids = Array.from({ length: 5000 }, (_, i) => uuidV7(1_700_000_000_000 + Math.floor(i / 10)));
    expect(new Set(ids).size).toBe(ids.length);
    const sortedByTime = ids.map((id) => id.slice(0, 13));
    expect([...sortedByTime].sort()).toEqual(sortedByTime);
  });
});
