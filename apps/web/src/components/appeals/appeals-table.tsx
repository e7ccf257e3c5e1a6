// The appeals one follows, each with its board, deadline (Law 92B), hearing and status: on the
// appeals page and in a member's history.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { AppealSummary } from '@club/application/shapes';
import { DataTable } from '../data-table';
import { When } from '../time/when';

/** The session and its section, as the board column names them. */
const sessionOf = (a: AppealSummary) => `${a.sessionId}${a.section ? ` ${a.section}` : ''}`;

export function AppealsTable({ appeals }: { appeals: readonly AppealSummary[] }) {
  const t = useTranslations('appealsList');
  const status = useTranslations('appealsStatus');
  if (appeals.length === 0) return <p className="card muted">{t('none')}</p>;
  return (
    <DataTable
      headers={[t('appeal'), t('board'), t('lodged'), t('deadline'), t('hearing'), t('status')]}
      rows={appeals.map((a) => ({
        key: a.appealId,
        cells: [
          <Link key="l" href={`/appeals/${encodeURIComponent(a.appealId)}`}>
            {a.appealId}
          </Link>,
          a.table !== null
            ? t('boardAtTable', { session: sessionOf(a), table: a.table, board: a.board })
            : t('boardOf', { session: sessionOf(a), board: a.board }),
          <When key="w" at={a.lodgedAt} />,
          a.appealDeadline ? <When key="d" at={a.appealDeadline} /> : t('notPublished'),
          a.hearingAt ? <When key="h" at={a.hearingAt} /> : '—',
          <span key="s" className={`appeal-status appeal-${a.status}`}>
            {status(a.status)}
          </span>,
        ],
      }))}
    />
  );
}
