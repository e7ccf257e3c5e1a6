// Law 2: dealer and vulnerability follow a 16-board cycle. These are defaults for a new board;
// the markings stored on the board rule afterwards (L2, last sentence), so never recompute them.
import type { Seat } from '../table/seat';

export type Vulnerability = 'None' | 'NS' | 'EW' | 'All';

export function defaultDealer(board: number): Seat {
  assertBoardNumber(board);
  return (['N', 'E', 'S', 'W'] as const)[(board - 1) % 4]!;
}

export function defaultVulnerability(board: number): Vulnerability {
  assertBoardNumber(board);
  const b0 = (board - 1) % 16;
  return (['None', 'NS', 'EW', 'All'] as const)[(b0 + Math.floor(b0 / 4)) % 4]!;
}

export function isVulnerable(vulnerability: Vulnerability, side: 'NS' | 'EW'): boolean {
  return vulnerability === 'All' || vulnerability === side;
}

function assertBoardNumber(board: number): void {
  if (!Number.isInteger(board) || board < 1) throw new RangeError(`board number ${board} is not a positive integer`);
}
