// Law 12C adjusted scores per side (spec §7.3): assigned (C1a), weighted (C1c), artificial (C2), in
// shapes @club/scoring's SideScore understands. Each outcome's Law 77 score is worked out when the
// ruling is recorded, so the score is part of the fact.
import type { FinalContract, Seat } from '@club/bridge';
import type { ArtificialGrade, SideScore } from '@club/scoring';

/** A result the director assigns: a contract, declarer and tricks, or a total-point score directly. */
export interface AssignedOutcome {
  readonly contract: FinalContract | null;
  readonly declarer: Seat | null;
  readonly tricks: number | null;
  readonly scoreNS: number;
}

export type SideAdjustment =
  | { readonly kind: 'assigned'; readonly outcome: AssignedOutcome }
  | {
      readonly kind: 'weighted';
      readonly parts: readonly { readonly weight: number; readonly outcome: AssignedOutcome }[];
    }
  | { readonly kind: 'artificial'; readonly grade: ArtificialGrade }
  | { readonly kind: 'artificial-percentage'; readonly percentage: number };

export interface Adjustment {
  readonly ns: SideAdjustment;
  readonly ew: SideAdjustment;
}

export function sideScoreOf(side: SideAdjustment): SideScore {
  switch (side.kind) {
    case 'assigned':
      return { kind: 'score', scoreNS: side.outcome.scoreNS };
    case 'weighted':
      return { kind: 'weighted', outcomes: side.parts.map((p) => ({ weight: p.weight, scoreNS: p.outcome.scoreNS })) };
    case 'artificial':
      return { kind: 'artificial', grade: side.grade };
    case 'artificial-percentage':
      return { kind: 'artificial-percentage', percentage: side.percentage };
  }
}

const GRADE_PERCENT: Record<ArtificialGrade, number> = { 'A+': 60, A: 50, 'A-': 40 };

/**
 * 12C1(f): the two sides need not balance. Balanced: both sides get the same assigned or weighted
 * result, or artificial awards adding up to 100 % (A60/40, A50/50).
 */
export function isBalanced(a: Adjustment): boolean {
  const pct = (s: SideAdjustment) =>
    s.kind === 'artificial' ? GRADE_PERCENT[s.grade] : s.kind === 'artificial-percentage' ? s.percentage : null;
  const [n, e] = [pct(a.ns), pct(a.ew)];
  if (n !== null || e !== null) return n !== null && e !== null && Math.abs(n + e - 100) < 1e-9;
  return JSON.stringify(sideScoreOf(a.ns)) === JSON.stringify(sideScoreOf(a.ew));
}

/** A60/40-style label of an artificial adjustment, or null. */
export function artificialLabel(a: Adjustment): string | null {
  const pct = (s: SideAdjustment) =>
    s.kind === 'artificial' ? GRADE_PERCENT[s.grade] : s.kind === 'artificial-percentage' ? s.percentage : null;
  const [n, e] = [pct(a.ns), pct(a.ew)];
  return n === null || e === null ? null : `A${n}/${e}`;
}
