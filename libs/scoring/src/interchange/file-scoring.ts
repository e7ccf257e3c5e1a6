// How a results file says it was scored, turned into this library's settings. PBN writes it in the
// `Scoring` tag (`IMP;Butler-2;Mean`, `IMP;Cross2`, `MatchPoints;MP1`); USEBIO in EVENT_TYPE. The
// defaults below are the conventions of the programs that wrote the oracle files (see README).
import type { SessionResults } from '@club/interchange';
import { LAW_12C2_ARTIFICIAL_SCORES, type ArtificialScoreSettings } from '../adjusted/artificial-score';
import type { DatumOptions } from '../imps/butler-datum';
import type { CrossImpForm } from '../imps/cross-imps';
import type { PairsMethod, PairsSessionOptions } from '../session/pairs-session';

export type ScoringMethod = PairsMethod | 'TEAMS';

export const SCORING_METHODS: readonly ScoringMethod[] = ['MP', 'MP-NA', 'IMP-BUTLER', 'IMP-CROSS', 'TEAMS'];

export function isScoringMethod(text: string): text is ScoringMethod {
  return (SCORING_METHODS as readonly string[]).includes(text);
}

/** Session options for a pairs file: factoring over the session's full board, datum and cross form from the file. */
export function pairsOptionsFromFile(session: SessionResults, method: PairsMethod): PairsSessionOptions {
  const modifiers = (session.event.scoring ?? '').split(';').map((m) => m.trim().toUpperCase());
  const usebio = session.source.format === 'USEBIO';
  return {
    method,
    fullCount: 'session',
    datum: datumFrom(modifiers, usebio),
    cross: crossFormFrom(modifiers),
    // Compscore (USEBIO) adds a factored board into the totals as a percentage to 2 decimals.
    ...(usebio ? { factoredPercentageDecimals: 2 } : {}),
    // PBN files from Ruter and Magic Contest rank all pairs in one list; USEBIO gives each
    // direction its own places when every pair kept its direction (library default).
    ...(usebio ? {} : { fields: 'one' as const }),
    // Ruter scores an artificial 60 % in cross-IMPs as 1.5 IMPs per comparison, half of Law 12C2(b).
    ...(method === 'IMP-CROSS' && /^ruter/i.test(session.source.generator ?? '')
      ? { artificial: RUTER_CROSS_IMP_ARTIFICIAL }
      : {}),
  };
}

export const RUTER_CROSS_IMP_ARTIFICIAL: ArtificialScoreSettings = {
  ...LAW_12C2_ARTIFICIAL_SCORES,
  averagePlusImps: 1.5,
  averageMinusImps: -1.5,
};

function datumFrom(modifiers: readonly string[], usebio: boolean): DatumOptions {
  // `Butler-k`: k extreme scores dropped in all, half at each end. Compscore (USEBIO) drops one
  // each end. Both programs print the datum rounded to tens.
  const butler = modifiers.find((m) => /^BUTLER-\d+$/.test(m));
  const dropped = butler ? Number(butler.slice('BUTLER-'.length)) : usebio ? 2 : 0;
  return {
    average: modifiers.includes('MEDIAN') ? 'median' : 'mean',
    dropEachEnd: Math.floor(dropped / 2),
    roundToTens: true,
  };
}

function crossFormFrom(modifiers: readonly string[]): CrossImpForm {
  if (modifiers.includes('CROSS1')) return 'per-score';
  if (modifiers.includes('CROSS2')) return 'per-comparison';
  return 'sum';
}
