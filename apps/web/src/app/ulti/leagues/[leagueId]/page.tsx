// An Ulti league table: placement points, then the tie-breaks; its sessions below.
import Link from 'next/link';
import { DataTable } from '../../../../components/data-table';
import { PageFrame } from '../../../../components/page-frame';
import { forints, Word } from '../../../../components/ulti/ulti-terms';
import { load } from '../../../../server/access';
import { serverCaller } from '../../../../server/caller';
import { routeParams } from '../../../../server/route-params';
import { ULTI_TIE_BREAK_WORDS, type UltiTieBreak } from '../../../../words/ulti-tie-breaks';

export default async function UltiLeaguePage({ params }: { params: Promise<{ leagueId: string }> }) {
  const { leagueId } = await routeParams(params);
  const caller = await serverCaller();
  return (
    <PageFrame title="Ulti league table" loaded={await load(() => caller.ulti.league({ leagueId }))}>
      {(l) => (
        <>
          <p className="muted">
            {l.name} · order: {l.tieBreaks.map((t) => ULTI_TIE_BREAK_WORDS[t as UltiTieBreak] ?? t).join(', then ')}
          </p>
          <DataTable
            headers={['Place', 'Player', 'Sessions', 'Points', 'Forints', 'Table wins']}
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
            Points: <Word word="points" />; <Word word="forint" />: the sum of every deal’s settlement.
          </p>
          <h2>Sessions</h2>
          <ul className="card">
            {l.sessions.map((s) => (
              <li key={s.sessionId}>
                <Link href={`/ulti/sessions/${encodeURIComponent(s.sessionId)}`}>{s.sessionId}</Link>{' '}
                <span className="muted">
                  {s.status === 'closed' ? 'closed' : 'in play'}
                  {s.counted ? '' : ' · not counted yet'}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </PageFrame>
  );
}
