// A member's rubber evenings: each table's date (to its sheet), points, rubbers won and the stake's result.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { RubberMyEvenings } from '@club/application/shapes';
import { DataTable } from '../data-table';

export function RubberEvenings({ evenings }: { evenings: RubberMyEvenings }) {
  const t = useTranslations('rubberEvenings');
  if (evenings.length === 0) return <p className="card muted">{t('none')}</p>;
  return (
    <DataTable
      headers={[t('evening'), t('points'), t('rubbersWon'), t('stake')]}
      rows={evenings.map((e) => ({
        key: e.tableId,
        cells: [
          <Link key="t" href={`/rubber/${encodeURIComponent(e.tableId)}`}>
            {e.closed ? e.openedAt.slice(0, 10) : t('playing', { date: e.openedAt.slice(0, 10) })}
          </Link>,
          e.points,
          `${e.rubbersWon}/${e.rubbersPlayed}`,
          e.money ?? '—',
        ],
      }))}
    />
  );
}
