import { AssertionError } from 'node:assert';
import { describe, expect, test } from 'vitest';
import { deciderSpec, DomainError, fold, type Decider } from '../src';

// A tiny table: players take seats; a taken seat is refused.
type Seat = 'N' | 'E' | 'S' | 'W';
type Command = { type: 'TakeSeat'; seat: Seat; player: string };
type Event = { type: 'SeatTaken'; seat: Seat; player: string };
type State = { readonly seats: Readonly<Partial<Record<Seat, string>>> };

const table: Decider<Command, Event, State> = {
  initialState: { seats: {} },
  decide(command, state) {
    const holder = state.seats[command.seat];
    if (holder) throw new DomainError('seat-taken', `seat ${command.seat} is taken by ${holder}`, { seat: command.seat });
    return [{ type: 'SeatTaken', seat: command.seat, player: command.player }];
  },
  evolve: (state, event) => ({ seats: { ...state.seats, [event.seat]: event.player } }),
};

const spec = deciderSpec(table);

describe('fold', () => {
  test('replays events in order from the initial state', () => {
    const state = fold(table, [
      { type: 'SeatTaken', seat: 'N', player: 'Ann' },
      { type: 'SeatTaken', seat: 'S', player: 'Bob' },
    ]);
    expect(state).toEqual({ seats: { N: 'Ann', S: 'Bob' } });
  });
  test('an empty history is the initial state', () => expect(fold(table, [])).toBe(table.initialState));
});

describe('given/when/then', () => {
  test('then: the decided events', () => {
    spec.given([]).when({ type: 'TakeSeat', seat: 'E', player: 'Cy' }).then([{ type: 'SeatTaken', seat: 'E', player: 'Cy' }]);
  });
  test('then fails with an AssertionError when the events differ', () => {
    expect(() =>
      spec.given([]).when({ type: 'TakeSeat', seat: 'E', player: 'Cy' }).then([{ type: 'SeatTaken', seat: 'W', player: 'Cy' }]),
    ).toThrow(AssertionError);
  });
  test('thenThrows: by code, class, message and predicate', () => {
    const when = spec.given([{ type: 'SeatTaken', seat: 'N', player: 'Ann' }]).when({ type: 'TakeSeat', seat: 'N', player: 'Bob' });
    when.thenThrows('seat-taken');
    when.thenThrows(DomainError);
    when.thenThrows(/seat N is taken by Ann/);
    when.thenThrows((e) => e instanceof DomainError && e.details['seat'] === 'N');
    when.thenThrows();
  });
  test('thenThrows fails when the command is accepted or refused for another reason', () => {
    expect(() => spec.given([]).when({ type: 'TakeSeat', seat: 'N', player: 'Bob' }).thenThrows()).toThrow(/accepted/);
    const refused = spec.given([{ type: 'SeatTaken', seat: 'N', player: 'Ann' }]).when({ type: 'TakeSeat', seat: 'N', player: 'Bob' });
    expect(() => refused.thenThrows('seat-free')).toThrow(/unexpected error/);
    expect(() => refused.thenThrows(TypeError)).toThrow(AssertionError);
  });
  test('thenState: history plus decision', () => {
    spec.given([{ type: 'SeatTaken', seat: 'N', player: 'Ann' }]).when({ type: 'TakeSeat', seat: 'S', player: 'Bob' }).thenState({ seats: { N: 'Ann', S: 'Bob' } });
  });
});
