// Contract: reads of streams and of the whole log, in order, with upcasting, on every adapter.
import { describe, expect, test } from 'vitest';
import { UpcasterRegistry } from '@club/events';
import { InvalidArgumentError } from '../../src';
import { seated } from '../support/temp-store';
import { ADAPTERS } from './adapters';

const bid = (call: string) => ({ type: 'Bid', schemaVersion: 1, data: { call } });

describe.each(ADAPTERS)('reads on $name', (adapter) => {
  const logs = adapter.use();

  test('readStream gives a stream in order, from a position, up to a limit', async () => {
    const log = await logs.open();
    await log.append('a', [seated('Ann', 'N'), seated('Bob', 'S')], 'no-stream');
    await log.append('b', [seated('Cy', 'E')], 'no-stream');
    await log.append('a', [seated('Di', 'W')], 2);
    const a = await log.readStream('a');
    expect(a.map((e) => [e.position, e.streamId, e.streamPosition, e.data])).toEqual([
      [1, 'a', 1, { player: 'Ann', seat: 'N' }],
      [2, 'a', 2, { player: 'Bob', seat: 'S' }],
      [4, 'a', 3, { player: 'Di', seat: 'W' }],
    ]);
    expect((await log.readStream('a', { from: 2, limit: 1 })).map((e) => e.streamPosition)).toEqual([2]);
    expect(await log.readStream('none')).toEqual([]);
    await expect(log.readStream('a', { from: 0 })).rejects.toBeInstanceOf(InvalidArgumentError);
  });

  test('readAll gives every stream in global order, from a position, by type', async () => {
    const log = await logs.open();
    await log.append('a', [seated('Ann', 'N'), bid('1NT')], 'no-stream');
    await log.append('b', [bid('Pass'), seated('Cy', 'E')], 'no-stream');
    await log.append('a', [bid('2C')], 2);
    const all = await log.readAll();
    expect(all.map((e) => [e.position, e.streamId, e.type])).toEqual([
      [1, 'a', 'PlayerSeated'],
      [2, 'a', 'Bid'],
      [3, 'b', 'Bid'],
      [4, 'b', 'PlayerSeated'],
      [5, 'a', 'Bid'],
    ]);
    expect((await log.readAll({ fromPosition: 3, limit: 2 })).map((e) => e.position)).toEqual([3, 4]);
    expect((await log.readAll({ types: ['Bid'] })).map((e) => e.position)).toEqual([2, 3, 5]);
    expect((await log.readAll({ types: ['Bid'], fromPosition: 3, limit: 1 })).map((e) => e.position)).toEqual([3]);
    expect(await log.readAll({ types: [] })).toEqual([]);
    expect(await log.readAll({ fromPosition: 6 })).toEqual([]);
    await expect(log.readAll({ limit: -1 })).rejects.toBeInstanceOf(InvalidArgumentError);
  });

  test('iterateAll gives the events of readAll one at a time, page by page, reaching appends made meanwhile', async () => {
    const log = await logs.open();
    for (let i = 0; i < 7; i++)
      await log.append(`t-${i % 2}`, [i % 3 === 0 ? bid(`${i}C`) : seated(`p${i}`, 'N')], 'any');
    const collect = async (iterator: AsyncIterable<{ position: number }>) => {
      const out: number[] = [];
      for await (const event of iterator) out.push(event.position);
      return out;
    };
    expect(await collect(log.iterateAll({ pageSize: 2 }))).toEqual((await log.readAll()).map((e) => e.position));
    expect(await collect(log.iterateAll({ pageSize: 2, types: ['Bid'] }))).toEqual([1, 4, 7]);
    expect(await collect(log.iterateAll({ pageSize: 3, fromPosition: 2, limit: 4 }))).toEqual([2, 3, 4, 5]);
    expect(await collect(log.iterateAll({ types: [] }))).toEqual([]);
    const seen: number[] = [];
    for await (const event of log.iterateAll({ pageSize: 2 })) {
      seen.push(event.position);
      if (event.position === 6) await log.append('t-9', [seated('late', 'S')], 'any');
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(() => log.iterateAll({ pageSize: 0 })).toThrow(InvalidArgumentError);
  });

  test('iterateAll stopped early, or asked twice at once, gives each event once; pages end at the limit', async () => {
    const log = await logs.open();
    for (let i = 0; i < 9; i++) await log.append(`t-${i % 3}`, [bid(`${i}C`)], 'any');
    const stopped: number[] = [];
    for await (const event of log.iterateAll({ pageSize: 2 })) {
      stopped.push(event.position);
      if (event.position === 3) break;
    }
    expect(stopped).toEqual([1, 2, 3]);
    const scan = log.iterateAll({ pageSize: 2, fromPosition: 4, limit: 4 });
    const asked = await Promise.all([scan.next(), scan.next(), scan.next(), scan.next(), scan.next()]);
    expect(asked.map((r) => (r.done ? 'done' : r.value.position))).toEqual([4, 5, 6, 7, 'done']);
    // The log stays usable after a scan left unfinished (its page read ahead is dropped).
    await log.append('t-0', [bid('Pass')], 'any');
    expect(await log.headPosition()).toBe(10);
  });

  test('one actor id under two roles reads back as two actors, each with its role', async () => {
    const log = await logs.open();
    const by = (role: string) => ({ ...bid('1S'), metadata: { actor: { id: 'ann', role } } });
    await log.append('a', [by('player'), by('director'), by('player')], 'any');
    const actors = (await log.readAll()).map((e) => e.metadata.actor);
    expect(actors).toEqual([
      { id: 'ann', role: 'player' },
      { id: 'ann', role: 'director' },
      { id: 'ann', role: 'player' },
    ]);
  });

  test('events are upcast on read (versions and renames); stored rows stay as written', async () => {
    const upcasters = new UpcasterRegistry()
      .register('Bid', 1, (d: { call: string }) => ({ call: d.call, alerted: false }))
      .rename('Seated', 'PlayerSeated');
    const writer = await logs.open();
    await writer.append('a', [bid('1NT'), { type: 'Seated', schemaVersion: 1, data: { player: 'Ann' } }], 'any');
    const reader = await logs.another({ upcasters });
    const [first, second] = await reader.readAll();
    expect(first).toMatchObject({ type: 'Bid', schemaVersion: 2, data: { call: '1NT', alerted: false } });
    expect(second).toMatchObject({ type: 'PlayerSeated', data: { player: 'Ann' } });
    expect((await reader.readAll({ types: ['PlayerSeated'] })).map((e) => e.position)).toEqual([2]);
    const iterated: string[] = [];
    for await (const event of reader.iterateAll({ types: ['PlayerSeated'], pageSize: 1 })) iterated.push(event.type);
    expect(iterated).toEqual(['PlayerSeated']);
    expect((await reader.readStream('a')).map((e) => e.schemaVersion)).toEqual([2, 1]);
    expect((await writer.readAll()).map((e) => [e.type, e.schemaVersion])).toEqual([
      ['Bid', 1],
      ['Seated', 1],
    ]);
  });
});
