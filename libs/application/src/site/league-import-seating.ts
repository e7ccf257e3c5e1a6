// Rounds and tables for a results file that records neither (USEBIO files from Compscore give each
// board's pairs and result, not where or when it was played). A session in the club log needs a
// movement, so the seating is read off the meetings: the boards each couple of pairs played
// together, taken in board order, each in the first round where neither pair is seated yet. When
// every pair kept one direction (a Mitchell) a North-South pair's table is its place among the
// North-South pairs; otherwise tables are numbered in each round in board order. The rounds are
// therefore an order consistent with the file, not a record of the evening, and boards are taken as
// duplicated (several tables may play a set in one round).
import type { BoardResults, SessionResults, TableResult } from '@club/interchange';

const byNumber = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/** True when every result of the section names its round and table (PBN ScoreTable Round/Table). */
export function recordsSeating(session: SessionResults, section: string | null): boolean {
  return session.boards.every((b) =>
    b.results.every((r) => r.section !== section || (r.round !== null && r.table !== null)),
  );
}

/** The session with rounds and tables filled in for the results of `section` that have none. */
export function withInferredSeating(session: SessionResults, section: string | null): SessionResults {
  const rows = session.boards.flatMap((b) =>
    b.results
      .filter((r) => r.section === section && r.ns !== null && r.ew !== null)
      .map((r) => ({ board: b.board, r })),
  );
  const meetings = new Map<string, { ns: string; ew: string; boards: number[] }>();
  for (const { board, r } of rows) {
    const key = `${r.ns}\u0000${r.ew}`;
    const m = meetings.get(key) ?? { ns: r.ns!, ew: r.ew!, boards: [] };
    m.boards.push(board);
    meetings.set(key, m);
  }
  const ordered = [...meetings.values()].sort(
    (a, b) => Math.min(...a.boards) - Math.min(...b.boards) || byNumber(a.ns, b.ns),
  );
  const nsPairs = new Set(ordered.map((m) => m.ns));
  const oneDirection = ordered.every((m) => !nsPairs.has(m.ew));
  const nsTable = new Map([...nsPairs].sort(byNumber).map((pair, i) => [pair, i + 1]));
  const seated = new Map<number, Set<string>>();
  const tablesUsed = new Map<number, number>();
  const seatOf = new Map<string, { round: number; table: number }>();
  for (const m of ordered) {
    let round = 1;
    while (seated.get(round)?.has(m.ns) || seated.get(round)?.has(m.ew)) round++;
    seated.set(round, new Set([...(seated.get(round) ?? []), m.ns, m.ew]));
    const table = oneDirection ? nsTable.get(m.ns)! : (tablesUsed.get(round) ?? 0) + 1;
    tablesUsed.set(round, Math.max(tablesUsed.get(round) ?? 0, table));
    seatOf.set(`${m.ns}\u0000${m.ew}`, { round, table });
  }
  const seat = (r: TableResult): TableResult => {
    if (r.section !== section || r.ns === null || r.ew === null) return r;
    const s = seatOf.get(`${r.ns}\u0000${r.ew}`)!;
    return { ...r, round: r.round ?? s.round, table: r.table ?? s.table };
  };
  const boards: BoardResults[] = session.boards.map((b) => ({ ...b, results: b.results.map(seat) }));
  return { ...session, boards };
}
