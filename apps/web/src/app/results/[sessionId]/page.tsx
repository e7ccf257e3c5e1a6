// A session's results: per section the ranking of each direction (Mitchell NS and EW), one field
// (Howell), or the teams match with IMPs and VPs; then the boards, each to its traveller. An
// imported session says which file (and program, event) it came from. The viewer's own pair is highlighted.
import Link from 'next/link';
import { DataTable } from '../../../components/data-table';
import { PageFrame } from '../../../components/page-frame';
import { RankingTable } from '../../../components/results/ranking-table';
import { SessionOrigin } from '../../../components/results/session-origin';
import { load } from '../../../server/access';
import { serverCaller } from '../../../server/caller';
import { routeParams } from '../../../server/route-params';

const FIELD_NAMES: Record<string, string> = { NS: 'North-South', EW: 'East-West', all: 'All pairs' };
const UNITS: Record<string, string> = { MP: 'MP', 'MP-NA': 'MP', 'TEAMS-IMP-VP': 'VP' };

export default async function SessionResultsPage({ params }: { params: Promise<{ sessionId: string }> }) {
  const { sessionId } = await routeParams(params);
  const caller = await serverCaller();
  const me = await caller.auth.me();
  return (
    <PageFrame title="Session results" loaded={await load(() => caller.results.session({ sessionId }))}>
      {(s) => (
        <>
          <p className="muted" data-testid="session-heading">
            {s.name} · {s.date.slice(0, 10)} ·{' '}
            {s.status === 'over' ? 'finished' : s.status === 'running' ? 'in play' : 'scheduled'}
            {s.publishedAt ? ` · official score published ${s.publishedAt.slice(11, 16)}` : ''}
          </p>
          {s.importedFrom ? <SessionOrigin origin={s.importedFrom} /> : null}
          {s.sections.map((section) => (
            <section key={section.section} className="card">
              <h2>Section {section.section}</h2>
              {section.match ? (
                <>
                  <p data-testid="match">
                    {section.match.home} {section.match.impsHome} – {section.match.impsAway} {section.match.away} IMPs ·{' '}
                    <strong>
                      {section.match.vpHome.toFixed(2)} – {section.match.vpAway.toFixed(2)} VP
                    </strong>
                  </p>
                  <DataTable
                    headers={['Board', `IMPs to ${section.match.home}`]}
                    rows={section.match.boards.map((b) => ({
                      key: String(b.board),
                      cells: [
                        <Link key="b" href={`/results/${encodeURIComponent(s.sessionId)}/${b.board}`}>
                          {b.board}
                        </Link>,
                        b.imps,
                      ],
                    }))}
                  />
                </>
              ) : null}
              {section.fields.map((f) => (
                <div key={f.field}>
                  {section.fields.length > 1 || !section.match ? (
                    <h3>
                      {s.form === 'individual' && f.field === 'all' ? 'All players' : (FIELD_NAMES[f.field] ?? f.field)}
                    </h3>
                  ) : null}
                  <RankingTable rows={f.rows} unit={UNITS[section.method] ?? 'Total'} viewer={me?.memberId} />
                </div>
              ))}
            </section>
          ))}
          <h2>Boards</h2>
          <ul className="board-links">
            {s.boards.map((b) => (
              <li key={b}>
                <Link href={`/results/${encodeURIComponent(s.sessionId)}/${b}`}>{b}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </PageFrame>
  );
}
