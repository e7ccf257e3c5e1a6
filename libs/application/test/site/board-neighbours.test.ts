// The boards either side of one, in the session's order, whatever order the boards were listed in.
import { describe, expect, it } from 'vitest';
import { boardNeighbours } from '../../src/site/board-neighbours';

describe('boardNeighbours', () => {
  it('gives the previous and next board, none at either end', () => {
    expect(boardNeighbours([1, 2, 3], 1)).toEqual({ previous: null, next: 2 });
    expect(boardNeighbours([1, 2, 3], 2)).toEqual({ previous: 1, next: 3 });
    expect(boardNeighbours([1, 2, 3], 3)).toEqual({ previous: 2, next: null });
  });

  it('follows board numbers, not the listing order, and skips gaps (a session of boards 13 to 24)', () => {
    expect(boardNeighbours([24, 13, 15, 14], 15)).toEqual({ previous: 14, next: 24 });
    expect(boardNeighbours([13], 13)).toEqual({ previous: null, next: null });
  });
});
