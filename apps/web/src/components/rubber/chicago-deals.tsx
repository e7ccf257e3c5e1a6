// A Chicago round's deals as the table dealt them, each with its vulnerability (none, dealer's
// side, dealer's side, both: docs/rubber/chicago.md) and who dealt; a passed-out deal is shown as
// dealt again by the same dealer, not counted among the four. The paper sheet keeps this on its side.
import type { RubberSheet } from '@club/application/shapes';
import { chicagoDealNumbers } from './chicago-deal-numbers';

type Rubber = RubberSheet['evening']['rubbers'][number];
type TableRubber = RubberSheet['table']['rubbers'][number];
type Players = RubberSheet['table']['players'];

function vulnerableWords({ NS, EW }: { NS: boolean; EW: boolean }): string {
  if (NS && EW) return 'both vulnerable';
  if (NS) return 'We vulnerable';
  if (EW) return 'They vulnerable';
  return 'nobody vulnerable';
}

export function ChicagoDeals({
  rubber,
  dealt,
  players,
}: {
  rubber: Rubber;
  dealt: TableRubber | undefined;
  players: Players;
}) {
  const nameOf = (id: string) => players.find((p) => p.playerId === id)?.name ?? id;
  const counted = chicagoDealNumbers(rubber.score.deals, dealt);
  return (
    <ol className="chicago-deals" data-testid={`chicago-deals-${rubber.number}`} aria-label="Vulnerability by deal">
      {rubber.score.deals.map((d, i) => {
        const deal = dealt?.deals[i];
        const dealer = deal ? ` (${nameOf(deal.dealer)} deals)` : '';
        if (deal?.kind === 'passed-out')
          return <li key={d.deal}>Passed out{dealer}: dealt again by the same dealer, not counted</li>;
        return (
          <li key={d.deal}>
            Deal {counted.get(d.deal)}
            {dealer}: {vulnerableWords(d.vulnerable)}
          </li>
        );
      })}
    </ol>
  );
}
