// Sportulti: two tables play the same two boards; the forints of each line are compared.
import { describe, expect, it } from 'vitest';
import { MAUSZ_2017 } from '@club/ulti';
import { ultiSessionProjection, ultiSportulti, ultiSportultiOverall, type UltiSessionDocument } from '../../src';
import { concededDeal, hands } from '../../../club/test/ulti/deal-builder';
import { rebuild } from './fold';
import { Log } from './session-log';

const ABC = ['A', 'B', 'C'];
const DEF = ['D', 'E', 'F'];

// Board b1: table 1 dealer C (lines A, B, C), table 2 dealer F (lines D, E, F): D holds A's cards…
// Board b2: table 1 dealer A (lines B, C, A), table 2 dealer D (lines E, F, D).
const b1 = hands(ABC, 'C', 21);
const b2 = hands(ABC, 'A', 22);

function log(): Log {
  return (
    new Log()
      .run('sp', {
        type: 'ScheduleUltiSession',
        sessionId: 'sp',
        tables: [
          { table: 1, players: ABC, firstDealer: 'C' },
          { table: 2, players: DEF, firstDealer: 'F' },
        ],
        ruleSet: MAUSZ_2017,
      })
      // b1: A passz, thrown in: A −4, B +2, C +2. D betli, thrown in: D −20, E +10, F +10.
      .run('sp', {
        type: 'RecordUltiDeal',
        table: 1,
        dealNo: 1,
        board: 'b1',
        record: concededDeal({ players: ABC, dealer: 'C', bid: 'passz', hands: b1 }),
      })
      .run('sp', {
        type: 'RecordUltiDeal',
        table: 2,
        dealNo: 1,
        board: 'b1',
        record: concededDeal({
          players: DEF,
          dealer: 'F',
          bid: 'betli',
          hands: { D: b1['A']!, E: b1['B']!, F: b1['C']! },
        }),
      })
      // b2: B passz at table 1 (B −4, C +2, A +2), E passz at table 2 (E −4, F +2, D +2): every line equal.
      .run('sp', {
        type: 'RecordUltiDeal',
        table: 1,
        dealNo: 2,
        board: 'b2',
        record: concededDeal({ players: ABC, dealer: 'A', bid: 'passz', hands: b2 }),
      })
      .run('sp', {
        type: 'RecordUltiDeal',
        table: 2,
        dealNo: 2,
        board: 'b2',
        record: concededDeal({
          players: DEF,
          dealer: 'D',
          bid: 'passz',
          hands: { E: b2['B']!, F: b2['C']!, D: b2['A']! },
        }),
      })
  );
}

