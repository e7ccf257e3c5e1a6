// The Ulti landing page leads a player of a running round straight to his table's score sheet: the
// score-keepers are the players themselves, and they come to /ulti first.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { UltiSeats } from '@club/application/shapes';

export function YourUltiSeats({ seats }: { readonly seats: UltiSeats }) {
  const t = useTranslations('ultiSeats');
  if (seats.length === 0) return null;
  return (
    <ul className="card" data-testid="your-ulti-seats">
      {seats.map((s) => (
        <li key={s.sessionId}>
          <Link href={`/ulti/organise/${encodeURIComponent(s.sessionId)}/table/${s.table}`}>{t('scoreSheet')}</Link>{' '}
          <span className="muted">{t('where', { session: s.sessionId, table: s.table, round: s.round })}</span>
        </li>
      ))}
    </ul>
  );
}
