// A bridge league's season ranking by its rule (best N of M, average percentage, points per place),
// over the members' session scores. Players still equal share the place (`3=`).
import type { RankingRule } from '@club/club';
import { rankBy } from '@club/scoring';
import type { PlayerSessionScore } from './player-history';

export interface LeagueStanding {
  readonly memberId: string;
  readonly sessions: number;
  /** The rule's score: sum of the best n percentages, the mean percentage, or the place points. */
  readonly score: number;
  /** Sessions that count (best n), by session id. */
  readonly counted: readonly string[];
  /** Null when the player has too few sessions to be ranked (average-percentage's minSessions). */
  readonly rank: string | null;
}

/** Points of a place in a field; a shared place (`3=` over k players) shares the points of the places it spans. */
export function placePoints(table: readonly number[], score: PlayerSessionScore, tiedWith: number): number {
  const place = Number.parseInt(score.rank, 10);
  let sum = 0;
  for (let p = place; p < place + tiedWith; p++) sum += table[p - 1] ?? 0;
  return sum / tiedWith;
}

export function leagueStandings(
  rule: RankingRule,
  byMember: ReadonlyMap<string, readonly PlayerSessionScore[]>,
  tiesOf: (s: PlayerSessionScore) => number,
): LeagueStanding[] {
  const rows: Omit<LeagueStanding, 'rank'>[] = [];
  const unranked: Omit<LeagueStanding, 'rank'>[] = [];
  for (const [memberId, scores] of byMember) {
    const value = (s: PlayerSessionScore) => s.percentage ?? s.total;
    switch (rule.kind) {
      case 'best-n-of-m': {
        const best = [...scores].sort((a, b) => value(b) - value(a)).slice(0, rule.n);
        rows.push({
          memberId,
          sessions: scores.length,
          score: best.reduce((sum, s) => sum + value(s), 0),
          counted: best.map((s) => s.sessionId),
        });
        break;
      }
      case 'average-percentage': {
        const row = {
          memberId,
          sessions: scores.length,
          score: scores.length === 0 ? 0 : scores.reduce((sum, s) => sum + value(s), 0) / scores.length,
          counted: scores.map((s) => s.sessionId),
        };
        (scores.length >= rule.minSessions ? rows : unranked).push(row);
        break;
      }
      case 'points-per-place':
        rows.push({
          memberId,
          sessions: scores.length,
          score: scores.reduce((sum, s) => sum + placePoints(rule.table, s, tiesOf(s)), 0),
          counted: scores.map((s) => s.sessionId),
        });
        break;
      case 'ulti':
        throw new RangeError(`league rule 'ulti' ranks Ulti leagues; this is a bridge league`);
    }
  }
  const ranked = rankBy(
    [...rows].sort((a, b) => a.memberId.localeCompare(b.memberId)),
    (r) => r.score,
  ).map((r) => ({ ...r.item, rank: r.rank }));
  return [...ranked, ...unranked.sort((a, b) => b.score - a.score).map((r) => ({ ...r, rank: null }))];
}
