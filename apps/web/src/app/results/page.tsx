import { PageFrame } from '../../components/page-frame';
import { load } from '../../server/access';
import { serverCaller } from '../../server/caller';

export default async function ResultsPage() {
  const caller = await serverCaller();
  return (
    <PageFrame title="Latest results" loaded={await load(() => caller.results.latest({ limit: 20 }))}>
      {(sessions) =>
        sessions.length === 0 ? (
          <p className="card muted">No sessions yet.</p>
        ) : (
          <ul className="card">
            {sessions.map((s) => (
              <li key={s.sessionId}>
                {s.date} · {s.name} <span className="muted">({s.game}, {s.status})</span>
              </li>
            ))}
          </ul>
        )
      }
    </PageFrame>
  );
}
