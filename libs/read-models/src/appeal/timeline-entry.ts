// One line of the timeline per event: what happened, in the game's words, with the ruling and
// laws it concerns. Events without a special wording show their type.
import { taggedEventOf, type RecordedEvent, type TaggedEvent } from '@club/events';
import { formatCall, formatContract } from '@club/bridge';
import {
  appealLawsOf,
  type AppealEvent,
  type AppealRejection,
  type RecordedResult,
  type SessionEvent,
  type TableBoardStreamEvent,
} from '@club/club';
import type { LawsEdition } from '@club/bridge';
import type { TimelineEntry } from './appeal-timeline-document';
import { line, members, type Line } from './timeline-line';
import { timelineSaid } from './timeline-said';

type AnyEvent = TableBoardStreamEvent | SessionEvent | AppealEvent;
/** (type, data) pairs: a switch on the type narrows the data, and no event is copied to add its type. */
type Tagged = TaggedEvent<AnyEvent>;

const result = (r: RecordedResult) =>
  r.contract === 'Pass'
    ? 'passed out'
    : `${formatContract(r.contract)} by ${r.declarer}, ${r.tricks} tricks, NS ${r.nsScore}`;

const REJECTION_WORDS: Record<AppealRejection, string> = {
  'no-concurrence': 'no concurrence (Law 92D)',
  'out-of-time': 'out of time (Law 92B)',
  'not-an-appeal-of-a-ruling': 'not an appeal of a ruling (Law 92A)',
};

/**
 * `edition`: the appeal's Laws edition, for the laws of 93C that differ (1997: 93C, no referral).
 * Events that name members give a line with their references, the others plain text.
 */
