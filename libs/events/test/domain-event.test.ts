import { describe, expect, test } from 'vitest';
import { event, eventOf, eventsAt, taggedEventOf, versionedEventOf, type RecordedEvent } from '../src';

type Played = { readonly type: 'CardPlayed'; readonly schemaVersion: number; readonly card: string };

const recorded = (type: string, schemaVersion: number, data: unknown): RecordedEvent => ({
  position: 7,
  streamId: 's',
  streamPosition: 1,
  type,
  schemaVersion,
  data,
  metadata: {
    eventId: '00000000-0000-4000-8000-000000000000',
    occurredAt: 'x',
    recordedAt: 'x',
    actor: { id: 'a', role: 'r' },
  },
});

describe('event(): deciders never write the version', () => {
  test('stamps the current version (1) and keeps the fields', () => {
    expect(event('CardPlayed', { card: 'H5' })).toEqual({ type: 'CardPlayed', schemaVersion: 1, card: 'H5' });
    expect(event('RoundEnded')).toEqual({ type: 'RoundEnded', schemaVersion: 1 });
  });

  test('eventsAt(versions) stamps the version a type has moved on to', () => {
    const at = eventsAt({ CardPlayed: 2 });
    expect(at('CardPlayed', { card: 'H5' }).schemaVersion).toBe(2);
    expect(at('DummySpread', { seat: 'N' }).schemaVersion).toBe(1);
  });
});

describe('eventOf(): the one typed reading of a stored event', () => {
  test('data and type as the domain event; the version stays on the envelope', () => {
    expect(eventOf<Played>(recorded('CardPlayed', 1, { card: 'H5' }))).toStrictEqual({
      card: 'H5',
      type: 'CardPlayed',
    });
  });

  test('versionedEventOf: data, type and version, as a decider folds it', () => {
    expect(versionedEventOf<Played>(recorded('CardPlayed', 2, { card: 'H5' }))).toStrictEqual({
      card: 'H5',
      type: 'CardPlayed',
      schemaVersion: 2,
    });
  });

  test('taggedEventOf: [type, data] with the stored data itself (not copied)', () => {
    const stored = recorded('CardPlayed', 1, { card: 'H5' });
    const [type, data] = taggedEventOf<Played>(stored);
    expect(type).toBe('CardPlayed');
    expect(data).toBe(stored.data);
  });
});
