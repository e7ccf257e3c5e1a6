// The traveller's way to the session's previous and next board (none at either end).
import Link from 'next/link';
import { useTranslations } from 'next-intl';

export function BoardSteps({
  sessionId,
  neighbours,
}: {
  sessionId: string;
  neighbours: { readonly previous: number | null; readonly next: number | null };
}) {
  const t = useTranslations('boardPage');
  const href = (board: number) => `/results/${encodeURIComponent(sessionId)}/${board}`;
  return (
    <nav aria-label={t('boardsNav')} className="board-steps">
      {neighbours.previous !== null ? (
        <Link href={href(neighbours.previous)} rel="prev">
          {t('previous', { board: neighbours.previous })}
        </Link>
      ) : (
        <span />
      )}
      {neighbours.next !== null ? (
        <Link href={href(neighbours.next)} rel="next">
          {t('next', { board: neighbours.next })}
        </Link>
      ) : null}
    </nav>
  );
}
