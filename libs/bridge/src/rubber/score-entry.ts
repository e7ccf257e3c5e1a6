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
  | 'unfinished-part-score';

export interface ScoreEntry {
  readonly side: Side;
  readonly line: 'below' | 'above';
  readonly item: ScoreItem;
  readonly points: number;
}
