// The seasons and their leagues: every member opens the tables; the league administrator also
// opens seasons, creates leagues and imports results files.
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PageFrame } from '../../components/page-frame';
import { CreateLeagueForm } from '../../components/league/create-league-form';
import { OpenSeasonForm } from '../../components/league/open-season-form';
import { Day } from '../../components/time/when';
import { load } from '../../server/access';
import { serverCaller } from '../../server/caller';

export const dynamic = 'force-dynamic';

export default async function LeaguesPage() {
  const [caller, t] = await Promise.all([serverCaller(), getTranslations('leagues')]);
  const me = await caller.auth.me();
  const administers = !!me?.grants.some((g) => g.role === 'league-admin');
  return (
    <PageFrame title={t('title')} loaded={await load(() => caller.league.seasons())}>
      {(seasons) => (
        <>
          {administers ? (
            <p className="card">
              <Link href="/admin/import">{t('import')}</Link>
            </p>
          ) : null}
          {seasons.length === 0 ? <p className="card muted">{t('noSeasons')}</p> : null}
          {seasons.map((season) => (
            <section className="card" key={season.seasonId} aria-label={season.name}>
              <h2>
                {season.name}{' '}
                <span className="muted">
                  <Day on={season.startsOn} /> – <Day on={season.endsOn} />
                </span>
              </h2>
              {season.leagues.length === 0 ? <p className="muted">{t('noLeagues')}</p> : null}
              <ul className="league-list">
                {season.leagues.map((league) => (
                  <li key={league.leagueId}>
                    <Link href={`/leagues/${encodeURIComponent(league.leagueId)}`}>{league.name}</Link>{' '}
                    <span className="muted">
                      {t('league', {
                        game: league.game === 'ulti' ? t('ulti') : t('bridge'),
                        rule: league.rule,
                        count: league.sessions.length,
                      })}
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
