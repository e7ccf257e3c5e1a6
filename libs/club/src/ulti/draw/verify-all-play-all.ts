// Checks an all-play-all schedule independently of how it was built: every round seats every
// player exactly once at tables of three, and every two players share a table exactly once.

/** The problems found (empty when the schedule is right), each naming the round, table or pair. */
export function allPlayAllProblems<P>(players: readonly P[], rounds: readonly (readonly (readonly P[])[])[]): string[] {
  const problems: string[] = [];
  const n = players.length;
  const index = new Map(players.map((p, i) => [p, i]));
  if (rounds.length !== (n - 1) / 2) problems.push(`${rounds.length} rounds; ${n} players need ${(n - 1) / 2}`);
  const met = new Uint16Array(n * n);
  rounds.forEach((round, r) => {
    const seated = new Map<P, number>();
    round.forEach((table, t) => {
      if (table.length !== 3) problems.push(`round ${r + 1}, table ${t + 1}: ${table.length} players, not 3`);
      for (const p of table) {
        if (!index.has(p)) problems.push(`round ${r + 1}, table ${t + 1}: ${String(p)} is not a player`);
        else if (seated.has(p))
          problems.push(`round ${r + 1}: ${String(p)} sits at tables ${seated.get(p)! + 1} and ${t + 1}`);
        seated.set(p, t);
      }
      for (let a = 0; a < table.length; a++) {
        for (let b = a + 1; b < table.length; b++) {
          const i = index.get(table[a]!);
          const j = index.get(table[b]!);
          if (i !== undefined && j !== undefined) met[Math.min(i, j) * n + Math.max(i, j)]!++;
        }
      }
    });
    for (const p of players) if (!seated.has(p)) problems.push(`round ${r + 1}: ${String(p)} has no table`);
  });
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const times = met[i * n + j]!;
      if (times !== 1) problems.push(`${String(players[i])} and ${String(players[j])} meet ${times} times`);
    }
  }
  return problems;
}
