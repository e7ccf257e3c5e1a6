// Teams (Law 78B): a board played in two rooms, the home team sitting North-South in one room and
// East-West in the other. The home team's net score is its NS score in room 1 plus its EW score in
// room 2 (= −NS score there); that difference is converted to IMPs.
import { impsForDifference } from '../imps/imp-scale';

/** IMPs to the home team for one board: `homeNS` is room 1's NS score, `awayNS` room 2's NS score. */
export function teamBoardImps(homeNS: number, awayNS: number): number {
  return impsForDifference(homeNS - awayNS);
}
