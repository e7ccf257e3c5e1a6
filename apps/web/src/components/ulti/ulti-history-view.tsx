// A member's Ulti over time: the chart of his forints, a row per session (its date to the session's
// standings, forints, placement points, rank) and his totals per season.
import Link from 'next/link';
import type { UltiHistory } from '@club/application/shapes';
import { useTranslations } from 'next-intl';
import { DataTable } from '../data-table';
import { When } from '../time/when';
import { forints, Word } from './ulti-terms';
import { UltiHistoryChart } from './ulti-history-chart';

export function UltiHistoryView({ history }: { history: UltiHistory }) {
  const t = useTranslations('ultiHistory');
  if (history.sessions.length === 0) return <p className="card muted">{t('none')}</p>;
  return (
    <>
      <UltiHistoryChart points={history.sessions} />
      <DataTable
        headers={[t('date'), t('league'), t('forints'), t('points'), t('rank'), t('tables')]}
        rows={history.sessions.map((s) => ({
          key: s.sessionId,
          cells: [
            <Link key="d" href={`/ulti/sessions/${encodeURIComponent(s.sessionId)}`}>
              <When at={s.date} style="date" />
              {s.status === 'closed' ? '' : t('inPlay')}
            </Link>,
            s.league ?? '—',
            forints(s.forints),
            s.placementPoints,
            t('rankOf', { rank: s.rank, field: s.fieldSize }),
            s.rounds,
          ],
        }))}
      />
      <p className="muted">{t.rich('note', { word: () => <Word word="points" /> })}</p>
      <h3>{t('seasonTotals')}</h3>
      <DataTable
        headers={[t('season'), t('sessions'), t('forints'), t('points')]}
        rows={history.seasons.map((s) => ({
          key: s.seasonId ?? '',
          cells: [s.name ?? t('outside'), s.sessions, forints(s.forints), s.placementPoints],
        }))}
      />
    </>
  );
}
