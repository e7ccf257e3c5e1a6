// Sportulti (competitions.md §4b): several tables play the same deals (boards), and each
// competitor's forint result is compared with those who held the same cards elsewhere.
// Precisely: for each board and each line (first bidder, second, third: the same 12 or 10 cards
// at every table), every competitor scores 1 for each competitor of that line at another table
// whose forint result he beat and ½ for each he equalled; his percentage is the points he scored
// over the points available (one per comparison), summed over the boards, × 100. A board played
// at only one table, and a redealt hand, are not compared. A board may be played in several rounds:
// a table is a table of its round (table 1 of round 2 is not table 1 of round 1).
import type { UltiSessionDocument } from './ulti-session-document';
import { sharedRanks } from './ulti-standings';

export interface UltiSportultiEntry {
  readonly board: string;
  readonly line: number;
  readonly round: number;
  readonly table: number;
  readonly player: string;
  readonly forints: number;
  readonly points: number;
  readonly available: number;
}

export interface UltiSportultiPlayer {
  readonly player: string;
  readonly points: number;
  readonly available: number;
  /** points / available × 100 (null when nothing was compared). */
  readonly percentage: number | null;
  readonly rank: number;
}

export interface UltiSportulti {
  readonly sessionId: string;
  readonly entries: readonly UltiSportultiEntry[];
  /** Per játszma: each player's points at his table in this session. */
  readonly tables: readonly {
    readonly round: number;
    readonly table: number;
    readonly player: string;
    readonly points: number;
    readonly available: number;
    readonly percentage: number | null;
  }[];
  readonly players: readonly UltiSportultiPlayer[];
}

type Result = { readonly round: number; readonly table: number; readonly player: string; readonly forints: number };

export function ultiSportulti(doc: UltiSessionDocument): UltiSportulti {
  const byLine = new Map<string, { board: string; line: number; results: Result[] }>();
  for (const t of doc.tables) {
    for (const d of t.deals) {
      if (d.board === null || d.outcome === 'redeal' || d.outcome === 'unsettled') continue;
      d.lines.forEach((player, i) => {
        const key = `${d.board}\u0000${i + 1}`;
        const entry = byLine.get(key) ?? { board: d.board!, line: i + 1, results: [] };
        entry.results.push({ round: t.round, table: t.table, player, forints: d.deltas[player] ?? 0 });
        byLine.set(key, entry);
      });
    }
  }
  const entries: UltiSportultiEntry[] = [];
  for (const { board, line, results } of byLine.values()) {
    if (results.length < 2) continue;
    for (const r of results) {
      const points = results.reduce(
        (sum, o) => sum + (o === r ? 0 : r.forints > o.forints ? 1 : r.forints === o.forints ? 0.5 : 0),
        0,
      );
      entries.push({
        board,
        line,
        round: r.round,
        table: r.table,
        player: r.player,
        forints: r.forints,
        points,
        available: results.length - 1,
      });
    }
  }
  const tables = doc.tables.flatMap((t) =>
    t.players.map((player) => ({
      round: t.round,
      table: t.table,
      player,
      ...sum(entries.filter((e) => e.round === t.round && e.table === t.table && e.player === player)),
    })),
  );
  return {
    sessionId: doc.sessionId,
    entries,
    tables,
    players: rankPlayers(
      doc.tables.flatMap((t) => t.players),
      entries,
    ),
  };
}

function sum(entries: readonly Pick<UltiSportultiEntry, 'points' | 'available'>[]) {
  const points = entries.reduce((s, e) => s + e.points, 0);
  const available = entries.reduce((s, e) => s + e.available, 0);
  return { points, available, percentage: available === 0 ? null : (100 * points) / available };
}

/** Pooled percentages (points over points available), ranked; equal percentages share the rank. */
function rankPlayers(names: readonly string[], entries: readonly UltiSportultiEntry[]): UltiSportultiPlayer[] {
  const players = [...new Set(names)]
    .map((player) => ({ player, ...sum(entries.filter((e) => e.player === player)) }))
    .sort((a, b) => (b.percentage ?? -1) - (a.percentage ?? -1) || a.player.localeCompare(b.player));
  const ranks = sharedRanks(players, (a, b) => a.percentage === b.percentage);
  return players.map((p, i) => ({ ...p, rank: ranks[i]! }));
}

/** Over several sessions (a round, a day, a season): every comparison pooled. */
export function ultiSportultiOverall(sessions: readonly UltiSportulti[]): UltiSportultiPlayer[] {
  return rankPlayers(
    sessions.flatMap((s) => s.players.map((p) => p.player)),
    sessions.flatMap((s) => s.entries),
  );
}
