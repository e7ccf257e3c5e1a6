// A member's rubber evenings: each table's date (to its sheet), points, rubbers won and the stake's result.
import Link from 'next/link';
import type { RubberMyEvenings } from '@club/application/shapes';
import { DataTable } from '../data-table';

export function RubberEvenings({ evenings }: { evenings: RubberMyEvenings }) {
  if (evenings.length === 0) return <p className="card muted">No rubber evening yet.</p>;
  return (
    <DataTable
      headers={['Evening', 'Points', 'Rubbers won', 'Stake']}
      rows={evenings.map((e) => ({
        key: e.tableId,
        cells: [
          <Link key="t" href={`/rubber/${encodeURIComponent(e.tableId)}`}>
            {e.openedAt.slice(0, 10)}
            {e.closed ? '' : ' (playing)'}
          </Link>,
          e.points,
          `${e.rubbersWon}/${e.rubbersPlayed}`,
          e.money ?? '—',
        ],
      }))}
    />
  );
}
