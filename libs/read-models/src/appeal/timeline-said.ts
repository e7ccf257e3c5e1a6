// A timeline line as a code and its values, for the lines of the play and the table's record
// (board opened, calls, leads, cards, tricks, claims, results, director called, session closed):
// the page words them in its own language. The English summary stays beside it, for the lines
// without a code and for readers that have no page language.
import { formatCall, formatContract } from '@club/bridge';
import {
  appealLawsOf,
  type AppealEvent,
  type RecordedResult,
  type SessionEvent,
  type TableBoardStreamEvent,
} from '@club/club';
import type { LawsEdition } from '@club/bridge';
import type { TaggedEvent } from '@club/events';

/**
 * `code`: the line's message (the event's type); `params`: its values, seats and cards as the record
 * writes them, lists joined with ', '; `named`: the values that are members' ids (a list: several),
 * for the reader to name.
 */
export interface TimelineSaid {
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
  readonly named?: readonly string[];
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

const said = (code: string, params: Record<string, string | number> = {}, named?: readonly string[]): TimelineSaid =>
  named ? { code, params, named } : { code, params };

const yes = (flag: boolean) => (flag ? 'yes' : 'no');
const list = (items: readonly string[]) => items.join(', ');

/** The line's code and values, or undefined for the lines still written in English only. */
export function timelineSaid([type, e]: Tagged, edition: LawsEdition): TimelineSaid | undefined {
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
    case 'RulingGiven':
      return said(type, {
        rulingId: e.rulingId,
        rulingType: e.rulingType,
        laws: list(e.laws),
        edition: e.edition,
        text: e.text,
        notified: yes(e.appealRightNotified),
      });
    case 'ScoreAdjusted':
      return said(type, {
        rulingId: e.rulingId,
        appealId: e.appealId ?? 'none',
        laws: list(e.laws),
        nsKind: e.adjustment.ns.kind,
        ewKind: e.adjustment.ew.kind,
        balanced: yes(e.balanced),
      });
    case 'AppealLodged':
      return said(
        type,
        {
          appealId: e.appealId,
          several: yes(e.rulings.length > 1),
          rulings: list(e.rulings.map((r) => r.rulingId)),
          appellant: e.appellant.memberId,
          contestant: e.appellant.contestant,
          director: e.viaDirectorId,
          grounds: e.grounds,
        },
        ['appellant', 'director'],
      );
    case 'AppealConcurrenceRecorded':
      return said(type, { member: e.memberId, concurs: e.concurs ? (e.deemed ? 'deemed' : 'yes') : 'no' }, ['member']);
    case 'AppealRouted':
      // Each part as "part|kind|body", parts joined with ';': the page words each and joins them.
      return said(type, { law: e.law, routes: e.parts.map((p) => `${p.partId}|${p.kind}|${p.to}`).join(';') });
    case 'AppealHeard':
      return said(
        type,
        { body: e.body, attendees: list(e.attendees), evidence: e.evidenceRefs.length ? list(e.evidenceRefs) : 'none' },
        ['attendees'],
      );
    case 'AppealDecided':
      return said(type, {
        body: e.body,
        outcome: e.outcome,
        parts: list(e.partIds),
        meritless: yes(e.meritless),
        deposit: e.deposit ?? 'none',
        recommends: yes(!!e.recommendation),
        recommendation: e.recommendation ?? '',
        text: e.text,
      });
    case 'FurtherAppealLodged':
      return said(type, { authority: e.authority, law: appealLawsOf(edition).furtherAppeal.law });
    default:
      return undefined;
  }
}
