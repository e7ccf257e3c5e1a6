// The dictionary caches (stream ids, types, actors) of each connection against a file that other
// connections write too. Two stores opened on one file have separate caches, as two processes do.
import { describe, expect, test } from 'vitest';
import type { Actor, RecordedEvent } from '@club/events';
import { IdempotencyConflictError } from '../src';
import { useTempDir } from './support/temp-store';

const temp = useTempDir();
const event = (type: string, actor: Actor, eventId?: string) => ({
  type,
  schemaVersion: 1,
  data: { type },
  metadata: { actor, ...(eventId ? { eventId } : {}) },
});
const zed = { id: 'zed', role: 'scorer' };
const yan = { id: 'yan', role: 'player' };
const ann = { id: 'ann', role: 'director' };
const summary = (events: RecordedEvent[]) =>
  events.map((e) => `${e.position} ${e.streamId} ${e.type} ${e.metadata.actor.id}/${e.metadata.actor.role}`);

/** Two connections to one file, and a third opened at the end with empty caches to say what is stored. */
function twoWriters() {
  const file = temp.path();
  const a = temp.open({ file });
  const b = temp.open({ file });
  a.append('first', [event('Old', ann, '00000000-0000-7000-8000-000000000001')], 'no-stream');
  const stored = () => summary(temp.open({ file }).readAll());
  return { a, b, stored };
}

describe('dictionary keys and rolled-back appends', () => {
  test('a batch rolled back after inserting a new stream, type and actor leaves no key behind in the cache', () => {
    const { a, b, stored } = twoWriters();
    // The second event reuses a stored eventId: its insert fails, the whole batch rolls back
    // after the stream 'rolled', the type Fresh and the actor zed got keys in this transaction.
    expect(() =>
      a.append('rolled', [event('Fresh', zed), event('Old', ann, '00000000-0000-7000-8000-000000000001')], 'no-stream'),
    ).toThrow(IdempotencyConflictError);
    // Another writer now gets those same keys for other values.
    b.append('other', [event('Other', yan)], 'no-stream');
    a.append('rolled', [event('Fresh', zed)], 'no-stream');
    const expected = ['1 first Old ann/director', '2 other Other yan/player', '3 rolled Fresh zed/scorer'];
    expect(stored()).toEqual(expected);
    expect(summary(a.readAll())).toEqual(expected);
    expect(summary(b.readAll())).toEqual(expected);
    expect(a.verifyChain()).toMatchObject({ ok: true, events: 3 });
  });

  test('an append inside the caller’s transaction that rolls back: its keys are neither cached nor reused', () => {
    const { a, b, stored } = twoWriters();
    const attempt = a.sqlite.transaction(() => {
      a.append('nested', [event('Nested', zed)], 'no-stream');
      // Read inside the same transaction: the uncommitted event is visible, its keys must not be cached.
      expect(summary(a.readAll({ fromPosition: 2 }))).toEqual(['2 nested Nested zed/scorer']);
      throw new Error('the caller gives up');
    });
    expect(() => attempt()).toThrow('the caller gives up');
    b.append('other', [event('Other', yan)], 'no-stream');
    expect(summary(a.readAll({ fromPosition: 2 }))).toEqual(['2 other Other yan/player']);
    a.append('nested', [event('Nested', zed)], 'no-stream');
    const expected = ['1 first Old ann/director', '2 other Other yan/player', '3 nested Nested zed/scorer'];
    expect(stored()).toEqual(expected);
    expect(summary(a.readAll())).toEqual(expected);
  });

  test('an append inside the caller’s transaction that commits is read back once the transaction has ended', () => {
    const { a, b, stored } = twoWriters();
    a.sqlite.transaction(() => a.append('nested', [event('Nested', zed)], 'no-stream'))();
    b.append('other', [event('Other', yan)], 'no-stream');
    a.append('nested', [event('Nested', zed)], 1);
    const expected = [
      '1 first Old ann/director',
      '2 nested Nested zed/scorer',
      '3 other Other yan/player',
      '4 nested Nested zed/scorer',
    ];
    expect(stored()).toEqual(expected);
    expect(summary(a.readAll())).toEqual(expected);
    expect(a.sqlite.prepare('SELECT count(*) FROM event_types').pluck().get()).toBe(3);
  });
});

describe('dictionary keys added by another connection', () => {
  test('are found on a miss when reading, and reused (not inserted again) when appending', () => {
    const { a, b } = twoWriters();
    expect(summary(a.readAll())).toEqual(['1 first Old ann/director']);
    b.append('b-stream', [event('FromB', yan)], 'no-stream');
    expect(summary(a.readAll())).toEqual(['1 first Old ann/director', '2 b-stream FromB yan/player']);
    a.append('b-stream', [event('FromB', yan)], 1);
    expect(a.readStream('b-stream').map((e) => e.streamPosition)).toEqual([1, 2]);
    const counts = a.sqlite
      .prepare(
        'SELECT (SELECT count(*) FROM streams), (SELECT count(*) FROM event_types), (SELECT count(*) FROM actors)',
      )
      .raw()
      .get();
    expect(counts).toEqual([2, 2, 2]);
    expect(a.verifyChain()).toMatchObject({ ok: true, events: 3 });
  });

  test('an actor read back is one frozen object per actor, shared by its events', () => {
    const { a } = twoWriters();
    a.append('first', [event('Old', ann), event('Old', ann)], 1);
    const [x, y, z] = a.readAll().map((e) => e.metadata.actor);
    expect(x).toBe(y);
    expect(y).toBe(z);
    expect(Object.isFrozen(x)).toBe(true);
    expect(x).toEqual(ann);
  });
});
