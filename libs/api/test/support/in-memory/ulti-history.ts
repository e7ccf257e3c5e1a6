// A member's Ulti over time (slice: members): the application's use case (@club/application:
// UltiHistoryUseCases, shapes in ulti-history-shapes.ts), and its in-memory fake for the tests.
import type { UltiHistory, UltiHistoryUseCases } from '@club/application';

export interface UltiHistoryData {
  readonly ultiHistories?: readonly UltiHistory[];
}

/** Over plain data: a member without Ulti sessions has an empty history under his id. */
export function inMemoryUltiHistory(data: UltiHistoryData): UltiHistoryUseCases {
  return {
    ultiHistory: (memberId) =>
      data.ultiHistories?.find((h) => h.memberId === memberId) ?? {
        memberId,
        name: memberId,
        sessions: [],
        seasons: [],
      },
  };
}
