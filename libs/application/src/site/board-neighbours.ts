// The boards either side of one in a session's order: a traveller links to them, so a member reads
// the boards one after another without going back to the session.
export interface BoardNeighbours {
  readonly previous: number | null;
  readonly next: number | null;
}

export function boardNeighbours(boards: readonly number[], board: number): BoardNeighbours {
  const ordered = [...new Set(boards)].sort((a, b) => a - b);
  return {
    previous: ordered.filter((b) => b < board).at(-1) ?? null,
    next: ordered.find((b) => b > board) ?? null,
  };
}
