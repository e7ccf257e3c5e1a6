// A director who adjusts straight from the board gives the ruling with it (issue 21, point 16): he
// need not know that an adjusted score hangs on a ruling of an adjusting type. The type is read
// from the adjustment itself, so the ruling says what was done.
import { event } from '@club/events';
import type { TableBoardOpened } from '../table-board/table-board-events';
import type { TableBoardStreamState } from '../table-board/table-board-stream-state';
import type { DirectorCommand } from './director-commands';
import type { RulingGiven, RulingType } from './director-events';
import { nextId } from './next-id';

type AdjustScore = Extract<DirectorCommand, { type: 'AdjustScore' }>;

const KIND_WORDS = {
  'weighted-adjusted-score': 'a weighted score',
  'artificial-adjusted-score': 'an artificial score',
  'assigned-adjusted-score': 'an assigned score',
} as const;

/** Weighted if either side is weighted; artificial when both are; otherwise an assigned score. */
function adjustingType(command: AdjustScore): keyof typeof KIND_WORDS & RulingType {
  const kinds = [command.ns.kind, command.ew.kind];
  if (kinds.includes('weighted')) return 'weighted-adjusted-score';
  if (kinds.every((k) => k === 'artificial' || k === 'artificial-percentage')) return 'artificial-adjusted-score';
  return 'assigned-adjusted-score';
}

export function rulingForAdjustment(
  command: AdjustScore,
  state: TableBoardStreamState,
  opened: TableBoardOpened,
): RulingGiven {
  const rulingType = adjustingType(command);
  return event('RulingGiven', {
    rulingId: nextId(
      'r',
      state.rulings.map((r) => r.rulingId),
    ),
    laws: command.laws,
    rulingType,
    offendingSide: null,
    rectifications: [],
    text: `The director adjusted the score from the board: ${KIND_WORDS[rulingType]}`,
    edition: opened.edition,
    appealRightNotified: false,
    at: command.clock.now,
  });
}
