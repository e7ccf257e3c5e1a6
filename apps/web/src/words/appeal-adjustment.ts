// An appeal's board score as adjusted, in the page's language: each side's assigned or weighted
// outcomes (contract, declarer, tricks, North-South's score) or artificial grade, with the ruling
// and its Laws. The server sends the facts; the English words are those the record always read.
import type { Seat } from '@club/bridge';
import type { createFormatter, useTranslations } from 'next-intl';
import { playedResultIn, type PlayedResultWords } from './played-result';
import { summaryWords } from './summary-words';

export interface AdjustedOutcomeFacts {
  readonly contract: string | null;
  readonly declarer: Seat | null;
  readonly tricks: number | null;
  readonly scoreNs: number;
}

export interface SideAdjustmentFacts {
  readonly kind: 'assigned' | 'weighted' | 'artificial' | 'artificial-percentage';
  readonly parts: readonly { readonly percent: number | null; readonly outcome: AdjustedOutcomeFacts }[];
  readonly grade: string | null;
}

export interface AppealAdjustmentFacts {
  readonly ns: SideAdjustmentFacts;
  readonly ew: SideAdjustmentFacts;
  readonly rulingId: string;
  readonly laws: readonly string[];
}

export interface AppealAdjustmentWords {
  readonly t: ReturnType<typeof useTranslations<'appealsCase'>>;
  readonly format: Pick<ReturnType<typeof createFormatter>, 'number'>;
  /** A seat's letter in the page's language. */
  readonly seat: (seat: Seat) => string;
}

function outcomeIn(o: AdjustedOutcomeFacts, { t, seat }: AppealAdjustmentWords): string {
  // As the traveller writes scores: the number alone, never grouped.
  const score = String(o.scoreNs);
  if (o.contract === null) return t('outcomeScore', { score });
  if (o.contract === 'Pass') return t('outcomePassed', { score });
  return t('outcomePlayed', {
    contract: summaryWords(o.contract),
    declarer: o.declarer ? seat(o.declarer) : '',
    tricks: o.tricks ?? 0,
    score,
  });
}

function sideIn(side: SideAdjustmentFacts, words: AppealAdjustmentWords): string {
  const percent = (value: number) => words.format.number(value, { maximumFractionDigits: 2 });
  switch (side.kind) {
    case 'assigned':
      return words.t('sideAssigned', { outcome: side.parts[0] ? outcomeIn(side.parts[0].outcome, words) : '' });
    case 'weighted':
      return words.t('sideWeighted', {
        parts: side.parts
          .map((p) =>
            words.t('weightedOutcome', { percent: percent(p.percent ?? 100), outcome: outcomeIn(p.outcome, words) }),
          )
          .join(' + '),
      });
    case 'artificial':
      return words.t('sideArtificial', { grade: side.grade ?? '' });
    case 'artificial-percentage':
      return words.t('sideArtificialPercent', { percent: percent(Number(side.grade)) });
  }
}

/** `NS weighted 50% 4♠ by S, 10 tricks (NS 420) + …; EW … (ruling r2, Laws 12C1c)` in the page's language. */
export function appealAdjustmentIn(facts: AppealAdjustmentFacts, words: AppealAdjustmentWords): string {
  return words.t('adjustmentSides', {
    ns: sideIn(facts.ns, words),
    ew: sideIn(facts.ew, words),
    rulingId: facts.rulingId,
    laws: facts.laws.join(', '),
  });
}

export interface AppealResultWords {
  readonly t: ReturnType<typeof useTranslations<'appealsCase'>>;
  /** The replay page's words of a played result. */
  readonly played: PlayedResultWords;
}

/** The table's result before any adjustment: `4♠ by N, 10 tricks, NS 420`, or `passed out`. */
export function appealResultIn(result: AdjustedOutcomeFacts, { t, played }: AppealResultWords): string {
  if (result.contract === null || result.contract === 'Pass') return t('resultPassedOut');
  return playedResultIn({ ...result, contract: summaryWords(result.contract) }, played);
}
