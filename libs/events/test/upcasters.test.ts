import { describe, expect, test } from 'vitest';
import { UpcasterRegistry, UpcastError } from '../src';

// v1 had `seat` as a number 0..3; v2 spells the seat; v3 adds the table number.
const registry = new UpcasterRegistry()
  .register('PlayerSeated', 1, (d: { seat: number; player: string }) => ({
    seat: ['N', 'E', 'S', 'W'][d.seat],
    player: d.player,
  }))
  .register('PlayerSeated', 2, (d: { seat: string; player: string }) => ({ ...d, table: 1 }));

describe('UpcasterRegistry', () => {
  test('applies the chain from the stored version to the latest', () => {
    expect(registry.upcast({ type: 'PlayerSeated', schemaVersion: 1, data: { seat: 2, player: 'Ann' } })).toEqual({
      type: 'PlayerSeated',
      schemaVersion: 3,
      data: { seat: 'S', player: 'Ann', table: 1 },
    });
    expect(
      registry.upcast({ type: 'PlayerSeated', schemaVersion: 2, data: { seat: 'W', player: 'Bob' } }).data,
    ).toEqual({ seat: 'W', player: 'Bob', table: 1 });
  });
  test('leaves the latest version and other types untouched (same object)', () => {
    const latest = { type: 'PlayerSeated', schemaVersion: 3, data: {} };
    const other = { type: 'Pass', schemaVersion: 1, data: {} };
    expect(registry.upcast(latest)).toBe(latest);
    expect(registry.upcast(other)).toBe(other);
  });
  test('keeps the other fields of the event', () => {
    const out = registry.upcast({
      type: 'PlayerSeated',
      schemaVersion: 2,
      data: { seat: 'N', player: 'Cy' },
      position: 12,
    });
    expect(out.position).toBe(12);
  });
  test('currentVersion follows the chain', () => {
    expect(registry.currentVersion('PlayerSeated')).toBe(3);
    expect(registry.currentVersion('Pass')).toBe(1);
  });
  test('refuses a second upcaster for the same step and reports a failing step', () => {
    expect(() => new UpcasterRegistry().register('A', 1, (d) => d).register('A', 1, (d) => d)).toThrow(
      /A v1 is already registered/,
    );
    const failing = new UpcasterRegistry().register('A', 1, () => {
      throw new Error('boom');
    });
    expect(() => failing.upcast({ type: 'A', schemaVersion: 1, data: {}, position: 5 })).toThrow(UpcastError);
    expect(() => failing.upcast({ type: 'A', schemaVersion: 1, data: {}, position: 5 })).toThrow(
      /A v1 to v2 at position 5 failed: Error: boom/,
    );
  });
});

describe('UpcasterRegistry.rename', () => {
  const onBoards = new UpcasterRegistry()
    .rename('RoundEnded', 'BoardRoundEnded', (e) => e.streamId?.startsWith('tableboard-') ?? false)
    .register('BoardRoundEnded', 1, (d: object) => ({ ...d, v2: true }));
  test("renames where `when` holds, then applies the new name's steps", () => {
    expect(onBoards.upcast({ type: 'RoundEnded', schemaVersion: 1, data: {}, streamId: 'tableboard-x' })).toEqual({
      type: 'BoardRoundEnded',
      schemaVersion: 2,
      data: { v2: true },
      streamId: 'tableboard-x',
    });
    const session = { type: 'RoundEnded', schemaVersion: 1, data: { round: 1 }, streamId: 'session-x' };
    expect(onBoards.upcast(session)).toBe(session);
  });
  test('storedNamesOf: the name read and the names stored before it', () => {
    expect(onBoards.storedNamesOf('BoardRoundEnded')).toEqual(['BoardRoundEnded', 'RoundEnded']);
    expect(onBoards.storedNamesOf('RoundEnded')).toEqual(['RoundEnded']);
    expect(() => new UpcasterRegistry().rename('A', 'A')).toThrow(/the new name is the same/);
  });
});
