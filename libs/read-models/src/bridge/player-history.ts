// A member's history over sessions: the percentage (or IMPs) and place of the pair they played in.
import type { SessionResults } from './session-results';

export interface PlayerSessionScore {
  readonly sessionId: string;
  readonly name: string | null;
  readonly startsAt: string | null;
  readonly section: string;
  readonly pair: string;
  readonly partners: readonly string[];
  readonly percentage: number | null;
  readonly total: number;
  readonly rank: string;
  /** Contestants ranked in the pair's field. */
  readonly fieldSize: number;
}

export interface PlayerHistory {
  readonly memberId: string;
  readonly sessions: readonly PlayerSessionScore[];
  /** Mean of the session percentages (matchpoint sessions only); null without any. */
  readonly averagePercentage: number | null;
}

export function playerSessionScore(
  memberId: string,
  results: SessionResults,
  startsAt: string | null,
): PlayerSessionScore | null {
  for (const s of results.sections) {
    const t = s.totals.find((x) => x.players.includes(memberId));
    if (!t) continue;
    return {
      sessionId: results.sessionId,
      name: results.name,
      startsAt,
      section: s.section,
      pair: t.pair,
      partners: t.players.filter((p) => p !== memberId),
      percentage: t.percentage,
      total: t.total,
      rank: t.rank,
      fieldSize: s.totals.filter((x) => x.field === t.field).length,
    };
  }
  return null;
}

/**
 * A member's history from the member's per-session scores (derived `bridge-player-score`
 * documents, keyed `<sessionId>.<memberId>`, of the sessions `bridge.player` lists).
 */
export function playerHistory(memberId: string, scores: readonly PlayerSessionScore[]): PlayerHistory {
  const sessions = [...scores].sort(
    (a, b) => (a.startsAt ?? '').localeCompare(b.startsAt ?? '') || a.sessionId.localeCompare(b.sessionId),
  );
  const pcts = sessions.flatMap((s) => (s.percentage === null ? [] : [s.percentage]));
  return {
    memberId,
    sessions,
    averagePercentage: pcts.length === 0 ? null : pcts.reduce((a, b) => a + b, 0) / pcts.length,
  };
}

/**
 * A member's history read from stored documents: the sessions `bridge.player` lists and the
 * member's `bridge-player-score` in each (`derived(kind, key)` as the projection runner offers it).
 */
export function playerHistoryFrom(
  memberId: string,
  sessions: readonly string[],
  derived: (kind: string, key: string) => { readonly doc: unknown } | undefined,
): PlayerHistory {
  const scores = sessions.flatMap((sessionId) => {
    const stored = derived('bridge-player-score', `${sessionId}.${memberId}`);
    // An empty document: a player review withdrew the member from the session.
    return stored?.doc ? [stored.doc as PlayerSessionScore] : [];
  });
  return playerHistory(memberId, scores);
}
