// A tiny table: players take seats; a taken seat is refused. The decider the tests of fold (here)
// and of the given/when/then helper (libs/testing) use.
import { DomainError, type Decider } from '../../src';

export type Seat = 'N' | 'E' | 'S' | 'W';
type Command = { type: 'TakeSeat'; seat: Seat; player: string };
type Event = { type: 'SeatTaken'; seat: Seat; player: string };
type State = { readonly seats: Readonly<Partial<Record<Seat, string>>> };

export const table: Decider<Command, Event, State> = {
  initialState: { seats: {} },
  decide(command, state) {
    const holder = state.seats[command.seat];
    if (holder)
      throw new DomainError('seat-taken', `seat ${command.seat} is taken by ${holder}`, { seat: command.seat });
    return [{ type: 'SeatTaken', seat: command.seat, player: command.player }];
  },
  evolve: (state, event) => ({ seats: { ...state.seats, [event.seat]: event.player } }),
};
