// A Chicago round's deals as the table dealt them, each with its vulnerability (none, dealer's
// side, dealer's side, both: docs/rubber/chicago.md) and who dealt; a passed-out deal is shown as
// dealt again by the same dealer, not counted among the four. The paper sheet keeps this on its side.
import { useTranslations } from 'next-intl';
import type { RubberSheet } from '@club/application/shapes';
import { chicagoDealNumbers } from './chicago-deal-numbers';
import { usePlayerNames } from './player-names';

type Rubber = RubberSheet['evening']['rubbers'][number];
type TableRubber = RubberSheet['table']['rubbers'][number];
type Players = RubberSheet['table']['players'];

/** Who is vulnerable on a deal, as a key of the chicagoDeals namespace. */
function vulnerableKey({ NS, EW }: { NS: boolean; EW: boolean }): 'both' | 'we' | 'they' | 'nobody' {
  if (NS && EW) return 'both';
  if (NS) return 'we';
  if (EW) return 'they';
  return 'nobody';
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
  const t = useTranslations('chicagoDeals');
  const nameOf = usePlayerNames(players);
  const counted = chicagoDealNumbers(rubber.score.deals, dealt);
  return (
    <ol className="chicago-deals" data-testid={`chicago-deals-${rubber.number}`} aria-label={t('label')}>
      {rubber.score.deals.map((d, i) => {
        const deal = dealt?.deals[i];
        const dealer = deal ? nameOf(deal.dealer) : null;
        if (deal?.kind === 'passed-out')
          return <li key={d.deal}>{dealer ? t('passedOutDealer', { dealer }) : t('passedOut')}</li>;
        const words = { deal: counted.get(d.deal) ?? d.deal, vulnerable: t(vulnerableKey(d.vulnerable)) };
        return <li key={d.deal}>{dealer ? t('dealDealer', { ...words, dealer }) : t('deal', words)}</li>;
      })}
    </ol>
  );
}
