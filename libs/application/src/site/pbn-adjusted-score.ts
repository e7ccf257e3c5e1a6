// An adjusted board's score in a PBN ScoreTable, each side's cell on its own (an adjustment need not
// balance), marked artificial with a leading `^` (PBN 2.1 §5.2) so a reader sees it is no table result:
// an assigned score as the points, an artificial one as the grade `A+`/`A`/`A-` Ruter writes. A
// weighted score or an artificial percentage has no one PBN value: `^?`, adjusted and unknown here.
import type { SideAdjustment } from '@club/club';

/** The side's cell: `ns` gets N-S's points, `ew` E-W's (the negated N-S score). */
export function adjustedScoreCell(side: SideAdjustment, as: 'ns' | 'ew'): string {
  switch (side.kind) {
    case 'assigned':
      return `^${as === 'ns' ? side.outcome.scoreNS : -side.outcome.scoreNS + 0}`;
    case 'artificial':
      return `^${side.grade}`;
    case 'weighted':
    case 'artificial-percentage':
      return '^?';
  }
}
