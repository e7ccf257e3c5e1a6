// Rank orders (§1(1)): in no-trump games (betli, no-trump durchmars) the ten drops below the Under.
import { rankOf, type Card, type Rank } from './card';

export type RankOrder = 'trump' | 'noTrump';

const STRENGTH: Readonly<Record<RankOrder, readonly Rank[]>> = {
  trump: ['7', '8', '9', 'U', 'O', 'K', '10', 'A'],
  noTrump: ['7', '8', '9', '10', 'U', 'O', 'K', 'A'],
};

/** Higher is stronger: 7 = 0 … A = 7. */
export function strength(card: Card, order: RankOrder): number {
  return STRENGTH[order].indexOf(rankOf(card));
}
