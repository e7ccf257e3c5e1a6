// The strength order (erősorrend, competitions.md §4b) of a league session's draw: the league
// table as it stands (closed sessions and ended rounds), players equal there ordered by the
// previous session's standings. Players with no rank yet follow (the decider adds them).
import {
  ULTI_LEAGUE_TABLE_DOCUMENT,
  ULTI_SESSION_PROJECTION,
  ultiSessionStandings,
  type UltiLeagueTable,
  type UltiSessionDocument,
} from '@club/read-models';
import type { Club } from '../club';

/** Who the draw's strength order puts first: the league table, players equal there by the previous session. */
export function ultiStrengthRanking(club: Club, sessionId: string): string[] {
  const session = club.runner.document<UltiSessionDocument>(ULTI_SESSION_PROJECTION, sessionId);
  const leagueId = session?.leagueId;
  if (!leagueId) return [];
  const table = club.runner.derived(ULTI_LEAGUE_TABLE_DOCUMENT, leagueId)?.doc as UltiLeagueTable | undefined;
  // The league's closed sessions in the league's order: the last is the previous session.
  const previousId = (table?.sessions ?? []).filter((id) => id !== sessionId).at(-1);
  const previous = previousId
    ? club.runner.document<UltiSessionDocument>(ULTI_SESSION_PROJECTION, previousId)
    : undefined;
  const before = new Map(
    (previous ? ultiSessionStandings(previous).ranking : []).map((r) => [r.player, r.rank] as const),
  );
  return [...(table?.rows ?? [])]
    .sort((a, b) => a.rank - b.rank || (before.get(a.player) ?? Infinity) - (before.get(b.player) ?? Infinity))
    .map((r) => r.player);
}
