// How often each two players of a schedule sit at the same table: the all-play-all checker's
// statement for schedules that cannot be exact (tables of four, or no Kirkman schedule).

export interface MeetingReport {
  readonly rounds: number;
  /** Rounds that do not seat every player exactly once at a table of three or four. */
  readonly seatingProblems: readonly string[];
  readonly pairsOnce: number;
  readonly pairsTwice: number;
  /** Pairs meeting three times or more. */
  readonly pairsMoreOften: number;
  readonly pairsNever: number;
}

export function meetingReport<P>(players: readonly P[], rounds: readonly (readonly (readonly P[])[])[]): MeetingReport {
  const index = new Map(players.map((p, i) => [p, i]));
  const n = players.length;
  const met = new Uint16Array(n * n);
  const seatingProblems: string[] = [];
  rounds.forEach((round, r) => {
    const seated = new Set<P>();
    round.forEach((table, t) => {
      if (table.length !== 3 && table.length !== 4)
        seatingProblems.push(`round ${r + 1}, table ${t + 1}: ${table.length} players`);
      for (const p of table) {
        if (!index.has(p) || seated.has(p))
          seatingProblems.push(`round ${r + 1}: ${String(p)} is not a player or sits twice`);
        seated.add(p);
      }
      for (const a of table)
        for (const b of table) {
          const i = index.get(a);
          const j = index.get(b);
          if (i !== undefined && j !== undefined && i < j) met[i * n + j]!++;
        }
    });
    if (seated.size !== n) seatingProblems.push(`round ${r + 1}: ${n - seated.size} players have no table`);
  });
  const counts = [0, 0, 0, 0];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) counts[Math.min(met[i * n + j]!, 3)]!++;
  return {
    rounds: rounds.length,
    seatingProblems,
    pairsNever: counts[0]!,
    pairsOnce: counts[1]!,
    pairsTwice: counts[2]!,
    pairsMoreOften: counts[3]!,
  };
}
