// Who deals next: the first dealer, then clockwise (NS[0], EW[0], NS[1], EW[1]) from the last
// deal's dealer. A passed-out Chicago deal is redealt by the same dealer (spec: Chicago); in a
// rubber the deal passes on. A new rubber starts with the dealer the cut named, else with the
// player after the last dealer when still seated, else the first player seated.
import { currentRubber, type RubberTableState } from '@club/club';

export function nextDealer(table: RubberTableState): string | null {
  const rubber = currentRubber(table);
  if (!rubber || table.closedAt !== null) return null;
  const order = [rubber.seating.NS[0], rubber.seating.EW[0], rubber.seating.NS[1], rubber.seating.EW[1]];
  if (rubber.deals.length === 0 && rubber.firstDealer !== null) return rubber.firstDealer;
  const last = table.rubbers.flatMap((r) => r.deals).at(-1);
  if (!last) return table.firstDealer;
  if (last.kind === 'passed-out' && table.variant === 'chicago' && rubber.deals.length > 0) return last.dealer;
  const at = order.indexOf(last.dealer);
  return at < 0 ? order[0]! : order[(at + 1) % 4]!;
}
