// A league's table, for every member; the league administrator also adds sessions to it here.
import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
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
  const [caller, t, format] = await Promise.all([serverCaller(), getTranslations('leagueTable'), getFormatter()]);
  const me = await caller.auth.me();
  const administers = !!me?.grants.some((g) => g.role === 'league-admin');
  return (
    <PageFrame title={t('title')} loaded={await load(() => caller.league.table({ leagueId }))}>
      {(league) => {
        const computedAt = league.computedAt;
        return (
          <>
            <p className="muted">
              <Link href="/leagues">{t('all')}</Link>
            </p>
            <section className="card">
              <h2>{league.name}</h2>
              <p>
                {league.game === 'ulti' ? (
                  <>
                    <abbr title={t('ultiLeague')}>Ulti-bajnokság</abbr>
                  </>
                ) : (
                  t('bridgeLeague')
                )}
                {t('seasonRule', { season: league.seasonId, rule: league.rule })}
              </p>
              <p className="muted">
                {t('sessions', {
                  sessions: league.sessions.join(', ') || t('noneYet'),
                  counted: league.counted.join(', ') || t('noneYet'),
                })}{' '}
                {computedAt ? t.rich('computed', { when: () => <When at={computedAt} /> }) : t('notComputed')}
              </p>
            </section>
            {league.awaitingReview.length > 0 ? (
              <section className="card notice" aria-label={t('awaitingLabel')}>
                <p>
                  {t('awaiting')}{' '}
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
              headers={[
                t('rank'),
                t('player'),
                t('sessionsColumn'),
                league.game === 'ulti' ? t('placementPoints') : t('score'),
                t('detail'),
              ]}
              rows={league.rows.map((r) => ({
                key: r.player,
                cells: [
                  r.rank ?? '—',
                  r.name,
                  String(r.sessions),
                  format.number(r.score, { maximumFractionDigits: 2, useGrouping: false }),
                  r.note.code === 'ulti'
                    ? t('noteUlti', {
                        forints: format.number(r.note.forints, { useGrouping: false }),
                        tableWins: r.note.tableWins,
                      })
                    : r.note.sessions.length
                      ? t('noteCounted', { sessions: r.note.sessions.join(', ') })
                      : '',
                ],
              }))}
            />
          </>
        );
      }}
    </PageFrame>
  );
}
