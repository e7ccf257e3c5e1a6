// The director's desk: the sessions he directs, and a new one to open.
import Link from 'next/link';
import { PageFrame } from '../../components/page-frame';
import { load } from '../../server/access';
import { serverCaller } from '../../server/caller';
import { SESSION_STATUS_WORDS } from '../../words/session-statuses';

export default async function DirectorPage() {
  const caller = await serverCaller();
  return (
    <PageFrame title="Director" loaded={await load(() => caller.director.mySessions())}>
      {(sessions) => (
        <>
          <p>
            <Link className="button-link" href="/director/new">
              Open a new session
            </Link>
          </p>
          <ul className="card session-list">
            {sessions.map(({ sessionId, desk }) => (
              <li key={sessionId}>
                {desk ? (
                  <>
                    <Link href={`/director/${encodeURIComponent(sessionId)}`}>{desk.name}</Link> (
                    {SESSION_STATUS_WORDS[desk.status]}): {desk.tables} tables, {desk.boards} boards,{' '}
                    {desk.openDirectorCalls} open director calls
                  </>
                ) : (
                  `Session ${sessionId} (not scheduled yet)`
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </PageFrame>
  );
}
