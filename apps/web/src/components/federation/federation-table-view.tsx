// The federation-wide table: the period's form (a plain GET form: it works before the page's
// script has loaded), the sharing clubs, and every player ranked by points.
import type { FederationTable, FederationTableInput } from '@club/application/shapes';
import { useTranslations } from 'next-intl';
import { DataTable } from '../data-table';
import { usePercent } from '../results/percent';

export function FederationTableView({ table, period }: { table: FederationTable; period: FederationTableInput }) {
  const t = useTranslations('federation');
  const percent = usePercent();
  return (
    <section aria-labelledby="federation-table">
      <h2 id="federation-table">{t('tableHeading')}</h2>
      <p className="muted">{t('rule')}</p>
      <form className="card stack" method="get" action="/federation">
        <label>
          {t('from')}
          <input type="date" name="from" defaultValue={period.from ?? ''} />
        </label>
        <label>
          {t('to')}
          <input type="date" name="to" defaultValue={period.to ?? ''} />
        </label>
        <button type="submit">{t('show')}</button>
      </form>
      <p data-testid="sharing-clubs">
        {table.clubs.length === 0 ? t('noneSharing') : t('sharing', { clubs: table.clubs.join(', ') })}
      </p>
      {table.standings.length === 0 ? (
        <p className="card muted">{t('noStandings')}</p>
      ) : (
        <DataTable
          headers={[t('place'), t('player'), t('points'), t('sessions'), t('clubs'), t('average')]}
          rows={table.standings.map((s) => ({
            key: s.federationId,
            cells: [
              s.rank,
              <a key="p" href={`/federation?player=${encodeURIComponent(s.federationId)}`}>
                {s.name}
              </a>,
              s.points,
              s.sessions,
              s.clubs.join(', '),
              percent(s.averagePercentage),
            ],
          }))}
        />
      )}
    </section>
  );
}
