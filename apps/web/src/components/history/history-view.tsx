// A member's history: the chart, the average, and a row per session with a link to its results.
import Link from 'next/link';
import type { PlayerHistory } from '@club/application';
import { useTranslations } from 'next-intl';
import { DataTable } from '../data-table';
import { usePercent } from '../results/percent';
import { HistoryChart } from './history-chart';
import { When } from '../time/when';

export function HistoryView({ history }: { history: PlayerHistory }) {
  const t = useTranslations('historyView');
  const percent = usePercent();
  return (
    <>
      <HistoryChart points={history.sessions} />
      <p data-testid="average">
        {t('average', {
          average: history.averagePercentage === null ? t('noAverage') : percent(history.averagePercentage),
        })}
      </p>
      <DataTable
        headers={[t('date'), t('session'), t('percent'), t('place'), t('partner')]}
        rows={history.sessions.map((s) => ({
          key: s.sessionId,
          cells: [
            <When key="d" at={s.date} style="date" />,
            <Link key="s" href={`/results/${encodeURIComponent(s.sessionId)}`}>
              {s.name}
            </Link>,
            percent(s.percentage),
            t('placeOf', { rank: s.rank, fieldSize: s.fieldSize }),
            s.partners.join(', '),
          ],
        }))}
      />
    </>
  );
}
