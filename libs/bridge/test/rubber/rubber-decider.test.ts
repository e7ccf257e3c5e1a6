import { describe, expect, test } from 'vitest';
import {
  decideRubber,
  evolveRubber,
  rubberDecider,
  RubberRefused,
  scoreRubber,
  startRubber,
  type RubberCommand,
  type RubberEvent,
  type RubberState,
} from '../../src';
import { deal } from './rubber-helpers';

function given(events: readonly RubberEvent[]): RubberState {
  return events.reduce(evolveRubber, rubberDecider.initialState);
}
const record = (result: ReturnType<typeof deal>): RubberCommand => ({ type: 'RecordDealResult', result });

const NS_GAME: RubberEvent[] = [
  {
    type: 'DealScored',
    schemaVersion: 1,
    deal: 1,
    result: deal('4S', 'NS', 10),
    vulnerable: { NS: false, EW: false },
    entries: [{ side: 'NS', line: 'below', item: 'trick-score', points: 120 }],
  },
  { type: 'GameWon', schemaVersion: 1, side: 'NS', game: 1 },
];

describe('rubber decider, given / when / then', () => {
  test('given nothing, when a part-score is made, then only DealScored', () => {
    expect(decideRubber(record(deal('2H', 'EW', 9)), given([]))).toEqual([
      {
        type: 'DealScored',
        schemaVersion: 1,
        deal: 1,
        result: deal('2H', 'EW', 9),
        vulnerable: { NS: false, EW: false },
        entries: [
          { side: 'EW', line: 'below', item: 'trick-score', points: 60 },
          { side: 'EW', line: 'above', item: 'overtricks', points: 30 },
        ],
      },
    ]);
  });

  test('given a game to NS, when NS make another game, then the deal is scored vulnerable and the rubber is won 2-0', () => {
    const events = decideRubber(record(deal('3NT', 'NS', 9)), given(NS_GAME));
    expect(events).toEqual([
      {
        type: 'DealScored',
        schemaVersion: 1,
        deal: 2,
        result: deal('3NT', 'NS', 9),
        vulnerable: { NS: true, EW: false },
        entries: [{ side: 'NS', line: 'below', item: 'trick-score', points: 100 }],
      },
      { type: 'GameWon', schemaVersion: 1, side: 'NS', game: 2 },
      {
        type: 'RubberWon',
        schemaVersion: 1,
        side: 'NS',
        entries: [{ side: 'NS', line: 'above', item: 'rubber-bonus', points: 700 }],
      },
    ]);
  });

  test('given a game, the part-scores of both sides start again from 0', () => {
    const state = given([
      {
        type: 'DealScored',
        schemaVersion: 1,
        deal: 1,
        result: deal('2D', 'EW', 8),
        vulnerable: { NS: false, EW: false },
        entries: [{ side: 'EW', line: 'below', item: 'trick-score', points: 40 }],
      },
      ...NS_GAME.map((e) => (e.type === 'DealScored' ? { ...e, deal: 2 } : e)),
    ]);
    expect(state.partScores).toEqual({ NS: 0, EW: 0 });
    expect(state.games).toEqual({ NS: 1, EW: 0 });
    expect(state.sheet.map((e) => [e.side, e.points, e.game])).toEqual([
      ['EW', 40, 1],
      ['NS', 120, 1],
    ]);
  });

  test('given a won rubber, when another deal is recorded, then it is refused', () => {
    const won = scoreRubber([deal('4S', 'NS', 10), deal('4S', 'NS', 10)]).state;
    expect(() => decideRubber(record(deal('1C', 'EW', 7)), won)).toThrow(RubberRefused);
    expect(() => decideRubber({ type: 'AbandonRubber' }, won)).toThrow(/the rubber is over \(won\)/);
  });

  test('given a game and a part-score, when abandoned, then the unfinished bonuses are written', () => {
    const state = given(NS_GAME);
    const withPart = evolveRubber(state, {
      type: 'DealScored',
      schemaVersion: 1,
      deal: 2,
      result: deal('1S', 'EW', 7),
      vulnerable: { NS: true, EW: false },
      entries: [{ side: 'EW', line: 'below', item: 'trick-score', points: 30 }],
    });
    expect(decideRubber({ type: 'AbandonRubber' }, withPart)).toEqual([
      {
        type: 'RubberAbandoned',
        schemaVersion: 1,
        entries: [
          { side: 'NS', line: 'above', item: 'unfinished-game', points: 300 },
          { side: 'EW', line: 'above', item: 'unfinished-part-score', points: 100 },
        ],
      },
    ]);
  });

  test('a passed-out deal counts as a deal and scores nothing', () => {
    const [event] = decideRubber(record({ contract: 'Pass', declarer: null, tricks: 0 }), startRubber());
    expect(event).toMatchObject({ type: 'DealScored', deal: 1, entries: [] });
  });
});

describe('bad deal results are refused with the field named', () => {
  test.each([
    [deal('4S', 'NS', 14), /^tricks: 14/],
    [{ ...deal('4S', 'NS', 10), declarer: 'N' as never }, /^declarer: side 'N'/],
    [{ contract: 'Pass' as const, declarer: 'NS' as const, tricks: 0 }, /^declarer: a passed-out deal/],
    [deal('4S', 'NS', 10, { side: 'NS', holding: 'four-aces' }), /^honours: four aces score only at no-trump/],
    [deal('3NT', 'NS', 10, { side: 'EW', holding: 'five-trump-honours' }), /^honours: trump honours need a trump suit/],
  ])('case %#', (result, message) => {
    expect(() => decideRubber(record(result), startRubber())).toThrow(message);
  });

  test('scoreRubber names the deal', () => {
    expect(() => scoreRubber([deal('4S', 'NS', 10), deal('2H', 'EW', 15)])).toThrow(/^deal 2: tricks: 15/);
  });
});
