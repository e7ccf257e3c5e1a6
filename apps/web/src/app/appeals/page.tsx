import Link from 'next/link';
import { DataTable } from '../../components/data-table';
import { PageFrame } from '../../components/page-frame';
import { When } from '../../components/time/when';
import { load } from '../../server/access';
import { serverCaller } from '../../server/caller';
import { APPEAL_STATUS_WORDS } from '../../words/appeal-statuses';

export const dynamic = 'force-dynamic';

export default async function AppealsPage() {
  const caller = await serverCaller();
  return (
    <PageFrame title="Appeals" loaded={await load(() => caller.appeals.list())}>
      {(appeals) =>
        appeals.length === 0 ? (
          <p className="card muted">No appeals.</p>
        ) : (
          <DataTable
            headers={['Appeal', 'Board', 'Lodged', 'Deadline (Law 92B)', 'Hearing', 'Status']}
            rows={appeals.map((a) => ({
              key: a.appealId,
              cells: [
                <Link key="l" href={`/appeals/${encodeURIComponent(a.appealId)}`}>
                  {a.appealId}
                </Link>,
                `${a.sessionId}${a.section ? ` ${a.section}` : ''}${a.table !== null ? ` table ${a.table}` : ''}, board ${a.board}`,
                <When key="w" at={a.lodgedAt} />,
                a.appealDeadline ? <When key="d" at={a.appealDeadline} /> : 'not yet published',
                a.hearingAt ? <When key="h" at={a.hearingAt} /> : '—',
                <span key="s" className={`appeal-status appeal-${a.status}`}>
                  {APPEAL_STATUS_WORDS[a.status]}
                </span>,
              ],
            }))}
          />
        )
      }
    </PageFrame>
  );
}
