// A player of the running round reaches his table's score sheet from the session's page: the
// score-keepers are the players themselves, without the organiser's desk.
import Link from 'next/link';
import { useTranslations } from 'next-intl';

export function YourUltiTable({
  sessionId,
  round,
  tables,
  memberId,
}: {
  readonly sessionId: string;
  readonly round: number;
  readonly tables: readonly { readonly round: number; readonly table: number; readonly players: readonly string[] }[];
  readonly memberId: string | undefined;
}) {
  const t = useTranslations('ultiSeats');
  const here = useTranslations('ultiYourTable');
  const mine = memberId ? tables.find((t) => t.round === round && t.players.includes(memberId)) : undefined;
  if (!mine) return null;
  return (
    <p className="card" data-testid="your-ulti-table">
      <Link href={`/ulti/organise/${encodeURIComponent(sessionId)}/table/${mine.table}`}>{t('scoreSheet')}</Link>{' '}
      <span className="muted">{here('where', { table: mine.table, round })}</span>
    </p>
  );
}
