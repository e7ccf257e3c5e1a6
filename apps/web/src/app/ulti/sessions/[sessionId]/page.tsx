// An Ulti session: its standings (while it is played, the running ones, published on every deal
// and refreshed live), then each table's ledger deal by deal (forints won or paid and the running
// totals), each deal to its replay; the jury's rulings (renonsz and discipline).
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { DataTable } from '../../../../components/data-table';
import { PageFrame } from '../../../../components/page-frame';
import { forints, Word } from '../../../../components/ulti/ulti-terms';
import { UltiDealGame } from '../../../../components/ulti/ulti-deal-game';
import { YourUltiTable } from '../../../../components/ulti/your-ulti-table';
import { UltiRulingList } from '../../../../components/ulti/ulti-ruling-list';
import { load } from '../../../../server/access';
import { serverCaller } from '../../../../server/caller';
import { routeParams } from '../../../../server/route-params';

export default async function UltiSessionPage({ params }: { params: Promise<{ sessionId: string }> }) {
  const { sessionId } = await routeParams(params);
  const [caller, t] = await Promise.all([serverCaller(), getTranslations('ultiSession')]);
  const me = await caller.auth.me();
  return (
    <PageFrame title={t('title', { session: sessionId })} loaded={await load(() => caller.ulti.session({ sessionId }))}>
      {(s) => (
        <>
          <p className="muted">
            {s.status === 'closed' ? t('closed') : t('inPlay')}
            {s.ruleSet ? t('rules', { ruleSet: s.ruleSet }) : ''}
            {s.leagueId ? (
              <>
                {' · '}
                <Link href={`/ulti/leagues/${encodeURIComponent(s.leagueId)}`}>{t('leagueTable')}</Link>
              </>
            ) : null}
          </p>
          {s.status === 'scheduled' ? (
            <YourUltiTable sessionId={sessionId} round={s.round} tables={s.tables} memberId={me?.memberId} />
          ) : null}
          <section aria-label={t('standingsRegion')} data-testid="ulti-standings">
            <h2>{s.status === 'closed' ? t('standings') : t('standingsSoFar', { round: s.round })}</h2>
            <DataTable
              headers={[
                t('rank'),
                t('player'),
                t('points'),
                t('forints'),
                t('tables'),
                t('deals'),
                t('table'),
                t('place'),
              ]}
              rows={s.ranking.map((r) => ({
                key: r.player,
                cells: [
                  r.rank,
                  s.names[r.player] ?? r.player,
                  r.placementPoints,
                  forints(r.forints),
                  r.rounds,
                  r.deals,
                  r.table,
                  r.place,
                ],
              }))}
            />
            <p className="muted">
              {s.status === 'closed'
                ? t('closedNote')
                : s.dealsPerTable
                  ? t('runningNoteDeals', { deals: s.dealsPerTable })
                  : t('runningNote')}
            </p>
          </section>
          {s.tables.map((tbl) => (
            <section key={tbl.table} className="card">
              <h2>{t.rich('tableHeading', { table: tbl.table, session: () => <Word word="session" /> })}</h2>
              <DataTable
                headers={[t('deal'), t('dealer'), t('declarer'), t('game'), ...tbl.players.map((p) => s.names[p] ?? p)]}
                rows={tbl.deals.map((d) => ({
                  key: String(d.dealNo),
                  cells: [
                    <Link key="d" href={`/ulti/sessions/${encodeURIComponent(sessionId)}/${tbl.table}/${d.dealNo}`}>
                      {d.dealNo}
                    </Link>,
                    s.names[d.dealer] ?? d.dealer,
                    d.declarer ? (s.names[d.declarer] ?? d.declarer) : '—',
                    <UltiDealGame key="g" contract={d.contract} outcome={d.outcome} renonsz={d.renonszCase} />,
                    ...tbl.players.map((p) => `${forints(d.deltas[p] ?? 0)} (${d.after[p] ?? 0})`),
                  ],
                }))}
              />
              <p className="muted">
                {t.rich('tableNote', {
                  dealer: () => <Word word="dealer" />,
                  declarer: () => <Word word="declarer" />,
                })}
              </p>
            </section>
          ))}
          <section className="card" aria-label={t('juryRegion')}>
            <h2>{t('juryHeading')}</h2>
            <UltiRulingList rulings={s.rulings} names={s.names} />
            {s.status === 'scheduled' ? (
              <p>
                <Link href={`/ulti/jury/${encodeURIComponent(sessionId)}`}>{t('juryPage')}</Link>{' '}
                <span className="muted">{t('juryWho')}</span>
              </p>
            ) : null}
          </section>
        </>
      )}
    </PageFrame>
  );
}
