// The latest sessions, newest first, each linking to its results.
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PageFrame } from '../../components/page-frame';
import { When } from '../../components/time/when';
import { load } from '../../server/access';
import { serverCaller } from '../../server/caller';

export default async function ResultsPage() {
  const [caller, t, status] = await Promise.all([
    serverCaller(),
    getTranslations('resultsList'),
    getTranslations('directorSessionStatus'),
  ]);
  return (
    <PageFrame title={t('title')} loaded={await load(() => caller.results.latest({ limit: 20 }))}>
      {(sessions) =>
        sessions.length === 0 ? (
          <p className="card muted">{t('none')}</p>
        ) : (
          <>
            <ul className="card session-list">
              {sessions.map((s) => (
                <li key={s.sessionId}>
                  <Link href={`/results/${encodeURIComponent(s.sessionId)}`}>{s.name}</Link>{' '}
                  <span className="muted">
                    <When at={s.date} style="date" /> · {status(s.status)}
                  </span>
                </li>
              ))}
            </ul>
            <p>
              <Link href="/history">{t('myHistory')}</Link> · <Link href="/leagues">{t('bridgeLeagues')}</Link> ·{' '}
              <Link href="/ulti">{t('ultiLeagues')}</Link>
            </p>
          </>
        )
      }
    </PageFrame>
  );
}
