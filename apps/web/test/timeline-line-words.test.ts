// The lines of an appeal's record of the board, worded by the page from the read model's code and
// values: in English exactly the record's own summary (with suit symbols), in Hungarian with its
// seat letters, and a line with no words of its own as its event's words.
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@club/events';
import { timelineEntry } from '@club/read-models';
import { timelineLineIn, type TimelineSay } from '../src/components/appeals/timeline-line-words';
import { messagesOf } from '../src/i18n/messages';
import type { Locale } from '../src/i18n/locales';
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

const sayIn = (locale: Locale): TimelineSay => {
  const messages = messagesOf(locale);
  const of = (namespace: keyof typeof messages) =>
    createTranslator({ locale, messages, namespace }) as unknown as (k: string, v?: object) => string;
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
