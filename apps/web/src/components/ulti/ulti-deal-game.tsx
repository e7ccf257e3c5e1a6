// The ledger's Game column: the bid, and how the deal ended when it was not played out — thrown in
// (bedob) or stopped by a renonsz (the case in the rules' words, from the reader).
import { useTranslations } from 'next-intl';
import { UltiTerm, Word } from './ulti-terms';

export function UltiDealGame({
  contract,
  outcome,
  renonsz,
}: {
  readonly contract: string | null;
  readonly outcome: string;
  readonly renonsz: string | null;
}) {
  const t = useTranslations('ultiDealGame');
  return (
    <span data-testid="ulti-deal-game">
      {contract ? <UltiTerm text={contract} /> : outcome}
      {outcome === 'conceded' ? (
        <>
          {' · '}
          <Word word="concede" /> {t('conceded')}
        </>
      ) : null}
      {renonsz ? (
        <>
          {' · '}
          <Word word="renonsz" />: {renonsz}
        </>
      ) : null}
    </span>
  );
}
