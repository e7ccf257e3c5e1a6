// The ledger's Game column: the bid, and how the deal ended when it was not played out — thrown in
// (bedob) or stopped by a renonsz (the case in the page's words, from its id the reader gives).
import { useTranslations } from 'next-intl';
import { renonszCaseIn } from '../../words/renonsz-cases';
import { UltiTerm, Word } from './ulti-terms';

export function UltiDealGame({
  contract,
  outcome,
  renonsz,
}: {
  readonly contract: string | null;
  readonly outcome: string;
  readonly renonsz: { readonly id: string; readonly source: string } | null;
}) {
  const t = useTranslations('ultiDealGame');
  const cases = useTranslations('ultiRenonszCases');
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
          <Word word="renonsz" />: {renonszCaseIn(renonsz, cases)}
        </>
      ) : null}
    </span>
  );
}
