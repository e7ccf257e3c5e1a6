// The signed-in member's own results over time: pairs sessions, Ulti, rubber evenings, and the
// appeals he follows.
import { getTranslations } from 'next-intl/server';
import { AppealsTable } from '../../components/appeals/appeals-table';
import { HistoryView } from '../../components/history/history-view';
import { RubberEvenings } from '../../components/rubber/rubber-evenings';
import { UltiHistoryView } from '../../components/ulti/ulti-history-view';
import { PageFrame } from '../../components/page-frame';
import { load } from '../../server/access';
import { serverCaller } from '../../server/caller';

export default async function MyHistoryPage() {
  const [caller, t] = await Promise.all([serverCaller(), getTranslations('historyPages')]);
  const rubber = await load(() => caller.rubber.myEvenings());
  const ulti = await load(() => caller.ulti.history({}));
  const appeals = await load(() => caller.appeals.list());
  return (
    <PageFrame title={t('mine')} loaded={await load(() => caller.history.player({}))}>
      {(h) => (
        <>
          <HistoryView history={h} />
          {ulti.ok ? (
            <section aria-label={t('myUlti')}>
              <h2>{t('ulti')}</h2>
              <UltiHistoryView history={ulti.value} />
            </section>
          ) : null}
          {rubber.ok ? (
            <section aria-label={t('myRubber')}>
              <h2>{t('rubber')}</h2>
              <RubberEvenings evenings={rubber.value} />
            </section>
          ) : null}
          {appeals.ok ? (
            <section aria-label={t('myAppeals')}>
              <h2>{t('appeals')}</h2>
              <p className="muted">{t('appealHint')}</p>
              <AppealsTable appeals={appeals.value} />
            </section>
          ) : null}
        </>
      )}
    </PageFrame>
  );
}
