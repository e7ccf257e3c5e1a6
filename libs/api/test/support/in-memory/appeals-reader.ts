// The appeals use cases (slice: appeals): the application owns them and their shapes
// (@club/application: AppealsUseCases, appeals-shapes); here only the tests' in-memory fixture.
import {
  appealSummarySchema,
  caseForReader,
  type AppealableBoard,
  type AppealCase,
  type AppealsUseCases,
  type SiteCommandOutcome,
} from '@club/application';

/** The name club-reader.ts composes: the application's use cases. */
export interface AppealsData {
  readonly appeals?: readonly AppealCase[];
  /** Boards whose rulings can be appealed (the board reader's answer), by session and board. */
  readonly appealableBoards?: readonly AppealableBoard[];
}

/** Over plain data: the tests' fixture (commands on a known appeal are accepted and change nothing). */
export function inMemoryAppealsReader(data: AppealsData): AppealsUseCases {
  const accepted = async (appealId: string): Promise<SiteCommandOutcome> =>
    data.appeals?.some((a) => a.appealId === appealId)
      ? { ok: true }
      : {
          ok: false,
          error: `appeal '${appealId}' does not exist`,
          code: 'appeal-unknown',
          params: { appealId },
        };
  const step = (_by: unknown, appealId: string) => accepted(appealId);
  /** A lodging on a known board is accepted under a new id. */
  const lodged = async (input: { sessionId: string; board: number }) =>
    data.appealableBoards?.some((b) => b.sessionId === input.sessionId && b.board === input.board)
      ? { ok: true as const, appealId: `${input.sessionId}-new` }
      : {
          ok: false as const,
          error: `board ${input.board} of '${input.sessionId}' has no table`,
          code: 'board-not-at-table',
        };
  return {
    appeals: () => (data.appeals ?? []).map((a) => appealSummarySchema.parse(a)),
    appealCase: (appealId, seesDeliberation = () => false) => {
      const found = data.appeals?.find((a) => a.appealId === appealId);
      return found && caseForReader(found, seesDeliberation);
    },
    appealableBoard: (sessionId, board) =>
      data.appealableBoards?.find((b) => b.sessionId === sessionId && b.board === board),
    lodgeAppeal: (_by, input) => lodged(input),
    lodgeAppealForPlayer: (_by, input) => lodged(input),
    concurInAppeal: step,
    routeAppeal: step,
    rejectAppeal: step,
    withdrawAppeal: step,
    referAppeal: step,
    lodgeFurtherAppeal: step,
    recordAuthorityDecision: step,
    finalizeAppeal: step,
    scheduleHearing: accepted,
    recordHearing: accepted,
    decideAppeal: accepted,
  };
}
