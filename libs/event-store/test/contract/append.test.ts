// Contract: appends, expected versions and idempotent retries, the same on every adapter.
import { describe, expect, test } from 'vitest';
import { ConcurrencyError, IdempotencyConflictError, InvalidAppendError } from '../../src';
import { seated } from '../support/temp-store';
import { ADAPTERS } from './adapters';

const ANN_ID = '0190a000-0000-7000-8000-000000000001';
const BOB_ID = '0190a000-0000-7000-8000-000000000002';

describe.each(ADAPTERS)('append on $name', (adapter) => {
  const logs = adapter.use();

  test('assigns global and stream positions from 1 without gaps', async () => {
    const log = await logs.open();
    const a = await log.append('table-1', [seated('Ann', 'N'), seated('Bob', 'S')], 'no-stream');
    const b = await log.append('table-2', [seated('Cy', 'E')], 'no-stream');
    const c = await log.append('table-1', [seated('Di', 'W')], 2);
    expect(a.events.map((e) => [e.position, e.streamPosition])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(a.nextExpectedVersion).toBe(2);
    expect(b.events.map((e) => [e.position, e.streamPosition])).toEqual([[3, 1]]);
    expect(c.events.map((e) => [e.position, e.streamPosition])).toEqual([[4, 3]]);
    expect(await log.streamVersion('table-1')).toBe(3);
    expect(await log.streamVersion('table-9')).toBe(0);
    expect(await log.headPosition()).toBe(4);
  });

  test('any stream id round-trips: quotes, backslashes, other scripts', async () => {
    const log = await logs.open();
    const odd = `table '7' \\ "x" ; -- ☺ ${'\u00e9'}`;
    await log.append(odd, [seated('Ann', 'N')], 'no-stream');
    await log.append(odd, [seated('Bob', 'S')], 1);
    expect((await log.readStream(odd)).map((e) => [e.streamId, e.streamPosition])).toEqual([
      [odd, 1],
      [odd, 2],
    ]);
    expect(await log.streamVersion(odd)).toBe(2);
    expect((await log.verifyChain()).ok).toBe(true);
  });

  test('stores the metadata it is given and fills in the rest', async () => {
    const log = await logs.open({ now: () => new Date('2026-11-21T10:00:00.000Z') });
    await log.append(
      'table-1',
      [
        {
          ...seated('Ann', 'N'),
          metadata: {
            eventId: ANN_ID,
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
    const [first, second] = await log.readStream('table-1');
    expect(first!.metadata).toEqual({
      eventId: ANN_ID,
      occurredAt: '2026-11-21T09:59:00.000Z',
      recordedAt: '2026-11-21T10:00:00.000Z',
      actor: { id: 'td-1', role: 'director' },
      correlationId: 'session-7',
      causationId: 'cmd-3',
    });
    expect(second!.metadata.actor).toEqual({ id: 'system', role: 'system' });
    expect(second!.metadata.occurredAt).toBe('2026-11-21T10:00:00.000Z');
    expect(second!.metadata).not.toHaveProperty('correlationId');
    expect(first!.data).toEqual({ player: 'Ann', seat: 'N' });
  });

  test('checks the expected version and says what it found', async () => {
    const log = await logs.open();
    await expect(log.append('t', [seated('Ann', 'N')], 'exists')).rejects.toMatchObject({
      name: 'ConcurrencyError',
      streamId: 't',
      expected: 'exists',
      actual: 'no-stream',
    });
    await log.append('t', [seated('Ann', 'N')], 'no-stream');
    const stale = log.append('t', [seated('Bob', 'S')], 0);
    await expect(stale).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(stale).rejects.toMatchObject({ expected: 0, actual: 1 });
    await expect(log.append('t', [seated('Bob', 'S')], 'no-stream')).rejects.toMatchObject({ actual: 1 });
    expect((await log.append('t', [seated('Bob', 'S')], 'exists')).nextExpectedVersion).toBe(2);
    expect((await log.append('t', [seated('Cy', 'E')], 'any')).nextExpectedVersion).toBe(3);
    expect((await log.append('t', [seated('Di', 'W')], 3)).nextExpectedVersion).toBe(4);
    // A refused append wrote nothing.
    expect(await log.headPosition()).toBe(4);
  });

  test('refuses bad input with the field named, writing nothing', async () => {
    const log = await logs.open();
    await expect(log.append('t', [seated('Ann', 'N')], -1 as never)).rejects.toBeInstanceOf(InvalidAppendError);
    await expect(log.append('t', [{ type: 'X', schemaVersion: 1, data: { when: new Date() } }], 'any')).rejects.toThrow(
      /data\.when/,
    );
    await expect(log.append('', [seated('Ann', 'N')], 'any')).rejects.toThrow(/streamId/);
    expect(await log.headPosition()).toBe(0);
  });

  test('two writers with the same expected version: one wins, the other gets a ConcurrencyError', async () => {
    const log = await logs.open();
    const other = await logs.another();
    await log.append('t', [seated('Ann', 'N')], 'no-stream');
    const results = await Promise.allSettled([
      log.append('t', [seated('Bob', 'S')], 1),
      other.append('t', [seated('Cy', 'E')], 1),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrencyError);
    expect(await log.streamVersion('t')).toBe(2);
  });

  describe('idempotent retries by event id', () => {
    const batch = () => [
      { ...seated('Ann', 'N'), metadata: { eventId: ANN_ID } },
      { ...seated('Bob', 'S'), metadata: { eventId: BOB_ID } },
    ];

    test('a retried batch returns the original positions and writes nothing, whatever it expects', async () => {
      const log = await logs.open();
      const first = await log.append('t', batch(), 'no-stream');
      await log.append('t', [seated('Cy', 'E')], 2);
      const again = await log.append('t', batch(), 'no-stream');
      expect(again).toEqual({ ...first, alreadyStored: true });
      expect(await log.headPosition()).toBe(3);
      const retriedAny = await log.append('t', batch(), 'any');
      expect(retriedAny.alreadyStored).toBe(true);
      expect(await log.headPosition()).toBe(3);
    });

    test('a batch mixing stored and new ids is refused', async () => {
      const log = await logs.open();
      await log.append('t', [batch()[0]!], 'no-stream');
      await expect(log.append('t', batch(), 1)).rejects.toBeInstanceOf(IdempotencyConflictError);
      expect(await log.headPosition()).toBe(1);
    });

    test('a stored id reused for another event is refused', async () => {
      const log = await logs.open();
      await log.append('t', batch(), 'no-stream');
      const forged = [{ ...seated('Eve', 'N'), metadata: { eventId: ANN_ID } }];
      await expect(log.append('t', forged, 'any')).rejects.toBeInstanceOf(IdempotencyConflictError);
      await expect(log.append('elsewhere', [batch()[0]!], 'any')).rejects.toBeInstanceOf(IdempotencyConflictError);
      expect(await log.headPosition()).toBe(2);
    });
  });
});
