import { PageFrame } from '../../components/page-frame';
import { load } from '../../server/access';
import { serverCaller } from '../../server/caller';

export default async function DirectorPage() {
  const caller = await serverCaller();
  return (
    <PageFrame title="Director" loaded={await load(() => caller.director.mySessions())}>
      {(sessions) => (
        <ul className="card">
          {sessions.map(({ sessionId, desk }) => (
            <li key={sessionId}>
              {desk ? `${desk.name}: ${desk.tables} tables, ${desk.boards} boards, ${desk.openDirectorCalls} open director calls` : `Session ${sessionId} (not scheduled yet)`}
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
