import { describe, expect, test } from 'vitest';
import { DomainError, fold, type Decider } from '../src';

// A tiny table: players take seats; a taken seat is refused. (The given/when/then helper's own
// tests moved with it to libs/testing.)
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
