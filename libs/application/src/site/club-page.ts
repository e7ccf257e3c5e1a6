// The public club page's use cases (issue 21, point 18), over the members' results: the latest
// sessions whose official score is published, and whether the club shows them to visitors at all
// (a club setting, CLUB_PUBLIC_PAGE). Who may see a board's hands is the API's secrecy rule.
import type { ClubPage, ClubPageInput } from './club-page-shapes';
import type { ResultsUseCases } from './results-use-cases';

export interface ClubPageUseCases {
  /** Whether the club shows its latest published results to visitors who have not signed in. */
  clubPageIsPublic(): boolean;
  /** The latest sessions whose official score is published, newest first, with their rankings. */
  clubPage(limit: ClubPageInput['limit']): ClubPage;
}

/** Sessions looked at for published ones: a club publishes most of its recent sessions. */
const RECENT = 50;

export function clubPageReader(
  results: Pick<ResultsUseCases, 'latestSessions' | 'sessionResults'>,
  isPublic: boolean,
): ClubPageUseCases {
  return {
    clubPageIsPublic: () => isPublic,
    clubPage(limit) {
      const sessions = results
        .latestSessions(RECENT)
        .flatMap((s) => {
          const shown = s.game === 'bridge' ? results.sessionResults(s.sessionId) : undefined;
          return shown?.publishedAt ? [shown] : [];
        })
        .slice(0, limit);
      return { sessions };
    },
  };
}
