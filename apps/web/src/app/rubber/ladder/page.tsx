// The club's rubber ladder: members' points over a period's closed evenings. The period is the
// club's setting (league season by default; calendar month, calendar year or all time); ?period=
// picks a past one, default the period the club is in now.
import { getTranslations } from 'next-intl/server';
import { DataTable } from '../../../components/data-table';
import { PageFrame } from '../../../components/page-frame';
import { LadderPeriodPicker, periodWords } from '../../../components/rubber/ladder-period-picker';
import { load } from '../../../server/access';
import { serverCaller } from '../../../server/caller';

export default async function RubberLadderPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const period = (await searchParams).period;
  const caller = await serverCaller();
  const t = await getTranslations('rubberLadder');
  const input = typeof period === 'string' && period !== '' ? { period } : {};
  return (
    <PageFrame title={t('title')} loaded={await load(() => caller.rubber.ladder(input))}>
      {(ladder) => (
        <>
          <p className="muted" data-testid="ladder-period">
            {t('period', { period: periodWords(t, ladder.kind, ladder.period) })}
          </p>
          <LadderPeriodPicker ladder={ladder} />
          {ladder.rows.length === 0 ? (
            <p className="card muted">{t('none')}</p>
          ) : (
            <DataTable
              headers={[t('place'), t('member'), t('points'), t('evenings'), t('rubbersWon')]}
              rows={ladder.rows.map((r) => ({
                key: r.memberId,
                cells: [r.place, r.name, r.points, r.evenings, r.rubbersWon],
              }))}
            />
          )}
        </>
      )}
    </PageFrame>
  );
}
