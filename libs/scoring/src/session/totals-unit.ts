// What a pairs session's totals count, for a page's column heading: matchpoint methods rank by the
// percentage of the top, Butler and cross-IMPs by IMPs (their totals have no percentage).
import type { PairsMethod } from './pairs-session';

export type TotalsUnit = 'percent' | 'IMPs';

export function totalsUnit(method: PairsMethod): TotalsUnit {
  return method === 'IMP-BUTLER' || method === 'IMP-CROSS' ? 'IMPs' : 'percent';
}

/** The method in a player's words. */
export const PAIRS_METHOD_NAMES: Readonly<Record<PairsMethod, string>> = {
  MP: 'Matchpoints',
  'MP-NA': 'Matchpoints (NA)',
  'IMP-BUTLER': 'Butler IMPs',
  'IMP-CROSS': 'Cross-IMPs',
};
