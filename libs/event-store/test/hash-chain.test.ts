import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { canonicalJson, GENESIS_HASH } from '../src';
import { canonicalMetadata } from '../src/hash-chain/event-hash';
import { seated, useTempDir } from './support/temp-store';

const temp = useTempDir();

describe('canonical JSON', () => {
  test('sorts keys at every depth, no whitespace, undefined properties left out', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: null, y: 'x' }], c: true }, e: undefined })).toBe(
      '{"a":{"c":true,"d":[3,{"y":"x","z":null}]},"b":1}',
    );
  });
  test('numbers and strings as JSON writes them', () => {
    expect(canonicalJson([-0, 1e21, 0.1, 'é"\n'])).toBe('[0,1e+21,0.1,"é\\"\\n"]');
  });
  test('keys sort by UTF-16 code units', () => {
    expect(canonicalJson({ b: 0, B: 0, a: 0, _: 0, '1': 0 })).toBe('{"1":0,"B":0,"_":0,"a":0,"b":0}');
  });
  test('refuses what JSON cannot carry, naming the path', () => {
    expect(() => canonicalJson({ a: [1, undefined] })).toThrow('value.a[1]: undefined is not JSON');
    expect(() => canonicalJson({ a: Infinity })).toThrow('value.a: Infinity is not a JSON number');
    expect(() => canonicalJson({ a: 1n })).toThrow('value.a: a bigint is not JSON');
    expect(() => canonicalJson(new Map())).toThrow('value: a Map object is not plain JSON');
  });
  test('parses back to the same value and is stable under re-canonicalisation', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = canonicalJson(value);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
        expect(canonicalJson(JSON.parse(text))).toBe(text);
      }),
      { numRuns: 200 },
    );
  });
  test('the hand-built metadata form equals the canonical JSON of the metadata', () => {
    const id = fc.string({ minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(
        fc.record({
          eventId: id,
          occurredAt: id,
          recordedAt: id,
          actor: fc.record({ id, role: id }),
          correlationId: fc.option(id, { nil: undefined }),
          causationId: fc.option(id, { nil: undefined }),
        }),
        (m) => {
          expect(canonicalMetadata(m)).toBe(canonicalJson(m));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('hash chain', () => {
  test('the first hash is SHA-256 of the genesis hash and the canonical event, worked by hand', () => {
    const store = temp.open({ now: () => new Date('2026-11-21T10:00:00.000Z') });
    const eventId = '0b7c4a52-8f0e-4a7a-9d53-6a1f1c2f8e10';
    store.append(
      'table-1',
      [
        {
          type: 'PlayerSeated',
          schemaVersion: 1,
          data: { seat: 'N', player: 'Ann' },
          metadata: { eventId, actor: { id: 'ann', role: 'player' } },
        },
      ],
      'no-stream',
    );
    const canonical =
      '{"data":{"player":"Ann","seat":"N"},"metadata":{"actor":{"id":"ann","role":"player"},"eventId":"0b7c4a52-8f0e-4a7a-9d53-6a1f1c2f8e10",' +
      '"occurredAt":"2026-11-21T10:00:00.000Z","recordedAt":"2026-11-21T10:00:00.000Z"},"position":1,"schemaVersion":1,"streamId":"table-1","streamPosition":1,"type":"PlayerSeated"}';
    const expected = createHash('sha256')
      .update('0'.repeat(64) + canonical)
      .digest('hex');
    expect(GENESIS_HASH).toBe('0'.repeat(64));
    expect(store.sqlite.prepare('SELECT hash FROM events WHERE position = 1').pluck().get()).toBe(expected);
    expect(store.verifyChain()).toEqual({ ok: true, events: 1, headHash: expected });
  });

  test('an empty store verifies', () => {
    expect(temp.open().verifyChain()).toEqual({ ok: true, events: 0, headHash: GENESIS_HASH });
  });

  function tamperedStore() {
    const store = temp.open();
    for (let i = 0; i < 5; i++) store.append(`table-${i % 2}`, [seated(`P${i}`, 'N'), seated(`Q${i}`, 'S')], 'any');
    expect(store.verifyChain()).toMatchObject({ ok: true, events: 10 });
    store.sqlite.exec('DROP TRIGGER events_no_update; DROP TRIGGER events_no_delete');
    return store;
  }

  test('a data change behind the store’s back fails at that position', () => {
    const store = tamperedStore();
    store.sqlite.prepare(`UPDATE events SET data = '{"player":"Mallory","seat":"N"}' WHERE position = 7`).run();
    expect(store.verifyChain()).toMatchObject({ ok: false, position: 7, events: 6 });
  });

  test('a metadata change fails at that position', () => {
    const store = tamperedStore();
    store.sqlite.prepare(`INSERT INTO actors (actor_id, actor_role) VALUES ('system', 'director')`).run();
    store.sqlite
      .prepare(
        `UPDATE events SET actor_key = (SELECT actor_key FROM actors WHERE actor_role = 'director') WHERE position = 4`,
      )
      .run();
    expect(store.verifyChain()).toMatchObject({
      ok: false,
      position: 4,
      reason: expect.stringMatching(/hash mismatch/),
    });
  });

  test('an occurredAt written where it was left NULL (= recordedAt) fails at that position', () => {
    const store = tamperedStore();
    store.sqlite.prepare(`UPDATE events SET occurred_at = '2020-01-01T00:00:00.000Z' WHERE position = 6`).run();
    expect(store.verifyChain()).toMatchObject({
      ok: false,
      position: 6,
      reason: expect.stringMatching(/hash mismatch/),
    });
  });

  test('a changed dictionary row fails at the first event that refers to it', () => {
    // Positions 1..10 alternate table-0 (key 1) and table-1 (key 2) in pairs: table-1 starts at 3.
    const store = tamperedStore();
    store.sqlite.exec('DROP TRIGGER streams_key_and_id_fixed');
    store.sqlite.prepare(`UPDATE streams SET stream_id = 'table-9' WHERE stream_id = 'table-1'`).run();
    expect(store.verifyChain()).toMatchObject({
      ok: false,
      position: 3,
      reason: expect.stringMatching(/hash mismatch/),
    });
  });

  test('a type changed in its dictionary row fails at the first event of that type', () => {
    const store = tamperedStore();
    store.sqlite.exec('DROP TRIGGER event_types_no_update');
    store.sqlite.prepare(`UPDATE event_types SET type = 'PlayerUnseated'`).run();
    expect(store.verifyChain()).toMatchObject({
      ok: false,
      position: 1,
      reason: expect.stringMatching(/hash mismatch/),
    });
  });

  test('a schema version changed in its dictionary row fails at the first event of that type', () => {
    const store = tamperedStore();
    store.sqlite.exec('DROP TRIGGER event_types_no_update');
    store.sqlite.prepare('UPDATE event_types SET schema_version = 2').run();
    expect(store.verifyChain()).toMatchObject({
      ok: false,
      position: 1,
      reason: expect.stringMatching(/hash mismatch/),
    });
  });

  test('an event whose key has no dictionary row is reported at its position', () => {
    const store = tamperedStore();
    store.sqlite.pragma('foreign_keys = OFF');
    store.sqlite.prepare('UPDATE events SET type_key = 99 WHERE position = 8').run();
    expect(store.verifyChain()).toMatchObject({
      ok: false,
      position: 8,
      reason: expect.stringMatching(/refers to a stream, type or actor that is not stored/),
    });
  });

  test('a recomputed hash on a changed row still fails at the next position', () => {
    const store = tamperedStore();
    store.sqlite.prepare(`UPDATE events SET hash = '${'f'.repeat(64)}' WHERE position = 3`).run();
    expect(store.verifyChain()).toMatchObject({ ok: false, position: 3 });
  });

  test('a deleted event fails where it is missing', () => {
    const store = tamperedStore();
    store.sqlite.prepare('DELETE FROM events WHERE position = 5').run();
    expect(store.verifyChain()).toMatchObject({
      ok: false,
      position: 5,
      reason: expect.stringMatching(/position 5 is missing/),
    });
  });

  test('a cut-off tail leaves a valid shorter chain, but the stream version gives it away', () => {
    const store = tamperedStore();
    store.sqlite.prepare('DELETE FROM events WHERE position >= 9').run();
    expect(store.verifyChain()).toMatchObject({
      ok: false,
      events: 8,
      position: 9,
      reason: expect.stringMatching(/stream table-0 has version 6 but its last stored event is at stream position 4/),
    });
  });
});
