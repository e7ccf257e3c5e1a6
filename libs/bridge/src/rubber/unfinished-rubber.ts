// Bonuses when a rubber stops before a side has won two games: a game already won, and a
// part-score in the game in progress (rates and the "only if sole" reading are variant settings).
import { SIDES_IN_ORDER } from './sides';
import type { RubberState } from './rubber-state';
import type { ScoreEntry } from './score-entry';

export function unfinishedRubberEntries(state: RubberState): ScoreEntry[] {
  const rates = state.variant.unfinished;
  if (rates === null) return [];
  const entries: ScoreEntry[] = [];
  const withGame = SIDES_IN_ORDER.filter((side) => state.games[side] === 1);
  const withPart = SIDES_IN_ORDER.filter((side) => state.partScores[side] > 0);
  if (!rates.onlyIfSole || withGame.length === 1) {
    for (const side of withGame) entries.push({ side, line: 'above', item: 'unfinished-game', points: rates.game });
  }
  if (!rates.onlyIfSole || withPart.length === 1) {
    for (const side of withPart)
      entries.push({ side, line: 'above', item: 'unfinished-part-score', points: rates.partScore });
  }
  return entries;
}
