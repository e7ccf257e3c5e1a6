// The public club page (issue 21, point 18): the latest sessions whose official score is published,
// with their rankings, for anyone, when the club makes its results public (CLUB_PUBLIC_PAGE). Each
// board links to its hands, shown under the secrecy rule; the rest of the site asks to sign in.
import { getTranslations } from 'next-intl/server';
import { PageFrame } from '../../components/page-frame';
import { SessionRankings } from '../../components/results/session-rankings';
import { When } from '../../components/time/when';
import { load } from '../../server/access';
import { serverCaller } from '../../server/caller';

export default async function ClubPage() {
  const [caller, t] = await Promise.all([serverCaller(), getTranslations('clubPage')]);
  return (
    <PageFrame title={t('title')} loaded={await load(() => caller.site.clubPage({ limit: 3 }))}>
      {(page) =>
        page.sessions.length === 0 ? (
          <p className="card muted">{t('none')}</p>
        ) : (
          page.sessions.map((s) => (
            <article key={s.sessionId} data-testid="public-session">
              <h2>{s.name}</h2>
              <p className="muted">
                <When at={s.date} style="date" /> · {t('published')}
              </p>
              <SessionRankings session={s} />
            </article>
          ))
        )
      }
    </PageFrame>
  );
}
