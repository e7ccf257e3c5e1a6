// A member's Ulti over time: the chart of his forints, a row per session (its date to the session's
// standings, forints, placement points, rank) and his totals per season.
import Link from 'next/link';
import type { UltiHistory } from '@club/application/shapes';
import { DataTable } from '../data-table';
import { When } from '../time/when';
import { forints, Word } from './ulti-terms';
import { UltiHistoryChart } from './ulti-history-chart';

export function UltiHistoryView({ history }: { history: UltiHistory }) {
  if (history.sessions.length === 0) return <p className="card muted">No Ulti sessions yet.</p>;
  return (
    <>
      <UltiHistoryChart points={history.sessions} />
      <DataTable
        headers={['Date', 'League', 'Forints', 'Points', 'Rank', 'Tables']}
        rows={history.sessions.map((s) => ({
          key: s.sessionId,
          cells: [
            <Link key="d" href={`/ulti/sessions/${encodeURIComponent(s.sessionId)}`}>
              <When at={s.date} style="date" />
              {s.status === 'closed' ? '' : ' (in play)'}
            </Link>,
            s.league ?? '—',
            forints(s.forints),
            s.placementPoints,
            `${s.rank} of ${s.fieldSize}`,
            s.rounds,
          ],
        }))}
      />
      <p className="muted">
        Points: <Word word="points" />; Tables: one per round played.
      </p>
      <h3>Season totals</h3>
      <DataTable
        headers={['Season', 'Sessions', 'Forints', 'Points']}
        rows={history.seasons.map((s) => ({
          key: s.seasonId ?? '',
          cells: [s.name ?? 'Outside the leagues', s.sessions, forints(s.forints), s.placementPoints],
        }))}
      />
    </>
  );
}
