// Events of several sessions: each pair's session totals are added to any carry-over it brings
// from an earlier stage, then the event is ranked. Percentages combine over the tops actually
// available (a session with a larger top weighs more), as the session totals do.
import { rankBy } from './rank';

export interface SessionStanding {
  readonly pair: string;
  readonly total: number;
  /** Matchpoint top available to the pair in the session (units); omit for IMP scoring. */
  readonly topUnits?: number | null;
}

export interface EventStanding {
  readonly pair: string;
  readonly carryOver: number;
  readonly sessions: readonly (number | null)[];
  readonly total: number;
  /** Over all sessions' tops (matchpoints only; the carry-over counts in the total, not here). */
  readonly percentage: number | null;
  readonly rank: string;
}

export function combineSessions(
  sessions: readonly (readonly SessionStanding[])[],
  carryOver: Readonly<Record<string, number>> = {},
): EventStanding[] {
  const pairs = new Set<string>(Object.keys(carryOver));
  for (const s of sessions) for (const line of s) pairs.add(line.pair);
  const standings = [...pairs].map((pair) => {
    const lines = sessions.map((s) => s.find((l) => l.pair === pair) ?? null);
    const carry = carryOver[pair] ?? 0;
    let total = carry;
    let units = 0;
    let top = 0;
    let hasTop = true;
    for (const l of lines) {
      if (!l) continue;
      total += l.total;
      if (l.topUnits === undefined || l.topUnits === null) hasTop = false;
      else {
        units += l.total;
        top += l.topUnits;
      }
    }
    return {
      pair,
      carryOver: carry,
      sessions: lines.map((l) => l?.total ?? null),
      total,
      percentage: hasTop && top > 0 ? (100 * units) / top : null,
    };
  });
  return rankBy(standings, (s) => s.total).map((r) => ({ ...r.item, rank: r.rank }));
}
