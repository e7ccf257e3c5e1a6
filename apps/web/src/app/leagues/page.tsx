// The seasons and their leagues: every member opens the tables; the league administrator also
// opens seasons, creates leagues and imports results files.
import Link from 'next/link';
import { PageFrame } from '../../components/page-frame';
import { CreateLeagueForm } from '../../components/league/create-league-form';
import { OpenSeasonForm } from '../../components/league/open-season-form';
import { Day } from '../../components/time/when';
import { load } from '../../server/access';
import { serverCaller } from '../../server/caller';

export const dynamic = 'force-dynamic';

export default async function LeaguesPage() {
  const caller = await serverCaller();
  const me = await caller.auth.me();
  const administers = !!me?.grants.some((g) => g.role === 'league-admin');
  return (
    <PageFrame title="Seasons and leagues" loaded={await load(() => caller.league.seasons())}>
      {(seasons) => (
        <>
          {administers ? (
            <p className="card">
              <Link href="/admin/import">Import a results file (PBN, USEBIO) or export a session as PBN</Link>
            </p>
          ) : null}
          {seasons.length === 0 ? <p className="card muted">No seasons yet.</p> : null}
          {seasons.map((season) => (
            <section className="card" key={season.seasonId} aria-label={season.name}>
              <h2>
                {season.name}{' '}
                <span className="muted">
                  <Day on={season.startsOn} /> – <Day on={season.endsOn} />
                </span>
              </h2>
              {season.leagues.length === 0 ? <p className="muted">No leagues yet.</p> : null}
              <ul className="league-list">
                {season.leagues.map((league) => (
                  <li key={league.leagueId}>
                    <Link href={`/leagues/${encodeURIComponent(league.leagueId)}`}>{league.name}</Link>{' '}
                    <span className="muted">
                      ({league.game}; {league.rule}; {league.sessions.length} sessions)
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {administers ? (
            <>
              <OpenSeasonForm />
              <CreateLeagueForm seasons={seasons.map((s) => ({ seasonId: s.seasonId, name: s.name }))} />
            </>
          ) : null}
        </>
      )}
    </PageFrame>
  );
}
