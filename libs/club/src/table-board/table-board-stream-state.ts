// A table-board stream folded: the bridge engine's state for the board (auction, play, claim), the
// result recorded (after the 79A agreement and corrections), and the director's record.
import {
  evolveTableBoard,
  initialTableBoardState,
  parsePbnDeal,
  type Deal,
  type TableBoardEvent,
  type TableBoardState,
} from '@club/bridge';
import {
  DIRECTOR_EVENT_TYPES,
  type DirectorCalled,
  type LateScoreCorrectionAuthorized,
  type ProceduralPenaltyAssessed,
  type RulingGiven,
  type ScoreAdjusted,
} from '../director/director-events';
import type { RecordedResult } from './recorded-result';
import { answerOpen, withRequest, type CorrectionRequest } from './correction-requests';
import {
  TABLE_BOARD_RECORD_EVENT_TYPES,
  type TableBoardOpened,
  type TableBoardStreamEvent,
} from './table-board-events';

export interface TableBoardStreamState {
  readonly opened: TableBoardOpened | null;
  readonly board: TableBoardState | null;
  /** The result scored now: recorded from play or entry, then agreed (79A) or corrected. */
  readonly result: RecordedResult | null;
  readonly tricksAgreed: boolean;
  readonly directorCalls: readonly DirectorCalled[];
  readonly rulings: readonly RulingGiven[];
  readonly adjustment: ScoreAdjusted | null;
  readonly authorizations: readonly LateScoreCorrectionAuthorized[];
  /** Authorisations already used by a 79C2 correction (each allows one). */
  readonly usedAuthorizations: readonly string[];
  /** The table's second entries with another result, numbered, each open or how it was answered. */
  readonly correctionRequests: readonly CorrectionRequest[];
  /** Law 90 penalties assessed at this table on this board (an import tests it holds its own). */
  readonly penalties: readonly ProceduralPenaltyAssessed[];
}

export const initialTableBoardStreamState: TableBoardStreamState = {
  opened: null,
  board: null,
  result: null,
  tricksAgreed: false,
  directorCalls: [],
  rulings: [],
  adjustment: null,
  authorizations: [],
  usedAuthorizations: [],
  correctionRequests: [],
  penalties: [],
};

const CLUB_TYPES = new Set<string>([...TABLE_BOARD_RECORD_EVENT_TYPES, ...DIRECTOR_EVENT_TYPES]);

export const isBridgeTableBoardEvent = (e: TableBoardStreamEvent): e is TableBoardEvent => !CLUB_TYPES.has(e.type);

export function bridgeStateOf(opened: TableBoardOpened): TableBoardState {
  const deal = opened.deal === null ? null : (parsePbnDeal(opened.deal) as Deal);
  return initialTableBoardState({
    dealer: opened.dealer,
    vulnerability: opened.vulnerability,
    deal,
    edition: opened.edition,
  });
}

export function evolveTableBoardStream(
  state: TableBoardStreamState,
  event: TableBoardStreamEvent,
): TableBoardStreamState {
  if (isBridgeTableBoardEvent(event))
    return state.board ? { ...state, board: evolveTableBoard(state.board, event) } : state;
  switch (event.type) {
    case 'TableBoardOpened':
      return { ...state, opened: event, board: bridgeStateOf(event) };
    case 'TableResultRecorded':
      return { ...state, result: event.result };
    case 'TricksAgreed':
      return { ...state, result: event.result, tricksAgreed: true };
    case 'ResultCorrected':
      return { ...state, result: event.after, correctionRequests: answerOpen(state.correctionRequests, 'corrected') };
    case 'ScoreCorrected':
      return {
        ...state,
        result: event.after,
        correctionRequests: answerOpen(state.correctionRequests, 'corrected'),
        usedAuthorizations: event.authorizationId
          ? [...state.usedAuthorizations, event.authorizationId]
          : state.usedAuthorizations,
      };
    case 'ResultCorrectionRequested':
      return { ...state, correctionRequests: withRequest(state.correctionRequests, event) };
    case 'ResultCorrectionDeclined':
      return {
        ...state,
        correctionRequests: state.correctionRequests.map((r) =>
          r.requestId === event.requestId ? { ...r, answer: 'declined' } : r,
        ),
      };
    case 'DirectorCalled':
      return { ...state, directorCalls: [...state.directorCalls, event] };
    case 'FactsEstablished':
    case 'ResultFlagsConfirmed':
      return state;
    case 'ProceduralPenaltyAssessed':
      return { ...state, penalties: [...state.penalties, event] };
    case 'RulingGiven':
      return { ...state, rulings: [...state.rulings, event] };
    case 'ScoreAdjusted':
      return { ...state, adjustment: event };
    case 'LateScoreCorrectionAuthorized':
      return { ...state, authorizations: [...state.authorizations, event] };
  }
}
