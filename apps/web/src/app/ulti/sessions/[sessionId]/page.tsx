// An Ulti session: its standings (while it is played, the running ones, published on every deal
// and refreshed live), then each table's ledger deal by deal (forints won or paid and the running
// totals), each deal to its replay; the jury's rulings (renonsz and discipline).
import Link from 'next/link';
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
  const caller = await serverCaller();
  const me = await caller.auth.me();
  return (
    <PageFrame title={`Ulti session ${sessionId}`} loaded={await load(() => caller.ulti.session({ sessionId }))}>
      {(s) => (
        <>
          <p className="muted">
            {s.status === 'closed' ? 'closed' : 'in play'}
            {s.ruleSet ? ` · rules: ${s.ruleSet}` : ''}
            {s.leagueId ? (
              <>
                {' · '}
                <Link href={`/ulti/leagues/${encodeURIComponent(s.leagueId)}`}>league table</Link>
              </>
            ) : null}
          </p>
          {s.status === 'scheduled' ? (
            <YourUltiTable sessionId={sessionId} round={s.round} tables={s.tables} memberId={me?.memberId} />
          ) : null}
          <section aria-label="Standings" data-testid="ulti-standings">
            <h2>{s.status === 'closed' ? 'Standings' : `Standings so far (round ${s.round})`}</h2>
            <DataTable
              headers={['Rank', 'Player', 'Points', 'Forints', 'Tables', 'Deals', 'Table', 'Place']}
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
                ? 'Tables: one per round played; Table and Place: his last table.'
                : `Updates as the score-keepers record deals${s.dealsPerTable ? ` (${s.dealsPerTable} a table)` : ''}. Tables: one per round played; Table and Place: his table now.`}
            </p>
          </section>
          {s.tables.map((t) => (
            <section key={t.table} className="card">
              <h2>
                Table {t.table} (<Word word="session" />)
              </h2>
              <DataTable
                headers={['Deal', 'Dealer', 'Declarer', 'Game', ...t.players.map((p) => s.names[p] ?? p)]}
                rows={t.deals.map((d) => ({
                  key: String(d.dealNo),
                  cells: [
                    <Link key="d" href={`/ulti/sessions/${encodeURIComponent(sessionId)}/${t.table}/${d.dealNo}`}>
                      {d.dealNo}
                    </Link>,
                    s.names[d.dealer] ?? d.dealer,
                    d.declarer ? (s.names[d.declarer] ?? d.declarer) : '—',
                    <UltiDealGame key="g" contract={d.contract} outcome={d.outcome} renonsz={d.renonsz} />,
                    ...t.players.map((p) => `${forints(d.deltas[p] ?? 0)} (${d.after[p] ?? 0})`),
                  ],
                }))}
              />
              <p className="muted">
                Game: the bid, and how the deal ended when it was not played out. Per player: forints in the deal
                (running total). <Word word="dealer" /> = dealer, <Word word="declarer" /> = declarer.
              </p>
            </section>
          ))}
          <section className="card" aria-label="Jury rulings">
            <h2>Jury rulings (zsűri)</h2>
            <UltiRulingList rulings={s.rulings} names={s.names} />
            {s.status === 'scheduled' ? (
              <p>
                <Link href={`/ulti/jury/${encodeURIComponent(sessionId)}`}>Jury page</Link>{' '}
                <span className="muted">(for the members named to the jury)</span>
              </p>
            ) : null}
          </section>
        </>
      )}
    </PageFrame>
  );
}
