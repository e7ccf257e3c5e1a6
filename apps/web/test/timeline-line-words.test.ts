// The lines of an appeal's record of the board, worded by the page from the read model's code and
// values: in English exactly the record's own summary (with suit symbols), in Hungarian with its
// seat letters, and a line with no words of its own as its event's words; every event type the
// timeline shows has its words in every language, none left in English.
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@club/events';
import { appealTimelineProjection, timelineEntry } from '@club/read-models';
import { timelineLineIn, type TimelineSay } from '../src/components/appeals/timeline-line-words';
import { messagesOf, ownMessagesOf } from '../src/i18n/messages';
import { LOCALES, type Locale } from '../src/i18n/locales';
import { summaryWords } from '../src/words/summary-words';

const recorded = (type: string, data: object): RecordedEvent => ({
  position: 3,
  streamId: 'tableboard-s1-A-1-2',
  streamPosition: 3,
  type,
  schemaVersion: 1,
  data,
  metadata: {
    eventId: 'e3',
    occurredAt: '2026-11-22T10:00:00Z',
    recordedAt: '2026-11-22T10:00:00Z',
    actor: { id: 'td', role: 'director' },
  },
});

/** `own`: the language's own messages only, each one it lacks (or cannot format) passed to `onError`. */
const sayIn = (locale: Locale, own?: { onError: (error: Error) => void }): TimelineSay => {
  const messages = (own ? ownMessagesOf(locale) : messagesOf(locale)) as ReturnType<typeof messagesOf>;
  const of = (namespace: keyof typeof messages) =>
    createTranslator({ locale, messages, namespace, ...own }) as unknown as (k: string, v?: object) => string;
  return {
    timeline: of('appealsTimeline'),
    seat: of('seatLetters'),
    vulnerability: of('vulnerability'),
    event: of('eventTypes'),
    rulingType: of('rulingsTypes'),
    body: of('appealsBody'),
    outcome: of('appealsOutcome'),
    deposit: of('appealsDeposit'),
    authority: of('appealsAuthorityName'),
    directorCall: of('rulingsDirectorCalls'),
    irregularity: of('rulingsIrregularities'),
  };
};

const result = { contract: { level: 1, strain: 'NT', doubling: '' }, declarer: 'W', tricks: 11, nsScore: -210 };
const EVENTS: [string, object][] = [
  [
    'TableBoardOpened',
    { board: 2, table: 1, section: 'A', round: 1, ns: '1NS', ew: '1EW', dealer: 'E', vulnerability: 'NS' },
  ],
  ['CallMade', { seat: 'E', call: { kind: 'Bid', level: 1, strain: 'NT' } }],
  ['CallMade', { seat: 'S', call: { kind: 'Pass' } }],
  ['AuctionCompleted', { contract: { level: 4, strain: 'H', doubling: 'X' }, declarer: 'W' }],
  ['OpeningLeadFaced', { seat: 'N', card: 'H2' }],
  ['OpeningLeadFaceDown', { seat: 'N', card: 'H2' }],
  ['CardPlayed', { seat: 'E', fromHand: 'dummy', card: 'ST', trickNo: 2 }],
  ['CardPlayed', { seat: 'N', fromHand: 'own', card: 'S5', trickNo: 2 }],
  ['TrickQuitted', { trickNo: 2, winner: 'E' }],
  ['ClaimMade', { claimerSeat: 'W', tricksClaimed: 4, statement: 'the rest are mine' }],
  ['TableResultRecorded', { source: 'play', result }],
  [
    'TableResultRecorded',
    { source: 'passed-out', result: { contract: 'Pass', declarer: null, tricks: null, nsScore: 0 } },
  ],
  ['TricksAgreed', { tricks: 11, result: { ...result, nsScore: 1100 } }],
  ['DirectorCalled', { calledBy: 'W', stage: 'after-play', irregularity: 'revoke by S on trick 3' }],
  ['DirectorCalled', { calledBy: null, stage: 'play', irregularity: 'claim disputed' }],
  ['SessionClosed', {}],
  ['RevokeMade', { seat: 'S' }],
  [
    'RulingGiven',
    {
      rulingId: 'r-70',
      rulingType: 'claim-adjudication',
      laws: ['70C'],
      edition: '2007',
      text: 'claim of 4 tricks',
      appealRightNotified: true,
    },
  ],
  [
    'RulingGiven',
    {
      rulingId: 'r-1',
      rulingType: 'rectification',
      laws: ['64A', '64B'],
      edition: '1997',
      text: 'S4',
      appealRightNotified: false,
    },
  ],
  [
    'ScoreAdjusted',
    {
      rulingId: 'r-70',
      appealId: 'ap7',
      laws: ['16B1', '12C1e'],
      adjustment: { ns: { kind: 'assigned' }, ew: { kind: 'artificial-percentage' } },
      balanced: false,
    },
  ],
  [
    'ScoreAdjusted',
    {
      rulingId: 'r-2',
      appealId: null,
      laws: ['12C1e'],
      adjustment: { ns: { kind: 'weighted' }, ew: { kind: 'weighted' } },
      balanced: true,
    },
  ],
  [
    'AppealLodged',
    {
      appealId: 'ap7',
      rulings: [{ rulingId: 'r-70' }],
      appellant: { memberId: 'm1', contestant: '2NS' },
      viaDirectorId: 'td',
      grounds: 'brief',
    },
  ],
  [
    'AppealLodged',
    {
      appealId: 'ap8',
      rulings: [{ rulingId: 'r-1' }, { rulingId: 'r-2' }],
      appellant: { memberId: 'm1', contestant: '2EW' },
      viaDirectorId: 'td',
      grounds: 'x',
    },
  ],
  ['AppealConcurrenceRecorded', { memberId: 'm2', concurs: true, deemed: false }],
  ['FurtherAppealLodged', { authority: 'the national authority', deadline: null }],
  ['FurtherAppealLodged', { authority: 'SBZ', deadline: null }],
  ['AppealConcurrenceRecorded', { memberId: 'm2', concurs: true, deemed: true }],
  ['AppealConcurrenceRecorded', { memberId: 'm2', concurs: false, deemed: false }],
  [
    'AppealRouted',
    {
      law: '93B',
      parts: [
        { partId: 'judgement', kind: 'fact-judgement', to: 'appeals-committee' },
        { partId: 'law', kind: 'law-regulation', to: 'chief-director' },
      ],
    },
  ],
  ['AppealHeard', { body: 'appeals-committee', attendees: ['m1', 'm2'], evidenceRefs: [] }],
  ['AppealHeard', { body: 'chief-director', attendees: ['m1'], evidenceRefs: ['e1', 'e2'] }],
  [
    'AppealDecided',
    {
      body: 'appeals-committee',
      outcome: 'varied',
      partIds: ['judgement'],
      meritless: false,
      recommendation: null,
      text: 'Passing was 3S',
    },
  ],
  [
    'AppealDecided',
    {
      body: 'chief-director',
      outcome: 'upheld',
      partIds: ['a', 'b'],
      meritless: true,
      deposit: 'kept',
      recommendation: 'warn',
      text: 't',
    },
  ],
];

