// A league's table, for every member; the league administrator also adds sessions to it here.
import Link from 'next/link';
import { DataTable } from '../../../components/data-table';
import { AddSessionForm } from '../../../components/league/add-session-form';
import { PageFrame } from '../../../components/page-frame';
import { When } from '../../../components/time/when';
import { load } from '../../../server/access';
import { serverCaller } from '../../../server/caller';
import { routeParams } from '../../../server/route-params';

export const dynamic = 'force-dynamic';

export default async function LeagueTablePage({ params }: { params: Promise<{ leagueId: string }> }) {
  const { leagueId } = await routeParams(params);
  const caller = await serverCaller();
  const me = await caller.auth.me();
  const administers = !!me?.grants.some((g) => g.role === 'league-admin');
  return (
    <PageFrame title="League table" loaded={await load(() => caller.league.table({ leagueId }))}>
      {(league) => (
        <>
          <p className="muted">
            <Link href="/leagues">All seasons and leagues</Link>
          </p>
          <section className="card">
            <h2>{league.name}</h2>
            <p>
              {league.game === 'ulti' ? (
                <>
                  <abbr title="Ulti league">Ulti-bajnokság</abbr>
                </>
              ) : (
                'Bridge league'
              )}
              , season {league.seasonId}. Ranking: {league.rule}.
            </p>
            <p className="muted">
              Sessions: {league.sessions.join(', ') || 'none yet'}; counted: {league.counted.join(', ') || 'none yet'}.
              {league.computedAt ? (
                <>
                  {' '}
                  Computed <When at={league.computedAt} />.
                </>
              ) : (
                ' Not computed yet: no session published.'
              )}
            </p>
          </section>
          {league.awaitingReview.length > 0 ? (
            <section className="card notice" aria-label="Awaiting player review">
              <p>
                Awaiting player review (not counted until its imported players are linked to members):{' '}
                {league.awaitingReview.map((sessionId, i) => (
                  <span key={sessionId}>
                    {i > 0 ? ', ' : ''}
                    {administers ? (
                      <Link href={`/admin/import/review/${encodeURIComponent(sessionId)}`}>{sessionId}</Link>
                    ) : (
                      sessionId
                    )}
                  </span>
                ))}
                .
              </p>
            </section>
          ) : null}
          {administers ? <AddSessionForm leagueId={league.leagueId} game={league.game} /> : null}
          <DataTable
            headers={['Rank', 'Player', 'Sessions', league.game === 'ulti' ? 'Placement points' : 'Score', 'Detail']}
            rows={league.rows.map((r) => ({
              key: r.player,
              cells: [r.rank ?? '—', r.player, String(r.sessions), String(Math.round(r.score * 100) / 100), r.detail],
            }))}
          />
        </>
      )}
    </PageFrame>
  );
}
