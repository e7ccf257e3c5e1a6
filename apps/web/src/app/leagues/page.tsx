import { PageFrame } from '../../components/page-frame';
import { load } from '../../server/access';
import { serverCaller } from '../../server/caller';

export default async function LeaguesPage() {
  const caller = await serverCaller();
  return (
    <PageFrame title="Seasons and leagues" loaded={await load(() => caller.league.seasons())}>
      {(seasons) =>
        seasons.length === 0 ? (
          <p className="card muted">No seasons yet.</p>
        ) : (
          seasons.map((season) => (
            <section className="card" key={season.seasonId}>
              <h2>{season.name}</h2>
              <ul>
                {season.leagues.map((league) => (
                  <li key={league.leagueId}>
                    {league.name} <span className="muted">({league.game})</span>
                  </li>
                ))}
              </ul>
            </section>
          ))
        )
      }
    </PageFrame>
  );
}
