// An Ulti league table: placement points, then the tie-breaks; its sessions below.
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { DataTable } from '../../../../components/data-table';
import { PageFrame } from '../../../../components/page-frame';
import { forints, Word } from '../../../../components/ulti/ulti-terms';
import { load } from '../../../../server/access';
import { serverCaller } from '../../../../server/caller';
import { routeParams } from '../../../../server/route-params';

export default async function UltiLeaguePage({ params }: { params: Promise<{ leagueId: string }> }) {
  const { leagueId } = await routeParams(params);
  const [caller, t, tieBreak] = await Promise.all([
    serverCaller(),
    getTranslations('ultiLeague'),
    getTranslations('ultiTieBreaks'),
  ]);
  const criterion = (c: string) => (tieBreak.has(c as 'forints') ? tieBreak(c as 'forints') : c);
  return (
    <PageFrame title={t('title')} loaded={await load(() => caller.ulti.league({ leagueId }))}>
      {(l) => (
        <>
          <p className="muted">{t('order', { name: l.name, criteria: l.tieBreaks.map(criterion).join(t('then')) })}</p>
          <DataTable
            headers={[t('place'), t('player'), t('sessions'), t('points'), t('forints'), t('tableWins')]}
            rows={l.rows.map((r) => ({
              key: r.player,
              cells: [
                r.rank,
                l.names[r.player] ?? r.player,
                r.sessions,
                r.placementPoints,
                forints(r.forints),
                r.tableWins,
              ],
            }))}
          />
          <p className="muted">
            {t.rich('pointsNote', { points: () => <Word word="points" />, forint: () => <Word word="forint" /> })}
          </p>
          <h2>{t('sessionsHeading')}</h2>
          <ul className="card">
            {l.sessions.map((s) => (
              <li key={s.sessionId}>
                <Link href={`/ulti/sessions/${encodeURIComponent(s.sessionId)}`}>{s.sessionId}</Link>{' '}
                <span className="muted">
                  {s.status === 'closed' ? t('closed') : t('inPlay')}
                  {s.counted ? '' : t('notCounted')}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </PageFrame>
  );
}
