// A club member's results over time (linked from the rankings): pairs sessions, then Ulti.
import { getTranslations } from 'next-intl/server';
import { HistoryView } from '../../../components/history/history-view';
import { PageFrame } from '../../../components/page-frame';
import { UltiHistoryView } from '../../../components/ulti/ulti-history-view';
import { load } from '../../../server/access';
import { serverCaller } from '../../../server/caller';
import { routeParams } from '../../../server/route-params';

export default async function MemberHistoryPage({ params }: { params: Promise<{ memberId: string }> }) {
  const { memberId } = await routeParams(params);
  const [caller, t] = await Promise.all([serverCaller(), getTranslations('historyPages')]);
  const loaded = await load(() => caller.history.player({ memberId }));
  const ulti = await load(() => caller.ulti.history({ memberId }));
  return (
    <PageFrame title={loaded.ok ? t('member', { name: loaded.value.name }) : t('anyMember')} loaded={loaded}>
      {(h) => (
        <>
          <HistoryView history={h} />
          {ulti.ok ? (
            <section aria-label={t('ulti')}>
              <h2>{t('ulti')}</h2>
              <UltiHistoryView history={ulti.value} />
            </section>
          ) : null}
        </>
      )}
    </PageFrame>
  );
}
