import { AssertionError } from 'node:assert';
import { describe, expect, test } from 'vitest';
import { DomainError } from '@club/events';
import { deciderSpec } from '../src';
// The seats decider of libs/events' fold tests: players take seats; a taken seat is refused.
import { table } from '../../events/test/support/seat-table';

const spec = deciderSpec(table);

describe('given/when/then', () => {
  test('then: the decided events', () => {
    spec
      .given([])
      .when({ type: 'TakeSeat', seat: 'E', player: 'Cy' })
      .then([{ type: 'SeatTaken', seat: 'E', player: 'Cy' }]);
  });
  test('then fails with an AssertionError when the events differ', () => {
    expect(() =>
      spec
        .given([])
        .when({ type: 'TakeSeat', seat: 'E', player: 'Cy' })
        .then([{ type: 'SeatTaken', seat: 'W', player: 'Cy' }]),
    ).toThrow(AssertionError);
  });
  test('thenThrows: by code, class, message and predicate', () => {
    const when = spec
      .given([{ type: 'SeatTaken', seat: 'N', player: 'Ann' }])
      .when({ type: 'TakeSeat', seat: 'N', player: 'Bob' });
    when.thenThrows('seat-taken');
    when.thenThrows(DomainError);
    when.thenThrows(/seat N is taken by Ann/);
    when.thenThrows((e) => e instanceof DomainError && e.details['seat'] === 'N');
  });
  test('thenThrows fails when the command is accepted or refused for another reason', () => {
    expect(() => spec.given([]).when({ type: 'TakeSeat', seat: 'N', player: 'Bob' }).thenThrows('seat-taken')).toThrow(
      /accepted/,
    );
    const refused = spec
      .given([{ type: 'SeatTaken', seat: 'N', player: 'Ann' }])
      .when({ type: 'TakeSeat', seat: 'N', player: 'Bob' });
    expect(() => refused.thenThrows('seat-free')).toThrow(/unexpected error/);
    expect(() => refused.thenThrows(TypeError)).toThrow(AssertionError);
  });
  test('thenThrows requires the expected error: without one it fails, refused or not', () => {
    const refused = spec
      .given([{ type: 'SeatTaken', seat: 'N', player: 'Ann' }])
      .when({ type: 'TakeSeat', seat: 'N', player: 'Bob' });
    const untyped = refused as unknown as { thenThrows(): void };
    expect(() => untyped.thenThrows()).toThrow('thenThrows needs the expected error');
  });
  test('thenState: history plus decision', () => {
    spec
      .given([{ type: 'SeatTaken', seat: 'N', player: 'Ann' }])
      .when({ type: 'TakeSeat', seat: 'S', player: 'Bob' })
      .thenState({ seats: { N: 'Ann', S: 'Bob' } });
  });
});
