// A player across the clubs of a federation, known by his federation id: the sessions he played in
// the clubs that share their results with the federation, as the federation's views give them.
import type { PlayerSessionScore } from '../bridge/player-history';

/** One session of one member with a federation id, in one sharing club (a row of federation_player_sessions). */
export interface FederationPlayerSession extends Pick<
  PlayerSessionScore,
  'sessionId' | 'startsAt' | 'percentage' | 'total' | 'rank' | 'fieldSize'
> {
  readonly clubId: string;
  readonly federationId: string;
  readonly memberId: string;
  /** His name in that club. */
  readonly name: string;
  readonly sessionName: string | null;
}

export interface FederationPlayerHistory {
  readonly federationId: string;
  /** His name in the club he played in last; null when no sharing club lists him. */
  readonly name: string | null;
  /** The sharing clubs he played in, by id. */
  readonly clubs: readonly string[];
  /** Newest first; sessions without a date last. */
  readonly sessions: readonly FederationPlayerSession[];
  /** Mean of the session percentages (matchpoint sessions only); null without any. */
  readonly averagePercentage: number | null;
}

/** Newest first (by start, then club and session, so equal starts keep one order); undated last. */
export function newestFirst(a: FederationPlayerSession, b: FederationPlayerSession): number {
  if (a.startsAt !== b.startsAt) {
    if (a.startsAt === null) return 1;
    if (b.startsAt === null) return -1;
    return b.startsAt.localeCompare(a.startsAt);
  }
  return a.clubId.localeCompare(b.clubId) || a.sessionId.localeCompare(b.sessionId);
}

export const averagePercentageOf = (sessions: readonly FederationPlayerSession[]): number | null => {
  const percentages = sessions.flatMap((s) => (s.percentage === null ? [] : [s.percentage]));
  return percentages.length === 0 ? null : percentages.reduce((a, b) => a + b, 0) / percentages.length;
};

/** The player's history from the federation's rows (rows of other players are left out). */
export function federationPlayerHistory(
  federationId: string,
  rows: readonly FederationPlayerSession[],
): FederationPlayerHistory {
  const sessions = rows.filter((row) => row.federationId === federationId).sort(newestFirst);
  return {
    federationId,
    name: sessions[0]?.name ?? null,
    clubs: [...new Set(sessions.map((s) => s.clubId))].sort(),
    sessions,
    averagePercentage: averagePercentageOf(sessions),
  };
}
