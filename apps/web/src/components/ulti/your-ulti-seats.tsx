// The Ulti landing page leads a player of a running round straight to his table's score sheet: the
// score-keepers are the players themselves, and they come to /ulti first.
import Link from 'next/link';
import type { UltiSeats } from '@club/application/shapes';

export function YourUltiSeats({ seats }: { readonly seats: UltiSeats }) {
  if (seats.length === 0) return null;
  return (
    <ul className="card" data-testid="your-ulti-seats">
      {seats.map((s) => (
        <li key={s.sessionId}>
          <Link href={`/ulti/organise/${encodeURIComponent(s.sessionId)}/table/${s.table}`}>
            Your table: score sheet
          </Link>{' '}
          <span className="muted">
            (session {s.sessionId}, table {s.table}, round {s.round}: enter each deal as it ends)
          </span>
        </li>
      ))}
    </ul>
  );
}
