// Session standings (competitions.md §4b): each round's table is ranked by its forint totals and
// every place scores the competition's placement points; the session is ranked by the placement
// points summed over the rounds, then forints. Players still equal share the rank (1, 1, 3…).
import { DEFAULT_ULTI_COMPETITION_RULES, type UltiCompetitionRules } from '@club/club';
import type { UltiSessionDocument } from './ulti-session-document';

export interface UltiTablePlacing {
  readonly round: number;
  readonly table: number;
  readonly player: string;
  readonly forints: number;
  /** 1 = best; players with equal forints share the best place of their group. */
  readonly place: number;
  readonly placementPoints: number;
}

/** A player's evening: the sums over his rounds; table and place are those of his latest round. */
export interface UltiSessionStanding extends UltiTablePlacing {
  readonly rank: number;
  /** Rounds he played (tables with a placing). */
  readonly rounds: number;
}

export interface UltiSessionStandings {
  readonly sessionId: string;
  readonly tables: readonly (readonly UltiTablePlacing[])[];
  readonly ranking: readonly UltiSessionStanding[];
}

/** Names in the order localeCompare gives (the same collation), by one collator instead of one per comparison. */
export const byName = new Intl.Collator().compare;

/** Places at one table (of one round) by forints, and the points of each place. */
export function placeTable(
  at: { readonly round: number; readonly table: number },
  totals: Readonly<Record<string, number>>,
  rules: UltiCompetitionRules,
): UltiTablePlacing[] {
  const { round, table } = at;
  const players = Object.keys(totals).sort((a, b) => totals[b]! - totals[a]! || byName(a, b));
  const size = players.length;
  if (size !== 3 && size !== 4)
    throw new RangeError(`table ${table}: placement points exist for tables of 3 or 4, not ${size}`);
  const points = rules.placementPoints[size];
  const out: UltiTablePlacing[] = [];
  for (let i = 0; i < size;) {
    let j = i;
    while (j + 1 < size && totals[players[j + 1]!] === totals[players[i]!]) j++;
    const spanned = points.slice(i, j + 1);
    const share = rules.tiedPlaces === 'share' ? spanned.reduce((a, b) => a + b, 0) / spanned.length : spanned[0]!;
    for (let k = i; k <= j; k++)
      out.push({
        round,
        table,
        player: players[k]!,
        forints: totals[players[k]!]!,
        place: i + 1,
        placementPoints: share,
      });
    i = j + 1;
  }
  return out;
}

/** Competition ranking (1, 1, 3) of rows already sorted, equal when `same` says so. */
export function sharedRanks<T>(sorted: readonly T[], same: (a: T, b: T) => boolean): number[] {
  const ranks: number[] = [];
  sorted.forEach((row, i) => ranks.push(i > 0 && same(sorted[i - 1]!, row) ? ranks[i - 1]! : i + 1));
  return ranks;
}

export function ultiSessionStandings(
  doc: UltiSessionDocument,
  rules: UltiCompetitionRules = doc.competition ?? DEFAULT_ULTI_COMPETITION_RULES,
): UltiSessionStandings {
  const tables = doc.tables.map((t) => placeTable(t, t.totals, rules));
  const byPlayer = new Map<string, UltiTablePlacing & { rounds: number }>();
  for (const p of tables.flat()) {
    const sum = byPlayer.get(p.player);
    byPlayer.set(
      p.player,
      sum
        ? {
            ...p,
            forints: sum.forints + p.forints,
            placementPoints: sum.placementPoints + p.placementPoints,
            rounds: sum.rounds + 1,
          }
        : { ...p, rounds: 1 },
    );
  }
  const rows = [...byPlayer.values()].sort(
    (a, b) => b.placementPoints - a.placementPoints || b.forints - a.forints || a.player.localeCompare(b.player),
  );
  const ranks = sharedRanks(rows, (a, b) => a.placementPoints === b.placementPoints && a.forints === b.forints);
  return { sessionId: doc.sessionId, tables, ranking: rows.map((r, i) => ({ rank: ranks[i]!, ...r })) };
}
