// One Ulti deal: who dealt, the talon, the bidding and the play step by step, the settlement.
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PageFrame } from '../../../../../../components/page-frame';
import { forints, UltiTerm, Word } from '../../../../../../components/ulti/ulti-terms';
import { UltiReplay } from '../../../../../../components/ulti/ulti-replay';
import { load } from '../../../../../../server/access';
import { serverCaller } from '../../../../../../server/caller';
import { routeParams } from '../../../../../../server/route-params';

export default async function UltiDealPage({
  params,
}: {
  params: Promise<{ sessionId: string; table: string; dealNo: string }>;
}) {
  const p = await routeParams(params);
  const { sessionId } = p;
  const [caller, t, redealDealer] = await Promise.all([
    serverCaller(),
    getTranslations('ultiDeal'),
    getTranslations('ultiRedealDealer'),
  ]);
  return (
    <PageFrame
      title={t('title', { deal: p.dealNo, table: p.table })}
      loaded={await load(() => caller.ulti.deal({ sessionId, table: p.table, dealNo: p.dealNo }))}
    >
      {(d) => (
        <>
          <p className="muted">
            <Link href={`/ulti/sessions/${encodeURIComponent(sessionId)}`}>{t('back')}</Link> · <Word word="dealer" />:{' '}
            {d.names[d.dealer] ?? d.dealer} · <Word word="declarer" />:{' '}
            {d.declarer ? (d.names[d.declarer] ?? d.declarer) : '—'}
            {d.contract ? (
              <>
                {' · '}
                <UltiTerm text={d.contract} />
              </>
            ) : null}
          </p>
          <p>
            <Word word="talon" />:{' '}
            {d.talon.map((c, i) => (
              <span key={c}>
                {i > 0 ? ', ' : ''}
                <UltiTerm text={c} />
              </span>
            ))}
          </p>
          <UltiReplay players={d.players} names={d.names} hands={d.hands} steps={d.steps} after={d.after} />
          {d.outcome === 'redeal' ? (
            <p data-testid="redeal-note">
              {t('redealt')}
              {d.dealsNext ? t('dealsNext', { player: d.names[d.dealsNext] ?? d.dealsNext }) : ''}
              {t('houseRule', { rule: redealDealer(d.redealDealer) })}
            </p>
          ) : null}
          <p data-testid="settlement">
            {t('settlement', {
              deltas: d.players.map((pl) => `${d.names[pl] ?? pl} ${forints(d.deltas[pl] ?? 0)}`).join(' · '),
            })}{' '}
            <Word word="forint" />
          </p>
        </>
      )}
    </PageFrame>
  );
}
