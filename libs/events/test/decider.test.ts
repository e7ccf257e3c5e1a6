import { describe, expect, test } from 'vitest';
import { fold } from '../src';
import { table } from './support/seat-table';

// The given/when/then helper's own tests moved with it to libs/testing.

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
