// What each side of one table result is scored on. A table result entered as played and an
// assigned adjusted score (Law 12C1(a)) are both a total-point score compared like any other; a
// weighted score (12C1(c)) is a probability mix of such scores; an artificial score (12C2) is not
// compared at all. The two sides are separate because adjusted scores need not balance (12C1(f)).

export type PairId = string;

/** Law 12C2(a): average plus (in no way at fault), average (partly at fault), average minus (directly at fault). */
export type ArtificialGrade = 'A+' | 'A' | 'A-';

export interface WeightedOutcome {
  readonly weight: number;
  readonly scoreNS: number;
}

/**
 * `tableScoreNS` under an artificial side: the other side of the row was given an explicit score
 * (PBN `"A=" "+0"`), which stays the table's result: the other tables, in both directions, are
 * compared with it, though this side is awarded its grade.
 */
export type SideScore =
  | { readonly kind: 'score'; readonly scoreNS: number }
  | { readonly kind: 'weighted'; readonly outcomes: readonly WeightedOutcome[] }
  | { readonly kind: 'artificial'; readonly grade: ArtificialGrade; readonly tableScoreNS?: number }
  /** An artificial score given as a percentage of the top (USEBIO `A6040`, PBN `^`). */
  | { readonly kind: 'artificial-percentage'; readonly percentage: number; readonly tableScoreNS?: number };

/** One line of a traveller: who sat North-South and East-West, and what each side is scored on. */
export interface BoardResult {
  readonly ns: PairId;
  readonly ew: PairId;
  readonly nsSide: SideScore;
  readonly ewSide: SideScore;
}

/** A result as played, or an assigned score that replaces it for both sides. */
export function playedResult(ns: PairId, ew: PairId, scoreNS: number): BoardResult {
  assertScore(scoreNS, `result ${ns}–${ew}`);
  const side: SideScore = { kind: 'score', scoreNS };
  return { ns, ew, nsSide: side, ewSide: side };
}

/** Artificial adjusted score for both sides, by grade or by percentage of the top. */
export function artificialResult(
  ns: PairId,
  ew: PairId,
  nsAward: ArtificialGrade | number,
  ewAward: ArtificialGrade | number,
): BoardResult {
  return { ns, ew, nsSide: artificialSide(nsAward), ewSide: artificialSide(ewAward) };
}

export function artificialSide(award: ArtificialGrade | number): SideScore {
  if (typeof award === 'number') {
    if (!Number.isFinite(award) || award < 0 || award > 100)
      throw new RangeError(`artificial score ${award} % is not between 0 and 100`);
    return { kind: 'artificial-percentage', percentage: award };
  }
  if (award !== 'A+' && award !== 'A' && award !== 'A-')
    throw new RangeError(`artificial grade '${String(award)}' is not A+, A or A-`);
  return { kind: 'artificial', grade: award };
}

/** A side that is compared with the other tables (a played, assigned or weighted score). */
export function isCompared(side: SideScore): side is Extract<SideScore, { kind: 'score' | 'weighted' }> {
  return side.kind === 'score' || side.kind === 'weighted';
}

/** The outcomes of a compared side as a weighted list (a plain score is one outcome of weight 1). */
export function outcomesOf(side: Extract<SideScore, { kind: 'score' | 'weighted' }>): readonly WeightedOutcome[] {
  return side.kind === 'score' ? [{ weight: 1, scoreNS: side.scoreNS }] : side.outcomes;
}

/**
 * The id a result gives a pair missing from its table (Ruter's `-`): the present pair is scored on
 * its own; the missing side is compared with nobody and scored for nobody (no total is kept for it).
 */
export const MISSING_PAIR = '-';

/** A result with the side of a missing pair (MISSING_PAIR) taken out of the comparison. */
export function withMissingPair(result: BoardResult): BoardResult {
  if (result.ns === MISSING_PAIR) return { ...result, nsSide: MISSING_SIDE };
  if (result.ew === MISSING_PAIR) return { ...result, ewSide: MISSING_SIDE };
  return result;
}

// Not compared, like an artificial side; its award goes into no pair's total.
const MISSING_SIDE: SideScore = { kind: 'artificial-percentage', percentage: 0 };

/**
 * The sides of an adjusted result as they are compared: a graded side beside a side given an
 * explicit score (`"A=" "+0"`, or a director's A+ for one side and an assigned score for the
 * other) carries that score as the table's result (`tableScoreNS`).
 */
export function adjustedSides(nsSide: SideScore, ewSide: SideScore): { nsSide: SideScore; ewSide: SideScore } {
  const graded = (side: SideScore, other: SideScore): SideScore =>
    (side.kind === 'artificial' || side.kind === 'artificial-percentage') && other.kind === 'score'
      ? { ...side, tableScoreNS: other.scoreNS }
      : side;
  return { nsSide: graded(nsSide, ewSide), ewSide: graded(ewSide, nsSide) };
}

/**
 * What the other tables of a field compare with: a compared side's outcomes, or the table's result
 * under a graded side (`tableScoreNS`); null when the side stands for no result.
 */
export function comparisonOutcomes(side: SideScore): readonly WeightedOutcome[] | null {
  if (isCompared(side)) return outcomesOf(side);
  return side.tableScoreNS === undefined ? null : [{ weight: 1, scoreNS: side.tableScoreNS }];
}

/** The one score a row stands on in both directions (a balanced result, or a graded side's table result); else null. */
export function tableScoreOf(r: BoardResult): number | null {
  const ns = comparisonOutcomes(r.nsSide);
  const ew = comparisonOutcomes(r.ewSide);
  if (ns?.length !== 1 || ew?.length !== 1 || ns[0]!.weight !== 1 || ew[0]!.weight !== 1) return null;
  return ns[0]!.scoreNS === ew[0]!.scoreNS ? ns[0]!.scoreNS : null;
}

export function assertScore(score: number, what: string): void {
  if (!Number.isFinite(score)) throw new RangeError(`${what}: score ${score} is not a finite number`);
}
