// How a PBN results file ranked its pairs, read off the TotalScoreTable's printed ranks: PBN has no tag
// for a two-winner movement or for sections scored each on its own, but the ranks show it. A ranking
// is a list of places where k pairs tied at place r are followed by place r + k; ranks that form such a
// list only within each direction (Mitchell: North-South and East-West winners) or each section, and not
// over the whole file, say how the file's program compared the pairs. Ruter and Magic Contest rank a
// Mitchell in one list; this club's export ranks each direction of each section on its own.
import type { Side } from '@club/bridge';

/** A TotalScoreTable row as far as its ranking goes. */
export interface PrintedRank {
  /** `1`, `2=`, `3`; null when the row has no usable rank. */
  readonly rank: string | null;
  readonly direction: Side | null;
  readonly section: string | null;
}

export interface PrintedRanking {
  /** `two`: each direction ranked on its own; `one`: all pairs in one list. */
  readonly winners: 'one' | 'two';
  /** Only when the ranks restart in each of several sections. */
  readonly sectionScoring?: 'per-section';
}

/** The ranking the printed places show; null when they show none (missing or irregular ranks). */
export function printedRankingOf(rows: readonly PrintedRank[]): PrintedRanking | null {
  const places = rows.map((r) => placeOf(r.rank));
  if (rows.length === 0 || places.some((p) => p === null)) return null;
  const consistent = (key: (r: PrintedRank) => string) => {
    const groups = new Map<string, number[]>();
    rows.forEach((r, i) => groups.set(key(r), [...(groups.get(key(r)) ?? []), places[i]!]));
    return [...groups.values()].every(isRanking);
  };
  const sections = new Set(rows.map((r) => r.section));
  const perSection =
    sections.size > 1 &&
    !consistent(() => '') &&
    !consistent((r) => r.direction ?? '') &&
    (consistent((r) => r.section ?? '') || consistent((r) => `${r.section ?? ''} ${r.direction ?? ''}`));
  const field = (r: PrintedRank) => (perSection ? (r.section ?? '') : '');
  const twoWinners =
    rows.every((r) => r.direction !== null) &&
    new Set(rows.map((r) => r.direction)).size === 2 &&
    !consistent(field) &&
    consistent((r) => `${field(r)} ${r.direction}`);
  if (!twoWinners && !consistent(field)) return null;
  return { winners: twoWinners ? 'two' : 'one', ...(perSection ? { sectionScoring: 'per-section' } : {}) };
}

/** `3=` or `3` as 3; anything else (a blank, `-`) as null. */
function placeOf(rank: string | null): number | null {
  const match = /^\s*(\d+)\s*=?\s*$/.exec(rank ?? '');
  return match ? Number(match[1]) : null;
}

/** Places 1, 2, 2, 4 …: each place is one more than the number of pairs ranked above it. */
function isRanking(places: readonly number[]): boolean {
  const sorted = [...places].sort((a, b) => a - b);
  return sorted.every((place, i) => place === (i === 0 || place !== sorted[i - 1] ? i + 1 : sorted[i - 1]));
}
