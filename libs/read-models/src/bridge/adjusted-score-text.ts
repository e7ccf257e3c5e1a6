// The adjusted score a traveller shows in its North-South score column (issue 21, point 16): the
// assigned score, or each weighted outcome with its percentage, never the table's own score beside
// the word "weighted". An artificial score has no total-point score: its A60/40 label says it all.
import type { Adjustment, SideAdjustment } from '@club/club';

const signed = (score: number) => (score > 0 ? `+${score}` : String(score));

/** One outcome of an adjusted score: North-South's score, with its percentage when weighted (null: assigned). */
export interface AdjustedScorePart {
  readonly percent: number | null;
  readonly scoreNs: number;
}

/** A side's adjusted score as its outcomes (percentages as given, weights kept exactly); null for a grade. */
function sideParts(side: SideAdjustment): readonly AdjustedScorePart[] | null {
  switch (side.kind) {
    case 'assigned':
      return [{ percent: null, scoreNs: side.outcome.scoreNS }];
    case 'weighted':
      return side.parts.map((p) => ({ percent: Number((p.weight * 100).toFixed(2)), scoreNs: p.outcome.scoreNS }));
    default:
      return null;
  }
}

/**
 * North-South's adjusted score as numbers, which a page writes in its own language; beside a grade,
 * the other side's assigned score (the table's result); else null.
 */
export function adjustedScoreParts(adjustment: Adjustment): readonly AdjustedScorePart[] | null {
  return sideParts(adjustment.ns) ?? (adjustment.ew.kind === 'assigned' ? sideParts(adjustment.ew) : null);
}

/** North-South's adjusted score in words (`50% +620, 30% +170, 20% -100`, `+620`); else null. */
export function adjustedScoreText(adjustment: Adjustment): string | null {
  const parts = adjustedScoreParts(adjustment);
  return parts
    ? parts.map((p) => (p.percent === null ? signed(p.scoreNs) : `${p.percent}% ${signed(p.scoreNs)}`)).join(', ')
    : null;
}

const isGrade = (side: SideAdjustment) => side.kind === 'artificial' || side.kind === 'artificial-percentage';
const gradeText = (side: SideAdjustment) =>
  side.kind === 'artificial' ? side.grade : side.kind === 'artificial-percentage' ? String(side.percentage) : '–';

/** `A50/–`: one side graded, the other given an explicit score (a dash: it is scored on that score). */
export function gradeBesideScoreLabel(adjustment: Adjustment): string | null {
  const { ns, ew } = adjustment;
  const mixed = (isGrade(ns) && ew.kind === 'assigned') || (isGrade(ew) && ns.kind === 'assigned');
  return mixed ? `A${gradeText(ns)}/${gradeText(ew)}` : null;
}
