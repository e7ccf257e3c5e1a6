// A player of the running round reaches his table's score sheet from the session's page: the
// score-keepers are the players themselves, without the organiser's desk.
import Link from 'next/link';

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
  const mine = memberId ? tables.find((t) => t.round === round && t.players.includes(memberId)) : undefined;
  if (!mine) return null;
  return (
    <p className="card" data-testid="your-ulti-table">
      <Link href={`/ulti/organise/${encodeURIComponent(sessionId)}/table/${mine.table}`}>Your table: score sheet</Link>{' '}
      <span className="muted">
        (table {mine.table}, round {round}: enter each deal as it ends)
      </span>
    </p>
  );
}
