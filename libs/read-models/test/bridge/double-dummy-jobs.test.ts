// The double-dummy job kinds' own logic, with a solver that stands in for the worker's (the real
// one is tested with the DDS library in libs/double-dummy): which deals a schedule triggers, what
// is stored, and which cards of a play cost a trick.
import { describe, expect, test } from 'vitest';
import { dealCode, formatPbnDeal, generateDeal } from '@club/bridge';
import type { RecordedEvent } from '@club/events';
import {
  BRIDGE_DOUBLE_DUMMY,
  BRIDGE_SESSION_PROJECTION,
  DOUBLE_DUMMY_SERVICE,
  completeDealCode,
  doubleDummyJob,
  playAnalysisJob,
  BRIDGE_PLAY_ANALYSIS,
  TABLE_PLAY_PROJECTION,
  tablePlayProjection,
  type DoubleDummySolver,
  type DocumentReader,
  type DerivedJobRef,
} from '../../src';

const scheduled = (streamId: string): RecordedEvent => ({
  position: 7,
  streamId,
  streamPosition: 1,
  type: 'SessionScheduled',
  schemaVersion: 1,
  data: {},
  metadata: { eventId: 'e7', occurredAt: '', recordedAt: '', actor: { id: 'd', role: 'director' } },
});

const one = formatPbnDeal(generateDeal(1));
const two = formatPbnDeal(generateDeal(2));

const withSession = (boards: { board: number; deal: string | null }[]): DocumentReader => ({
  document: <Doc>(projection: string, key: string) =>
    (projection === BRIDGE_SESSION_PROJECTION && key === 'S1' ? { boards } : undefined) as Doc | undefined,
});

describe('double-dummy job: a schedule with hand records', () => {
  test('asks for one analysis per distinct complete deal, at a fixed version (never again for the same cards)', () => {
    const documents = withSession([
      { board: 1, deal: one },
      { board: 2, deal: two },
      { board: 3, deal: one },
      { board: 4, deal: null },
      { board: 5, deal: 'N:AKQ... - - -' },
    ]);
    expect(doubleDummyJob.triggerOf(scheduled('session-S1'), documents)).toEqual([
      { subject: dealCode(generateDeal(1)), version: 1 },
      { subject: dealCode(generateDeal(2)), version: 1 },
    ]);
    expect(doubleDummyJob.triggerOf(scheduled('league-L1'), documents)).toBeUndefined();
    expect(completeDealCode('not a deal')).toBeUndefined();
  });

  test('stores the table the solver gives for the deal its subject names', () => {
    const asked: string[] = [];
    const table = { N: { NT: 7, S: 8, H: 6, D: 5, C: 4 } } as unknown as ReturnType<DoubleDummySolver['ddTable']>;
    const solver: DoubleDummySolver = {
      ddTable: (deal) => {
        asked.push(formatPbnDeal(deal));
        return table;
      },
      tricksAfterEachCard: () => ({ before: 0, cards: [] }),
    };
    const subject = dealCode(generateDeal(2));
    const job = { jobId: `double-dummy.${subject}.v1`, kind: 'double-dummy', subject } as DerivedJobRef;
    expect(doubleDummyJob.compute(job, withSession([]), { [DOUBLE_DUMMY_SERVICE]: solver })).toEqual([
      { kind: BRIDGE_DOUBLE_DUMMY, key: subject, doc: { table } },
    ]);
    expect(asked).toEqual([two]);
  });
});

describe('play-analysis job: a board played card by card at a table', () => {
  const stream = 'tableboard-S1-A-1-1';
  const ended = { ...scheduled(stream), type: 'PlayEnded' };
  const documents = (cards: string[]): DocumentReader => ({
    document: <Doc>(projection: string, key: string) =>
      (projection === BRIDGE_SESSION_PROJECTION && key === 'S1'
        ? { boards: [{ board: 1, deal: one }] }
        : projection === TABLE_PLAY_PROJECTION && key === stream
          ? { contract: { strain: 'S', declarer: 'N' }, cards }
          : undefined) as Doc | undefined,
  });
  const job = { jobId: `play-analysis.${stream}.v7`, kind: 'play-analysis', subject: stream } as DerivedJobRef;
  const solver = (analysis: ReturnType<DoubleDummySolver['tricksAfterEachCard']> | Error): DoubleDummySolver => ({
    ddTable: () => {
      throw new Error('not asked');
    },
    tricksAfterEachCard: () => {
      if (analysis instanceof Error) throw analysis;
      return analysis;
    },
  });

  test('is asked for when the play ends on a table-board, not on other streams', () => {
    expect(playAnalysisJob.triggerOf(ended, documents([]))).toEqual({ subject: stream });
    expect(playAnalysisJob.triggerOf({ ...ended, streamId: 'session-S1' }, documents([]))).toBeUndefined();
  });

  test('stores declarer’s count before the lead and after each card, and the cards that cost a trick', () => {
    const analysis = {
      before: 10,
      cards: [
        { tricksForDeclarer: 11, costsTrick: true },
        { tricksForDeclarer: 11, costsTrick: false },
        { tricksForDeclarer: 9, costsTrick: true },
      ],
    };
    expect(
      playAnalysisJob.compute(job, documents(['HK', 'H2', 'H3']), { [DOUBLE_DUMMY_SERVICE]: solver(analysis) }),
    ).toEqual([
      { kind: BRIDGE_PLAY_ANALYSIS, key: stream, doc: { analysed: true, tricks: [10, 11, 11, 9], costly: [0, 2] } },
    ]);
  });

  test('a play the solver cannot follow is stored as not analysed, with its reason; no cards, nothing', () => {
    const refusing = { [DOUBLE_DUMMY_SERVICE]: solver(new Error('card HK is not in West’s hand')) };
    expect(playAnalysisJob.compute(job, documents(['HK']), refusing)).toEqual([
      { kind: BRIDGE_PLAY_ANALYSIS, key: stream, doc: { analysed: false, reason: 'card HK is not in West’s hand' } },
    ]);
    expect(playAnalysisJob.compute(job, documents([]), refusing)).toEqual([]);
  });
});

describe('bridge.table-play: the contract and the cards of a table-board', () => {
  const stream = 'tableboard-S1-A-1-1';
  const at = (streamPosition: number, type: string, data: object): RecordedEvent => ({
    ...scheduled(stream),
    position: streamPosition,
    streamPosition,
    type,
    data,
  });
  const events = [
    at(1, 'TableBoardOpened', {}),
    at(2, 'AuctionCompleted', { contract: { level: 4, strain: 'S', doubling: '' }, declarer: 'N' }),
    at(3, 'CardPlayed', { card: 'HK' }),
    at(4, 'CardPlayed', { card: 'H2' }),
    at(5, 'CardPlayed', { card: 'HA' }),
  ];

  test('a run folded at once (evolveAll) equals folding its events one by one', () => {
    const p = tablePlayProjection;
    const stepwise = events.reduce((doc, e) => p.evolve(doc, e), p.initial(stream));
    expect(stepwise).toEqual({ contract: { strain: 'S', declarer: 'N' }, cards: ['HK', 'H2', 'HA'] });
    for (const cut of [0, 2, 3])
      expect(p.evolveAll!(p.evolveAll!(p.initial(stream), events.slice(0, cut)), events.slice(cut))).toEqual(stepwise);
  });
});