const before = { contract: { level: 3, strain: 'S', doubling: '' }, declarer: 'N', tricks: 9, nsScore: 140 };
const passedOut = { contract: 'Pass', declarer: null, tricks: null, nsScore: 0 };
// The lines worded since, one of each shape (optional parts present and absent).
EVENTS.push(
  ['TableResultEntered', { contract: { level: 3, strain: 'S', doubling: 'X' }, declarer: 'N', tricks: 8, lead: 'HK' }],
  ['TableResultEntered', { contract: 'Pass', declarer: null, tricks: null, lead: null }],
  ['ResultCorrected', { before, after: result, reason: 'wrong declarer entered', law: '79B' }],
  [
    'ScoreCorrected',
    {
      before: passedOut,
      after: before,
      reason: 'board not played',
      law: '79C2',
      authorizationId: 'l1',
      correctionDeadline: '2026-11-22T11:00:00Z',
    },
  ],
  ['FactsEstablished', { agreed: true, findings: 'S revoked on trick 3', disputedPoints: [] }],
  ['FactsEstablished', { agreed: false, findings: 'the hesitation lasted 10 s', disputedPoints: ['tempo'] }],
  ['ProceduralPenaltyAssessed', { rulingId: null, contestant: '3NS', amount: 25, unit: '%top', law: '90B2' }],
  ['ProceduralPenaltyAssessed', { rulingId: 'r-1', contestant: '4', amount: 1, unit: 'TotalPoints', law: '90A' }],
  ['ProceduralPenaltyAssessed', { rulingId: 'r-1', contestant: '2EW', amount: 3, unit: 'MP', law: '90A' }],
  [
    'LateScoreCorrectionAuthorized',
    { authorizationId: 'l1', directorId: 'td', organizerId: 'org', attestation: 'the slips show 3S' },
  ],
  [
    'OfficialScoreMadeAvailable',
    {
      sessionId: 's1',
      leagueId: null,
      version: 2,
      availableAt: '2026-11-22T10:00:00Z',
      correctionDeadline: '2026-11-22T10:30:00Z',
      appealDeadline: '2026-11-22T10:30:00Z',
      correctionPeriodMinutes: 30,
      appealPeriodMinutes: 30,
    },
  ],
  ['AppealRejected', { reason: 'out-of-time', by: 'td', text: 'lodged after 92B' }],
  ['AppealRejected', { reason: 'no-concurrence' }],
  ['AppealRejected', { reason: 'not-an-appeal-of-a-ruling', by: 'td' }],
  ['AppealTakenToCommittee', { partIds: ['law', 'judgement'] }],
  ['AppealHearingScheduled', { body: 'appeals-committee', hearingAt: '2026-11-23T18:00:00Z', panel: ['m3', 'm4'] }],
  ['AppealWithdrawn', { by: 'm1', reason: 'we misread the ruling' }],
  ['AppealWithdrawn', { by: 'm1', reason: null }],
  ['AppealReferred', { by: 'appeals-committee', authority: 'the regulating authority' }],
  ['AppealReferred', { by: 'chief-director', authority: 'SBZ' }],
  ['RegulatingAuthorityDecided', { authority: 'the national authority', outcome: 'overturned', text: 'no damage' }],
  ['RegulatingAuthorityDecided', { authority: 'SBZ', outcome: 'upheld', text: 'as the committee' }],
  ['AppealFinalized', { basis: 'no-further-appeal' }],
  ['AppealFinalized', { basis: 'committee-final-93C3a' }],
);

