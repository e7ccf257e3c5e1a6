// A ClubReader over plain data: the tests' fixture, and (empty) the site's reader until the
// application layer provides one over the read models.
import type { AppealCase, BoardRecord, ClubReader, DirectorDesk, SeasonSummary, SessionSummary } from './club-reader';

export interface ClubData {
  readonly sessions?: readonly SessionSummary[];
  readonly boards?: readonly BoardRecord[];
  readonly desks?: readonly DirectorDesk[];
  readonly appeals?: readonly AppealCase[];
  readonly seasons?: readonly SeasonSummary[];
}

export function inMemoryClubReader(data: ClubData): ClubReader {
  return {
    latestSessions: (limit) => [...(data.sessions ?? [])].sort((a, b) => b.date.localeCompare(a.date)).slice(0, limit),
    board: (sessionId, board) => data.boards?.find((b) => b.sessionId === sessionId && b.board === board),
    directorDesk: (sessionId) => data.desks?.find((d) => d.sessionId === sessionId),
    appeals: () => (data.appeals ?? []).map(({ timeline: _timeline, ...summary }) => summary),
    appealCase: (appealId) => data.appeals?.find((a) => a.appealId === appealId),
    seasons: () => data.seasons ?? [],
  };
}

export const emptyClubReader: ClubReader = inMemoryClubReader({});
