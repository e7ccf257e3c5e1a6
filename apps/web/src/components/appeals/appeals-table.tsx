// The appeals one follows, each with its board, deadline (Law 92B), hearing and status: on the
// appeals page and in a member's history.
import Link from 'next/link';
import type { AppealSummary } from '@club/application/shapes';
import { DataTable } from '../data-table';
import { When } from '../time/when';
import { APPEAL_STATUS_WORDS } from '../../words/appeal-statuses';

export function AppealsTable({ appeals }: { appeals: readonly AppealSummary[] }) {
  if (appeals.length === 0) return <p className="card muted">No appeals.</p>;
  return (
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
  );
}
