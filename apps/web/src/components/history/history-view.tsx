// A member's history: the chart, the average, and a row per session with a link to its results.
import Link from 'next/link';
import type { PlayerHistory } from '@club/application';
import { DataTable } from '../data-table';
import { pct } from '../results/ranking-table';
import { HistoryChart } from './history-chart';
import { When } from '../time/when';

export function HistoryView({ history }: { history: PlayerHistory }) {
  return (
    <>
      <HistoryChart points={history.sessions} />
      <p data-testid="average">
        Average: {history.averagePercentage === null ? 'no pairs sessions yet' : pct(history.averagePercentage)}
      </p>
      <DataTable
        headers={['Date', 'Session', '%', 'Place', 'Partner']}
        rows={history.sessions.map((s) => ({
          key: s.sessionId,
          cells: [
            <When key="d" at={s.date} style="date" />,
            <Link key="s" href={`/results/${encodeURIComponent(s.sessionId)}`}>
              {s.name}
            </Link>,
            pct(s.percentage),
            `${s.rank} of ${s.fieldSize}`,
            s.partners.join(', '),
          ],
        }))}
      />
    </>
  );
}