describe('the sportulti comparison', () => {
  it('compares each line across the tables and gives each competitor a percentage', () => {
    const doc = rebuild(ultiSessionProjection, log().events).get('sp') as UltiSessionDocument;
    const result = ultiSportulti(doc);
    // b1 line 1: A −4 beats D −20 (A 1, D 0); line 2: E +10 beats B +2; line 3: F +10 beats C +2.
    expect(result.entries.filter((e) => e.board === 'b1').map((e) => [e.line, e.player, e.forints, e.points])).toEqual([
      [1, 'A', -4, 1],
      [1, 'D', -20, 0],
      [2, 'B', 2, 0],
      [2, 'E', 10, 1],
      [3, 'C', 2, 0],
      [3, 'F', 10, 1],
    ]);
    // b2: all equal, ½ each. A: (1 + ½) / 2 = 75 %; B: (0 + ½) / 2 = 25 %; …
    expect(result.players.map((p) => [p.rank, p.player, p.percentage])).toEqual([
      [1, 'A', 75],
      [1, 'E', 75],
      [1, 'F', 75],
      [4, 'B', 25],
      [4, 'C', 25],
      [4, 'D', 25],
    ]);
  });

  it('per játszma, and pooled over several sessions', () => {
    const once = ultiSportulti(rebuild(ultiSessionProjection, log().events).get('sp') as UltiSessionDocument);
    expect(once.tables.find((t) => t.player === 'D')).toEqual({
      round: 1,
      table: 2,
      player: 'D',
      points: 0.5,
      available: 2,
      percentage: 25,
    });
    // The same session twice: every comparison counts twice, the percentages stay.
    const twice = ultiSportultiOverall([once, once]);
    expect(twice.map((p) => [p.player, p.points, p.available, p.percentage])).toEqual([
      ['A', 3, 4, 75],
      ['E', 3, 4, 75],
      ['F', 3, 4, 75],
      ['B', 1, 4, 25],
      ['C', 1, 4, 25],
      ['D', 1, 4, 25],
    ]);
  });

  it('a board played at table 1 of two rounds compares the two, each játszma on its own', () => {
    const other = (players: string[], seed: number) =>
      concededDeal({ players, dealer: players.at(-1)!, bid: 'passz', seed });
    const given = (round: number, one: string[], two: string[]) =>
      ({
        type: 'DrawUltiRound',
        round,
        method: 'given',
        tables: [one, two].map((players, i) => ({ table: i + 1, players, firstDealer: players.at(-1)! })),
      }) as const;
    const evening = new Log().run('r2', {
      type: 'ScheduleUltiSession',
      sessionId: 'r2',
      ruleSet: MAUSZ_2017,
      dealsPerTable: 1,
    });
    for (const player of [...ABC, ...DEF]) evening.run('r2', { type: 'CheckInUltiPlayer', player });
    evening
      .run('r2', given(1, ABC, DEF))
      // b1 in round 1 at table 1: A passz thrown in, A −4, B +2, C +2.
      .run('r2', {
        type: 'RecordUltiDeal',
        table: 1,
        dealNo: 1,
        board: 'b1',
        record: concededDeal({ players: ABC, dealer: 'C', bid: 'passz', hands: b1 }),
      })
      .run('r2', { type: 'RecordUltiDeal', table: 2, dealNo: 1, record: other(DEF, 3) })
      .run('r2', { type: 'EndUltiRound', round: 1 })
      .run('r2', given(2, DEF, ABC))
      // b1 in round 2 at table 1, D holding A's cards: D betli thrown in, D −20, E +10, F +10.
      .run('r2', {
        type: 'RecordUltiDeal',
        table: 1,
        dealNo: 1,
        board: 'b1',
        record: concededDeal({
          players: DEF,
          dealer: 'F',
          bid: 'betli',
          hands: { D: b1['A']!, E: b1['B']!, F: b1['C']! },
        }),
      })
      .run('r2', { type: 'RecordUltiDeal', table: 2, dealNo: 1, record: other(ABC, 4) });
    const result = ultiSportulti(rebuild(ultiSessionProjection, evening.events).get('r2') as UltiSessionDocument);
    expect(result.entries.map((e) => [e.round, e.table, e.line, e.player, e.points])).toEqual([
      [1, 1, 1, 'A', 1],
      [2, 1, 1, 'D', 0],
      [1, 1, 2, 'B', 0],
      [2, 1, 2, 'E', 1],
      [1, 1, 3, 'C', 0],
      [2, 1, 3, 'F', 1],
    ]);
    // Table 1's játszma of round 1 holds A, B and C's comparisons only; round 2's D, E and F's.
    const table1 = (round: number) =>
      result.tables.filter((t) => t.round === round && t.table === 1).map((t) => [t.player, t.points, t.available]);
    expect(table1(1)).toEqual([
      ['A', 1, 1],
      ['B', 0, 1],
      ['C', 0, 1],
    ]);
    expect(table1(2)).toEqual([
      ['D', 0, 1],
      ['E', 1, 1],
      ['F', 1, 1],
    ]);
  });

  it('a board played at one table only is not compared', () => {
    const one = new Log()
      .run('s', {
        type: 'ScheduleUltiSession',
        sessionId: 's',
        tables: [{ table: 1, players: ABC, firstDealer: 'C' }],
        ruleSet: MAUSZ_2017,
      })
      .run('s', {
        type: 'RecordUltiDeal',
        table: 1,
        dealNo: 1,
        board: 'b1',
        record: concededDeal({ players: ABC, dealer: 'C', hands: b1 }),
      });
    const result = ultiSportulti(rebuild(ultiSessionProjection, one.events).get('s') as UltiSessionDocument);
    expect(result.entries).toEqual([]);
    expect(result.players.every((p) => p.percentage === null)).toBe(true);
  });
});
