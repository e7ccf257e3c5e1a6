import { DataTable } from '../../components/data-table';
import { PageFrame } from '../../components/page-frame';
import { load } from '../../server/access';
import { serverCaller } from '../../server/caller';

export default async function AppealsPage() {
  const caller = await serverCaller();
  return (
    <PageFrame title="Appeals" loaded={await load(() => caller.appeals.list())}>
      {(appeals) =>
        appeals.length === 0 ? (
          <p className="card muted">No appeals.</p>
        ) : (
          <DataTable
            headers={['Appeal', 'Session, board', 'Lodged', 'Deadline', 'Status']}
            rows={appeals.map((a) => ({ key: a.appealId, cells: [a.appealId, `${a.sessionId}, board ${a.board}`, a.lodgedAt, a.appealDeadline, a.status] }))}
          />
        )
      }
    </PageFrame>
  );
}
