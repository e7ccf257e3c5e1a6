// The traveller's way to the session's previous and next board (none at either end).
import Link from 'next/link';

export function BoardSteps({
  sessionId,
  neighbours,
}: {
  sessionId: string;
  neighbours: { readonly previous: number | null; readonly next: number | null };
}) {
  const href = (board: number) => `/results/${encodeURIComponent(sessionId)}/${board}`;
  return (
    <nav aria-label="Boards" className="board-steps">
      {neighbours.previous !== null ? (
        <Link href={href(neighbours.previous)} rel="prev">
          ← Board {neighbours.previous}
        </Link>
      ) : (
        <span />
      )}
      {neighbours.next !== null ? (
        <Link href={href(neighbours.next)} rel="next">
          Board {neighbours.next} →
        </Link>
      ) : null}
    </nav>
  );
}