function summary([type, e]: Tagged, edition: LawsEdition): string | Line {
  switch (type) {
    case 'TableBoardOpened':
      return `board ${e.board} at table ${e.table} (section ${e.section}, round ${e.round}): ${e.ns} v ${e.ew}, dealer ${e.dealer}, vulnerable ${e.vulnerability}`;
    case 'CallMade':
      return `${e.seat} ${formatCall(e.call)}`;
    case 'AuctionCompleted':
      return `auction completed: ${formatContract(e.contract)} by ${e.declarer}`;
    case 'OpeningLeadFaced':
    case 'OpeningLeadFaceDown':
      return `${e.seat} leads ${e.card}${type === 'OpeningLeadFaceDown' ? ' face down' : ''}`;
    case 'CardPlayed':
      return `${e.seat}${e.fromHand === 'dummy' ? ' (dummy)' : ''} plays ${e.card} to trick ${e.trickNo}`;
    case 'TrickQuitted':
      return `trick ${e.trickNo} won by ${e.winner}`;
    case 'ClaimMade':
      return `${e.claimerSeat} claims ${e.tricksClaimed} more tricks: "${e.statement}"`;
    case 'TableResultEntered':
      return e.contract === 'Pass'
        ? 'result entered: passed out'
        : `result entered: ${formatContract(e.contract)} by ${e.declarer}, ${e.tricks} tricks`;
    case 'TableResultRecorded':
      return `result recorded (${e.source}): ${result(e.result)}`;
    case 'TricksAgreed':
      return `${e.tricks} tricks agreed (Law 79A): ${result(e.result)}`;
    case 'ResultCorrected':
    case 'ScoreCorrected':
      return `result corrected (Law ${e.law}, ${e.reason}): ${result(e.before)} → ${result(e.after)}`;
    case 'DirectorCalled':
      return `director called${e.calledBy ? ` by ${e.calledBy}` : ''} (${e.stage}): ${e.irregularity}`;
    case 'FactsEstablished':
      return `facts ${e.agreed ? 'agreed (Law 84)' : 'determined (Law 85)'}: ${e.findings}`;
    case 'RulingGiven':
      return `ruling ${e.rulingId} (${e.rulingType}; Laws ${e.laws.join(', ')}; ${e.edition}): ${e.text}${e.appealRightNotified ? ' — right to appeal notified (Law 83)' : ''}`;
    case 'ScoreAdjusted':
      return `score adjusted for ruling ${e.rulingId}${e.appealId ? ` on appeal ${e.appealId}` : ''} (Laws ${e.laws.join(', ')}): NS ${e.adjustment.ns.kind}, EW ${e.adjustment.ew.kind}${e.balanced ? '' : ', not balanced (12C1f)'}`;
    case 'ProceduralPenaltyAssessed':
      return `procedural penalty (Law ${e.law}): ${e.contestant} ${e.amount} ${e.unit}`;
    case 'LateScoreCorrectionAuthorized':
      return line`late score correction authorised (Law 79C2) by ${members(e.directorId)} and ${members(e.organizerId)}`;
    case 'OfficialScoreMadeAvailable':
      return `official score made available (version ${e.version}): corrections until ${e.correctionDeadline} (Law 79C), appeals until ${e.appealDeadline} (Law 92B)`;
    case 'SessionClosed':
      return 'session closed';
    case 'AppealLodged':
      return line`appeal ${e.appealId} of ruling${e.rulings.length > 1 ? 's' : ''} ${e.rulings.map((r) => r.rulingId).join(', ')} lodged by ${members(e.appellant.memberId)} for ${e.appellant.contestant} through director ${members(e.viaDirectorId)} (Law 92C): ${e.grounds}`;
    case 'AppealConcurrenceRecorded':
      return line`${members(e.memberId)} ${e.concurs ? (e.deemed ? 'absent, deemed to concur' : 'concurs') : 'does not concur'} (Law 92D)`;
    case 'AppealRejected':
      return line`appeal rejected${e.by ? line` by ${members(e.by)}` : ''}: ${REJECTION_WORDS[e.reason]}${e.text ? ` — ${e.text}` : ''}`;
    case 'AppealRouted':
      return `routed (Law ${e.law}): ${e.parts.map((p) => `${p.partId} (${p.kind}) to the ${p.to}`).join('; ')}`;
    case 'AppealTakenToCommittee':
      return `the chief director's ruling on ${e.partIds.join(', ')} appealed to the committee (Law 93B1)`;
    case 'AppealHearingScheduled':
      return line`hearing of the ${e.body} set for ${e.hearingAt}: ${members(...e.panel)}`;
    case 'AppealHeard':
      return line`heard by the ${e.body}: ${members(...e.attendees)} attended${e.evidenceRefs.length ? `; evidence ${e.evidenceRefs.join(', ')}` : ''}`;
    case 'AppealDecided':
      return `the ${e.body} ${e.outcome === 'upheld' ? 'upheld' : e.outcome === 'varied' ? 'varied' : 'overturned'} the ruling (${e.partIds.join(', ')})${e.meritless ? ', appeal without merit' : ''}${e.deposit ? `, deposit ${e.deposit}` : ''}${e.recommendation ? `; recommends: ${e.recommendation}` : ''}: ${e.text}`;
    case 'AppealWithdrawn':
      return line`appeal withdrawn by ${members(e.by)}${e.reason ? `: ${e.reason}` : ''}`;
    case 'AppealReferred':
      return `referred by the ${e.by} to ${e.authority} for final determination (Law ${appealLawsOf(edition).referral?.law ?? '93C'})`;
    case 'FurtherAppealLodged':
      return `further appeal to ${e.authority} (Law ${appealLawsOf(edition).furtherAppeal.law})`;
    case 'RegulatingAuthorityDecided':
      return `${e.authority} ${e.outcome} the ruling (final): ${e.text}`;
    case 'AppealFinalized':
      return `decision final (${e.basis})`;
    default:
      return type;
  }
}

function timeOf(...[tagged, recorded]: [Tagged, RecordedEvent]): string {
  const [type, data] = tagged;
  if (type === 'AppealLodged') return data.lodgedAt;
  if (type === 'OfficialScoreMadeAvailable') return data.availableAt;
  // Engine events count `at` in calls; club events carry their time.
  return 'at' in data && typeof data.at === 'string' ? data.at : recorded.metadata.occurredAt;
}

type MutableEntry = { -readonly [K in keyof TimelineEntry]: TimelineEntry[K] };

export function timelineEntry(
  recorded: RecordedEvent,
  source: TimelineEntry['source'],
  edition: LawsEdition = '2007',
): TimelineEntry {
  // The domain event is the stored data plus its type: read in place, never copied (one entry per
  // event of every board makes this the rebuild's hottest fold).
  const tagged = taggedEventOf<AnyEvent>(recorded);
  const data = tagged[1];
  const said = summary(tagged, edition);
  const entry: MutableEntry = {
    position: recorded.position,
    source,
    type: recorded.type,
    at: timeOf(tagged, recorded),
    summary: typeof said === 'string' ? said : said.text,
  };
  if (typeof said !== 'string' && said.members.length > 0) entry.members = said.members;
  const coded = timelineSaid(tagged, edition);
  if (coded) entry.said = coded;
  if ('rulingId' in data && typeof data.rulingId === 'string') entry.rulingId = data.rulingId;
  if ('laws' in data && Array.isArray(data.laws)) entry.laws = [...data.laws];
  return entry;
}
