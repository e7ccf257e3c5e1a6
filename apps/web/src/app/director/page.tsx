// The director's desk: the sessions he directs, and a new one to open.
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PageFrame } from '../../components/page-frame';
import { load } from '../../server/access';
import { serverCaller } from '../../server/caller';

export default async function DirectorPage() {
  const [caller, t, status] = await Promise.all([
    serverCaller(),
    getTranslations('directorDesk'),
    getTranslations('directorSessionStatus'),
  ]);
  return (
    <PageFrame title={t('title')} loaded={await load(() => caller.director.mySessions())}>
      {(sessions) => (
        <>
          <p>
            <Link className="button-link" href="/director/new">
              {t('openNew')}
            </Link>
          </p>
          <ul className="card session-list">
            {sessions.map(({ sessionId, desk }) => (
              <li key={sessionId}>
                {desk ? (
                  <>
                    <Link href={`/director/${encodeURIComponent(sessionId)}`}>{desk.name}</Link>{' '}
                    {t('summary', {
                      status: status(desk.status),
                      tables: desk.tables,
                      boards: desk.boards,
                      calls: desk.openDirectorCalls,
                    })}
                  </>
                ) : (
                  t('notScheduled', { sessionId })
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </PageFrame>
  );
}
