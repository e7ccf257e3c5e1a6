// The members' results as use cases: what the API's results, replay and history procedures call.
// createResultsReader implements all but resultsLag, resultsLagReader that one (its threshold is a
// setting of its own); the API's test fake implements the whole set. Arguments stay positional:
// the site's read cache (site-use-cases.ts CACHED_READS) names a read's subjects from its first one.
import type { BoardInput, BoardPlayInput, LatestSessionsInput, SessionResultsInput } from './results-inputs';
import type {
  BoardPlayRecord,
  BoardRecord,
  PlayerHistory,
  ResultsLag,
  SessionResults,
  SessionSummary,
} from './results-shapes';

export interface ResultsUseCases {
  /** The latest sessions, newest first. */
  latestSessions(limit: LatestSessionsInput['limit']): SessionSummary[];
  /** A session's ranking per section and direction, or its teams match; undefined for no such session. */
  sessionResults(sessionId: SessionResultsInput['sessionId']): SessionResults | undefined;
  /** A board's hands and traveller with the facts the secrecy rule needs. */
  board(sessionId: BoardInput['sessionId'], board: BoardInput['board']): BoardRecord | undefined;
  /** The calls and cards of a board played card by card at one table. */
  boardPlay(
    sessionId: BoardPlayInput['sessionId'],
    section: BoardPlayInput['section'],
    table: BoardPlayInput['table'],
    board: BoardPlayInput['board'],
  ): BoardPlayRecord | undefined;
  /** A member's results over time (the procedure resolves whose). */
  playerHistory(memberId: string): PlayerHistory;
  /** Whether the results are behind the log. */
  resultsLag(): ResultsLag;
}
