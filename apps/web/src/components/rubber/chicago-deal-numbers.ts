// A Chicago round counts its four deals; a passed-out deal is dealt again and not counted. The table
// numbers every deal it dealt, so the sheet and the deal list renumber by the counted deal.
import type { RubberSheet } from '@club/application/shapes';

type ScoredDeal = RubberSheet['evening']['rubbers'][number]['score']['deals'][number];
type TableRubber = RubberSheet['table']['rubbers'][number];

/** Each scored deal's counted number (1–4) by the table's deal number; a passed-out deal has none. */
export function chicagoDealNumbers(
  scored: readonly ScoredDeal[],
  dealt: TableRubber | undefined,
): ReadonlyMap<number, number | null> {
  let counted = 0;
  return new Map(
    scored.map((d, i) => [d.deal, dealt?.deals[i]?.kind === 'passed-out' ? null : (counted += 1)] as const),
  );
}
