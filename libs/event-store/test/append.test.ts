import { describe, expect, test } from 'vitest';
import { ConcurrencyError, IdempotencyConflictError, InvalidAppendError } from '../src';
import { seated, useTempDir } from './support/temp-store';

const temp = useTempDir();

describe('append', () => {
  test('assigns global and stream positions from 1 without gaps', () => {
    const store = temp.open();
    const a = store.append('table-1', [seated('Ann', 'N'), seated('Bob', 'S')], 'no-stream');
    const b = store.append('table-2', [seated('Cy', 'E')], 'no-stream');
    const c = store.append('table-1', [seated('Di', 'W')], 2);
    expect(a.events.map((e) => [e.position, e.streamPosition])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(a.nextExpectedVersion).toBe(2);
    expect(b.events.map((e) => [e.position, e.streamPosition])).toEqual([[3, 1]]);
    expect(c.events.map((e) => [e.position, e.streamPosition])).toEqual([[4, 3]]);
    expect(store.streamVersion('table-1')).toBe(3);
    expect(store.streamVersion('table-9')).toBe(0);
    expect(store.headPosition()).toBe(4);
  });

  test('stores the metadata it is given and fills in the rest', () => {
    const store = temp.open({ now: () => new Date('2026-11-21T10:00:00.000Z') });
    const eventId = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
    store.append(
      'table-1',
      [
        {
          ...seated('Ann', 'N'),
          metadata: {
            eventId,
            occurredAt: '2026-11-21T09:59:00.000Z',
            actor: { id: 'td-1', role: 'director' },
            correlationId: 'session-7',
            causationId: 'cmd-3',
          },
        },
        seated('Bob', 'S'),
      ],
      'any',
    );
    const [first, second] = store.readStream('table-1');
    expect(first!.metadata).toEqual({
      eventId,
      occurredAt: '2026-11-21T09:59:00.000Z',
      recordedAt: '2026-11-21T10:00:00.000Z',
      actor: { id: 'td-1', role: 'director' },
      correlationId: 'session-7',
      causationId: 'cmd-3',
    });
    expect(second!.metadata.actor).toEqual({ id: 'system', role: 'system' });
    expect(second!.metadata.occurredAt).toBe('2026-11-21T10:00:00.000Z');
    expect(second!.metadata.eventId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.metadata).not.toHaveProperty('correlationId');
  });

  describe('expected version', () => {
    test('a number must equal the stream version (0: no events yet)', () => {
      const store = temp.open();
      store.append('s', [seated('Ann', 'N')], 0);
      store.append('s', [seated('Bob', 'S')], 1);
      const error = (() => {
        try {
          store.append('s', [seated('Cy', 'E')], 1);
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(ConcurrencyError);
      expect(error).toMatchObject({ streamId: 's', expected: 1, actual: 2 });
      expect(() => store.append('t', [seated('Cy', 'E')], 3)).toThrow(
        expect.objectContaining({ expected: 3, actual: 'no-stream' }),
      );
    });
    test("'no-stream' fails once the stream has events", () => {
      const store = temp.open();
      store.append('s', [seated('Ann', 'N')], 'no-stream');
      expect(() => store.append('s', [seated('Bob', 'S')], 'no-stream')).toThrow(
        expect.objectContaining({ expected: 'no-stream', actual: 1 }),
      );
      expect(() => store.append('s', [seated('Bob', 'S')], 'no-stream')).toThrow(
        /stream s: expected version no-stream, but it is 1/,
      );
    });
    test("'exists' fails on a stream without events", () => {
      const store = temp.open();
      expect(() => store.append('s', [seated('Ann', 'N')], 'exists')).toThrow(
        expect.objectContaining({ expected: 'exists', actual: 'no-stream' }),
      );
      store.append('s', [seated('Ann', 'N')], 'any');
      expect(store.append('s', [seated('Bob', 'S')], 'exists').nextExpectedVersion).toBe(2);
    });
    test("'any' never conflicts", () => {
      const store = temp.open();
      store.append('s', [seated('Ann', 'N')], 'any');
      store.append('s', [seated('Bob', 'S')], 'any');
      expect(store.streamVersion('s')).toBe(2);
    });
    test('a bad expected version is refused before anything happens', () => {
      const store = temp.open();
      expect(() => store.append('s', [seated('Ann', 'N')], -1)).toThrow(InvalidAppendError);
      expect(() => store.append('s', [seated('Ann', 'N')], 'latest' as never)).toThrow(/expectedVersion must be/);
    });
    test('an empty batch only checks the version and writes nothing', () => {
      const store = temp.open();
      expect(store.append('s', [], 'no-stream')).toMatchObject({ nextExpectedVersion: 0, events: [] });
      expect(store.streamVersion('s')).toBe(0);
      expect(() => store.append('s', [], 'exists')).toThrow(ConcurrencyError);
    });
  });

  test('a batch that fails halfway leaves nothing behind', () => {
    const store = temp.open();
    const taken = '11111111-2222-4333-8444-555555555555';
    store.append('other', [{ ...seated('Zed', 'N'), metadata: { eventId: taken } }], 'no-stream');
    // The third event's eventId is already stored elsewhere: the insert fails after two rows went in.
    const batch = [
      seated('Ann', 'N'),
      seated('Bob', 'S'),
      { ...seated('Cy', 'E'), metadata: { eventId: taken } },
      seated('Di', 'W'),
    ];
    expect(() => store.append('s', batch, 'no-stream')).toThrow(IdempotencyConflictError);
    expect(store.readStream('s')).toEqual([]);
    expect(store.streamVersion('s')).toBe(0);
    expect(store.headPosition()).toBe(1);
    expect(store.append('s', [seated('Ann', 'N')], 'no-stream').events[0]!.position).toBe(2);
    expect(store.verifyChain().ok).toBe(true);
  });

  test('bad events are refused with the field named', () => {
    const store = temp.open();
    expect(() => store.append('', [seated('Ann', 'N')], 'any')).toThrow(/streamId must be a non-empty string/);
    expect(() => store.append('s', [{ type: '', schemaVersion: 1, data: {} }], 'any')).toThrow(
      /event 0 \(\): type must be/,
    );
    expect(() => store.append('s', [{ type: 'X', schemaVersion: 0, data: {} }], 'any')).toThrow(
      /schemaVersion must be a positive integer, got 0/,
    );
    expect(() => store.append('s', [{ type: 'X', schemaVersion: 1, data: { at: new Date(0) } }], 'any')).toThrow(
      /data\.at: a Date object is not plain JSON/,
    );
    expect(() => store.append('s', [{ type: 'X', schemaVersion: 1, data: { n: Number.NaN } }], 'any')).toThrow(
      /data\.n: NaN is not a JSON number/,
    );
    expect(() =>
      store.append('s', [{ type: 'X', schemaVersion: 1, data: {}, metadata: { eventId: 'abc' } }], 'any'),
    ).toThrow(/metadata.eventId must be a UUID, got "abc"/);
    expect(() =>
      store.append('s', [{ type: 'X', schemaVersion: 1, data: {}, metadata: { occurredAt: 'yesterday' } }], 'any'),
    ).toThrow(/occurredAt must be an ISO 8601/);
    expect(() =>
      store.append('s', [{ type: 'X', schemaVersion: 1, data: {}, metadata: { actor: { id: 'a', role: '' } } }], 'any'),
    ).toThrow(/actor must have a non-empty id and role/);
    expect(() =>
      store.append('s', [{ type: 'X', schemaVersion: 1, data: {}, metadata: { correlationId: '' } }], 'any'),
    ).toThrow(/event 0 \(X\): metadata.correlationId must be a non-empty string/);
    expect(() =>
      store.append('s', [seated('Ann', 'N'), { type: 'X', schemaVersion: 1, data: [undefined] }], 'any'),
    ).toThrow('stream s, event 1 (X): data[0]: undefined is not JSON');
    expect(store.headPosition()).toBe(0);
  });
});
