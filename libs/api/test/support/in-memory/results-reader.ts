// The members' results (slice: members): the shapes and use cases are the application's
// (@club/application results-shapes.ts, ResultsUseCases); here only the tests' fake over plain data.
import type {
  BoardPlayRecord,
  BoardRecord,
  PlayerHistory,
  ResultsLag,
  ResultsUseCases,
  SessionResults,
  SessionSummary,
} from '@club/application';

export interface ResultsData {
  readonly sessions?: readonly SessionSummary[];
  readonly boards?: readonly BoardRecord[];
  readonly sessionResults?: readonly SessionResults[];
  readonly boardPlays?: readonly BoardPlayRecord[];
  readonly histories?: readonly PlayerHistory[];
  readonly resultsLag?: ResultsLag;
}

/** Over plain data: the tests' fixture. */
export function inMemoryResultsReader(data: ResultsData): ResultsUseCases {
  return {
    resultsLag: () => data.resultsLag ?? { behind: false, lastComputedAt: null },
    latestSessions: (limit) => [...(data.sessions ?? [])].sort((a, b) => b.date.localeCompare(a.date)).slice(0, limit),
    board: (sessionId, board) => data.boards?.find((b) => b.sessionId === sessionId && b.board === board),
    sessionResults: (sessionId) => data.sessionResults?.find((s) => s.sessionId === sessionId),
    boardPlay: (sessionId, section, table, board) =>
      data.boardPlays?.find(
        (p) => p.sessionId === sessionId && p.section === section && p.table === table && p.board === board,
      ),
    playerHistory: (memberId) =>
      data.histories?.find((h) => h.memberId === memberId) ?? {
        memberId,
        name: memberId,
        averagePercentage: null,
        sessions: [],
      },
  };
}
