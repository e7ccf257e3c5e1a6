// A timeline line as a code and its values, for every line with words of its own (the play, the
// table's record, the director's steps, the session's publications and every step of an appeal):
// the page words them in its own language. The English summary stays beside it, for readers that
// have no page language; a line without a code only names its event's type.
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

/** Two results in one line (a correction's before and after): the same values, each name prefixed. */
const prefixed = (prefix: string, r: RecordedResult): Record<string, string | number> =>
  Object.fromEntries(Object.entries(result(r)).map(([k, v]) => [prefix + k.charAt(0).toUpperCase() + k.slice(1), v]));

const said = (code: string, params: Record<string, string | number> = {}, named?: readonly string[]): TimelineSaid =>
  named ? { code, params, named } : { code, params };

const yes = (flag: boolean) => (flag ? 'yes' : 'no');
const list = (items: readonly string[]) => items.join(', ');

/** Free text that may be absent: a flag beside it, so no text can be mistaken for the absence. */
const optional = (name: string, text: string | null | undefined): Record<string, string> => ({
  [`has${name.charAt(0).toUpperCase()}${name.slice(1)}`]: yes(!!text),
  [name]: text ?? '',
});

/** The line's code and values, or undefined for the lines that only name their event's type. */
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
    case 'TableResultEntered':
      return e.contract === 'Pass'
        ? said(type, { passed: 'yes', contract: '', declarer: '', tricks: 0 })
        : said(type, {
            passed: 'no',
            contract: formatContract(e.contract),
            declarer: e.declarer ?? '',
            tricks: e.tricks ?? 0,
          });
    case 'TableResultRecorded':
      return said(type, { source: e.source, ...result(e.result) });
    case 'TricksAgreed':
      return said(type, { agreed: e.tricks, ...result(e.result) });
    case 'ResultCorrected':
    case 'ScoreCorrected':
      // One wording for both: a correction before or after publication reads the same.
      return said('ResultCorrected', {
        law: e.law,
        reason: e.reason,
        ...prefixed('before', e.before),
        ...prefixed('after', e.after),
      });
    case 'FactsEstablished':
      return said(type, { agreed: yes(e.agreed), findings: e.findings });
    case 'ProceduralPenaltyAssessed':
      return said(type, { law: e.law, contestant: e.contestant, amount: e.amount, unit: e.unit });
    case 'LateScoreCorrectionAuthorized':
      return said(type, { director: e.directorId, organizer: e.organizerId }, ['director', 'organizer']);
    case 'OfficialScoreMadeAvailable':
      return said(type, {
        version: e.version,
        correctionDeadline: e.correctionDeadline,
        appealDeadline: e.appealDeadline,
      });
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
    case 'AppealRejected':
      return said(
        type,
        { rejectedBy: e.by ?? 'none', rejection: e.reason, ...optional('text', e.text) },
        e.by ? ['rejectedBy'] : undefined,
      );
    case 'AppealTakenToCommittee':
      return said(type, { parts: list(e.partIds) });
    case 'AppealHearingScheduled':
      return said(type, { body: e.body, hearingAt: e.hearingAt, panel: list(e.panel) }, ['panel']);
    case 'AppealWithdrawn':
      return said(type, { withdrawnBy: e.by, ...optional('reason', e.reason) }, ['withdrawnBy']);
    case 'AppealReferred':
      return said(type, {
        body: e.by,
        authority: e.authority,
        law: appealLawsOf(edition).referral?.law ?? '93C',
      });
    case 'RegulatingAuthorityDecided':
      return said(type, { authority: e.authority, outcome: e.outcome, text: e.text });
    case 'AppealFinalized':
      return said(type, { basis: e.basis });
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
