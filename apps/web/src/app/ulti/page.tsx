// The club's Ulti leagues.
import Link from 'next/link';
import { PageFrame } from '../../components/page-frame';
import { load } from '../../server/access';
import { serverCaller } from '../../server/caller';

export default async function UltiPage() {
  const caller = await serverCaller();
  return (
    <PageFrame title="Ulti leagues" loaded={await load(() => caller.ulti.leagues())}>
      {(leagues) =>
        leagues.length === 0 ? (
          <p className="card muted">No Ulti league yet.</p>
        ) : (
          <ul className="card">
            {leagues.map((l) => (
              <li key={l.leagueId}>
                <Link href={`/ulti/leagues/${encodeURIComponent(l.leagueId)}`}>{l.name}</Link>{' '}
                <span className="muted">({l.sessions} sessions)</span>
              </li>
            ))}
          </ul>
        )
      }
    </PageFrame>
  );
}
