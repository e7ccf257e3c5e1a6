// How a results file says it was scored, turned into this library's settings. PBN writes it in the
// `Scoring` tag (`IMP;Butler-2;Mean`, `IMP;Cross2`, `MatchPoints;MP1`); USEBIO in EVENT_TYPE. Where the
// file is silent, the conventions of the program that wrote it apply (see README); what the contest
// chose and no file carries (the cross-IMP value of an artificial score) comes from the caller.
import type { SessionResults } from '@club/interchange';
import { DEFAULT_CROSS_IMP_ARTIFICIAL_IMPS } from '@club/settings/defaults';
import { LAW_12C2_ARTIFICIAL_SCORES, type ArtificialScoreSettings } from '../adjusted/artificial-score';
import type { DatumOptions } from '../imps/butler-datum';
import type { CrossImpForm } from '../imps/cross-imps';
import type { PairsMethod, PairsSessionOptions } from '../session/pairs-session';

export type ScoringMethod = PairsMethod | 'TEAMS';

export const SCORING_METHODS: readonly ScoringMethod[] = ['MP', 'MP-NA', 'IMP-BUTLER', 'IMP-CROSS', 'TEAMS'];

export function isScoringMethod(text: string): text is ScoringMethod {
  return (SCORING_METHODS as readonly string[]).includes(text);
}

/** What the contest chose beyond the file (the CLI's options, the club's settings). */
export interface ContestChoices {
  /** The cross-IMP form, over what the file states or its program implies. */
  readonly cross?: CrossImpForm;
  /** Cross-IMPs: the IMPs of an average plus per comparison, average minus the negative (default DEFAULT_CROSS_IMP_ARTIFICIAL_IMPS). */
  readonly crossArtificialImps?: number;
  /** Butler: the IMPs of an average plus against the datum, average minus the negative (default Law 12C2(b)'s 3). */
  readonly butlerArtificialImps?: number;
}

/** Session options for a pairs file: factoring over the session's full board, datum and cross form from the file. */
export function pairsOptionsFromFile(
  session: SessionResults,
  method: PairsMethod,
  choices: ContestChoices = {},
): PairsSessionOptions {
  const modifiers = modifiersOf(session);
  const usebio = session.source.format === 'USEBIO';
  const artificialImps =
    method === 'IMP-CROSS'
      ? (choices.crossArtificialImps ?? DEFAULT_CROSS_IMP_ARTIFICIAL_IMPS)
      : method === 'IMP-BUTLER'
        ? choices.butlerArtificialImps
        : undefined;
  return {
    method,
    fullCount: 'session',
    datum: datumFrom(modifiers, usebio),
    cross: choices.cross ?? crossFormOfFile(session).form,
    // Compscore (USEBIO) adds a board short of results into the totals as a percentage to 2 decimals.
    ...(usebio ? { factoredPercentageDecimals: 2 } : {}),
    // As the file ranked its pairs (a PBN's printed ranks); else PBN files, from Ruter and Magic Contest,
    // rank all pairs in one list, and USEBIO gives each direction its own places when every pair kept
    // its direction (library default).
    ...(session.event.winners ? { fields: session.event.winners } : usebio ? {} : { fields: 'one' as const }),
    ...(artificialImps === undefined ? {} : { artificial: artificialImpsOf(artificialImps) }),
  };
}

/** The Law's artificial scores with average plus worth `imps` IMPs and average minus −`imps`. */
export function artificialImpsOf(imps: number): ArtificialScoreSettings {
  return { ...LAW_12C2_ARTIFICIAL_SCORES, averagePlusImps: imps, averageMinusImps: -imps + 0 };
}

/** Where a cross-IMP form came from: the file's `Scoring` modifiers, the program that wrote it, or the PBN standard's plain `Cross`. */
export type CrossFormSource = 'file' | 'program' | 'standard';

/**
 * The cross-IMP form a file was scored with: PBN `Cross1` (÷ scores) or `Cross2` (÷ comparisons)
 * when it says so; Compscore's USEBIO cross-IMP events, which say nothing, print the average per
 * comparison; otherwise the sum over comparisons (`Cross`).
 */
export function crossFormOfFile(session: SessionResults): { form: CrossImpForm; from: CrossFormSource } {
  const modifiers = modifiersOf(session);
  if (modifiers.includes('CROSS1')) return { form: 'per-score', from: 'file' };
  if (modifiers.includes('CROSS2')) return { form: 'per-comparison', from: 'file' };
  if (modifiers.includes('CROSS')) return { form: 'sum', from: 'file' };
  if (session.source.format === 'USEBIO' && /compscore/i.test(session.source.generator ?? ''))
    return { form: 'per-comparison', from: 'program' };
  return { form: 'sum', from: 'standard' };
}

function modifiersOf(session: SessionResults): string[] {
  return (session.event.scoring ?? '').split(';').map((m) => m.trim().toUpperCase());
}

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