describe("an appeal's timeline lines in the page's language", () => {
  it('English: each line is the record’s summary, word for word', () => {
    const en = sayIn('en');
    for (const [type, data] of EVENTS) {
      const entry = timelineEntry(recorded(type, data), 'board');
      const expected = entry.summary === type ? en.event(type as never) : summaryWords(entry.summary);
      expect(timelineLineIn(en, entry), type).toBe(expected);
    }
  });

  it('Hungarian: seat letters, suit symbols and its own words', () => {
    const hu = sayIn('hu');
    const line = (type: string, data: object) => timelineLineIn(hu, timelineEntry(recorded(type, data), 'board'));
    expect(line('CardPlayed', { seat: 'E', fromHand: 'dummy', card: 'S5', trickNo: 2 })).toBe(
      'K (asztal) játszik: ♠5 (2. ütés)',
    );
    expect(line('TrickQuitted', { trickNo: 7, winner: 'W' })).toBe('7. ütés: Ny viszi');
    expect(line('CallMade', { seat: 'N', call: { kind: 'Pass' } })).toBe('É passz');
    expect(line('SessionClosed', {})).toBe('verseny lezárva');
    expect(line('RevokeMade', { seat: 'S' })).toBe(messagesOf('hu').eventTypes.RevokeMade);
    expect(line('AppealConcurrenceRecorded', { memberId: 'm2', concurs: true, deemed: false })).toBe(
      'm2: egyetért (92D szabály)',
    );
    expect(line('AppealHeard', { body: 'appeals-committee', attendees: ['m1'], evidenceRefs: [] })).toBe(
      'meghallgatás (fellebbviteli bizottság): jelen voltak: m1',
    );
    expect(line('FurtherAppealLodged', { authority: 'the regulating authority', deadline: null })).toBe(
      `további fellebbezés: ${messagesOf('hu').appealsAuthorityName.regulating} (93C1 szabály)`,
    );
    expect(line(...EVENTS[0]!)).toBe(
      '2. leosztás, 1. asztal (A szekció, 1. forduló): 1ÉD – 1KNy, osztó: K, beliben: ÉD',
    );
  });
});

describe('every event type the timeline shows, in every language', () => {
  const worded = new Set(EVENTS.map(([type]) => type));

  it("a type with words of its own has a code; any other only names its type, in the event's words", () => {
    for (const type of appealTimelineProjection.types) {
      if (worded.has(type)) continue;
      // A type given words of its own needs an example above: with no data its wording fails here.
      expect(timelineEntry(recorded(type, {}), 'board').summary, type).toBe(type);
    }
    for (const [type, data] of EVENTS) {
      const entry = timelineEntry(recorded(type, data), 'board');
      if (entry.summary !== type) expect(entry.said, `${type} has no code: its line stays English`).toBeDefined();
    }
  });

  it.each(LOCALES)('%s: each line in the language’s own words, none missing', (locale) => {
    const missing: string[] = [];
    const say = sayIn(locale, { onError: (error) => missing.push(error.message) });
    for (const type of appealTimelineProjection.types) {
      const sample = EVENTS.find(([t]) => t === type);
      const entry = timelineEntry(recorded(type, sample?.[1] ?? {}), 'board');
      timelineLineIn(say, entry);
    }
    for (const [type, data] of EVENTS) timelineLineIn(say, timelineEntry(recorded(type, data), 'board'));
    expect(missing).toEqual([]);
  });

  it('Czech: a correction, a rejection and a referral in its words', () => {
    const cs = sayIn('cs');
    const line = (type: string, data: object) => timelineLineIn(cs, timelineEntry(recorded(type, data), 'board'));
    expect(line('ResultCorrected', { before, after: result, reason: 'chyba', law: '79B' })).toBe(
      'výsledek opraven (pravidlo 79B, chyba): 3♠, hlavní hráč S, 9 zdvihů, SJ 140 → 1NT, hlavní hráč Z, 11 zdvihů, SJ -210',
    );
    expect(line('AppealRejected', { reason: 'out-of-time', by: 'td' })).toBe(
      'odvolání zamítnuto (td): po lhůtě (pravidlo 92B)',
    );
    expect(line('AppealReferred', { by: 'chief-director', authority: 'the regulating authority' })).toBe(
      `postoupeno (hlavní vedoucí soutěže): ${messagesOf('cs').appealsAuthorityName.regulating}, ke konečnému rozhodnutí (pravidlo 93C2)`,
    );
    expect(line('ProceduralPenaltyAssessed', { contestant: '3NS', amount: 0.5, unit: 'MP', law: '90A' })).toBe(
      'procedurální pokuta (pravidlo 90A): 3SJ 0,5 soutěžní body',
    );
  });
});
