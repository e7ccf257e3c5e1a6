// The adjusted score a traveller shows in its North-South score column (issue 21, point 16): the
// assigned score, or each weighted outcome with its percentage, never the table's own score beside
// the word "weighted". An artificial score has no total-point score: its A60/40 label says it all.
import type { Adjustment, SideAdjustment } from '@club/club';

const signed = (score: number) => (score > 0 ? `+${score}` : String(score));

/** `50% +620, 30% +170, 20% −100` as the percentages were given (weights kept exactly). */
function sideText(side: SideAdjustment): string | null {
  switch (side.kind) {
    case 'assigned':
      return signed(side.outcome.scoreNS);
    case 'weighted':
      return side.parts.map((p) => `${Number((p.weight * 100).toFixed(2))}% ${signed(p.outcome.scoreNS)}`).join(', ');
    default:
      return null;
  }
}

/** North-South's adjusted score in words; beside a grade, the other side's score (the table's result); else null. */
export function adjustedScoreText(adjustment: Adjustment): string | null {
  return sideText(adjustment.ns) ?? (adjustment.ew.kind === 'assigned' ? sideText(adjustment.ew) : null);
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
