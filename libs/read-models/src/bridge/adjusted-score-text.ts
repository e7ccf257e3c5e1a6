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

/** North-South's adjusted score in words, or null for an artificial one. */
export function adjustedScoreText(adjustment: Adjustment): string | null {
  return sideText(adjustment.ns);
}
