// A timeline line as a code and its values, for the lines of the play and the table's record
// (board opened, calls, leads, cards, tricks, claims, results, director called, session closed):
// the page words them in its own language. The English summary stays beside it, for the lines
// without a code and for readers that have no page language.
import { formatCall, formatContract } from '@club/bridge';
import type { AppealEvent, RecordedResult, SessionEvent, TableBoardStreamEvent } from '@club/club';
import type { TaggedEvent } from '@club/events';

/** `code`: the line's message (the event's type); `params`: its values, seats and cards as the record writes them. */
export interface TimelineSaid {
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
}

type Tagged = TaggedEvent<TableBoardStreamEvent | SessionEvent | AppealEvent>;

// Scores as text: a number would be formatted by the page (1,100), the record writes 1100.
const result = (r: RecordedResult): Record<string, string | number> =>
  r.contract === 'Pass'
    ? { passed: 'yes', contract: '', declarer: '', tricks: 0, ns: '' }
    : {
        passed: 'no',
        contract: formatContract(r.contract),
        declarer: r.declarer ?? '',
        tricks: r.tricks ?? 0,
        ns: String(r.nsScore),
      };

const said = (code: string, params: Record<string, string | number> = {}): TimelineSaid => ({ code, params });

/** The line's code and values, or undefined for the lines still written in English only. */
export function timelineSaid([type, e]: Tagged): TimelineSaid | undefined {
  switch (type) {
    case 'TableBoardOpened':
      return said(type, {
        board: e.board,
        table: e.table,
        section: e.section,
        round: e.round,
        nsPair: e.ns,
        ewPair: e.ew,
        dealer: e.dealer,
        vulnerability: e.vulnerability,
      });
    case 'CallMade':
      return said(type, { seat: e.seat, call: formatCall(e.call) });
    case 'AuctionCompleted':
      return said(type, { contract: formatContract(e.contract), declarer: e.declarer });
    case 'OpeningLeadFaced':
    case 'OpeningLeadFaceDown':
      return said(type, { seat: e.seat, card: e.card });
    case 'CardPlayed':
      return said(type, { seat: e.seat, dummy: e.fromHand === 'dummy' ? 'yes' : 'no', card: e.card, trick: e.trickNo });
    case 'TrickQuitted':
      return said(type, { trick: e.trickNo, winner: e.winner });
    case 'ClaimMade':
      return said(type, { claimer: e.claimerSeat, tricks: e.tricksClaimed, statement: e.statement });
    case 'TableResultRecorded':
      return said(type, { source: e.source, ...result(e.result) });
    case 'TricksAgreed':
      return said(type, { agreed: e.tricks, ...result(e.result) });
    case 'DirectorCalled':
      return said(type, { calledBy: e.calledBy ?? 'none', stage: e.stage, irregularity: e.irregularity });
    case 'SessionClosed':
      return said(type);
    default:
      return undefined;
  }
}
