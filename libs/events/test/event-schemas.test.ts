import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { defineEventType, EventDataError, recordedEventSchema, type RecordedEvent } from '../src';

const ContractBid = defineEventType(
  'ContractBid',
  2,
  z.object({ level: z.number().int().min(1).max(7), strain: z.enum(['C', 'D', 'H', 'S', 'NT']) }),
);

const recorded = (type: string, schemaVersion: number, data: unknown): RecordedEvent => ({
  position: 7,
  streamId: 'board-1',
  streamPosition: 3,
  type,
  schemaVersion,
  data,
  metadata: {
    eventId: '0b7c4a52-8f0e-4a7a-9d53-6a1f1c2f8e10',
    occurredAt: '2026-11-21T10:00:00.000Z',
    recordedAt: '2026-11-21T10:00:00.000Z',
    actor: { id: 'ann', role: 'player' },
  },
});

describe('defineEventType', () => {
  test('create validates and stamps type and version', () => {
    expect(ContractBid.create({ level: 4, strain: 'S' })).toEqual({
      type: 'ContractBid',
      schemaVersion: 2,
      data: { level: 4, strain: 'S' },
    });
  });
  test('create refuses bad data, naming the field', () => {
    expect(() => ContractBid.create({ level: 8, strain: 'S' })).toThrow(/ContractBid v2: invalid data: level:/);
  });
  test('parse checks type, version and data, naming the position', () => {
    expect(ContractBid.parse(recorded('ContractBid', 2, { level: 1, strain: 'NT' })).data).toEqual({
      level: 1,
      strain: 'NT',
    });
    expect(() => ContractBid.parse(recorded('ContractBid', 2, { level: 1, strain: 'X' }))).toThrow(
      /position 7: invalid data: strain:/,
    );
    expect(() => ContractBid.parse(recorded('ContractBid', 1, {}))).toThrow(/expected schemaVersion 2/);
    expect(() => ContractBid.parse(recorded('Pass', 1, {}))).toThrow(EventDataError);
  });
  test('a schema version below 1 is refused', () => {
    expect(() => defineEventType('X', 0, z.object({}))).toThrow(/positive integer, got 0/);
  });
});

describe('recordedEventSchema', () => {
  test('accepts a well-formed recorded event and refuses a bad eventId', () => {
    expect(recordedEventSchema.safeParse(recorded('Pass', 1, {})).success).toBe(true);
    const bad = { ...recorded('Pass', 1, {}), metadata: { ...recorded('Pass', 1, {}).metadata, eventId: 'nope' } };
    const result = recordedEventSchema.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['metadata', 'eventId']);
  });
});
