// One line written on the rubber score sheet: below the line (trick points, counting toward
// game) or above it (premiums and penalties, counting only in the total).
import type { Side } from '../table/seat';

export type ScoreItem =
  | 'trick-score'
  | 'overtricks'
  | 'made-doubled'
  | 'slam'
  | 'undertricks'
  | 'honours'
  | 'rubber-bonus'
  | 'unfinished-game'
  | 'unfinished-part-score'
  /** Chicago: a game completed (300 not vulnerable, 500 vulnerable). */
  | 'game-bonus'
  /** Chicago: a part-score made on the fourth deal that does not complete a game. */
  | 'part-score-bonus';

export interface ScoreEntry {
  readonly side: Side;
  readonly line: 'below' | 'above';
  readonly item: ScoreItem;
  readonly points: number;
}
