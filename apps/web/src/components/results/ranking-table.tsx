// One field's ranking: place (ties `3=`), pair, players (members linked to their history, then
// guests by name), percentage (or IMPs/VPs) and total. The viewer's own pair is highlighted and
// says so in words, so he finds himself at a glance on a phone.
import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { DataTable } from '../data-table';
import { Percent } from './percent';

export interface RankingRow {
  readonly rank: string;
  readonly pair: string;
  readonly players: readonly string[];
  readonly names: readonly string[];
  readonly total: number;
  readonly percentage: number | null;
}

/** A percentage in English, for the pages not yet in the catalogue; a translated page takes <Percent>. */
export const pct = (p: number | null) => (p === null ? '' : `${p.toFixed(2)}\u00a0%`);

export function RankingTable({
  rows,
  unit,
  viewer,
}: {
  rows: readonly RankingRow[];
  unit: string;
  /** The signed-in member's id: the row he played in is his. */
  viewer?: string | null;
}) {
  const t = useTranslations('rankingTable');
  const format = useFormatter();
  const hasPct = rows.some((r) => r.percentage !== null);
  return (
    <DataTable
      headers={
        hasPct ? [t('place'), t('pair'), t('players'), t('percent'), unit] : [t('place'), t('team'), t('players'), unit]
      }
      rows={rows.map((r) => {
        const members = r.players.map((p, i) => (
          <span key={p}>
            {i > 0 ? ', ' : ''}
            <Link href={`/history/${encodeURIComponent(p)}`}>{r.names[i] ?? p}</Link>
          </span>
        ));
        // Guests (an imported session's players who are not members) follow by name: no history to link.
        const guests = r.names.slice(r.players.length).map((name, i) => (
          <span key={`guest-${i}`}>
            {members.length + i > 0 ? ', ' : ''}
            {name}
          </span>
        ));
        const players = [...members, ...guests];
        // Whole, or with two decimals (138.25; 138,25 in Czech), never grouped.
        const decimals = Number.isInteger(r.total) ? 0 : 2;
        const total = format.number(r.total, {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
          useGrouping: false,
        });
        const own = !!viewer && r.players.includes(viewer);
        const pair = own ? (
          <span key="pair">
            {r.pair} <small>{t('you')}</small>
          </span>
        ) : (
          r.pair
        );
        return {
          key: r.pair,
          own,
          cells: hasPct
            ? [r.rank, pair, players, <Percent key="p" value={r.percentage} />, total]
            : [r.rank, pair, players, total],
        };
      })}
    />
  );
}
