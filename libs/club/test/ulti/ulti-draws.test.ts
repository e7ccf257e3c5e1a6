// Seating draws: strength-order tables, and the all-play-all schedules checked pair by pair.
import { describe, expect, it } from 'vitest';
import { MAUSZ_2017 } from '@club/ulti';
import { ultiSessionDecider } from '../../src';
import {
  allPlayAllDraw,
  allPlayAllProblems,
  allPlayAllSchedule,
  meetingReport,
  kirkmanRounds,
  strengthOrder,
  strengthOrderDraw,
  tableSizes,
} from '../../src';

/** Checked here independently of allPlayAllProblems: seats per round and meetings per pair. */
function checkSchedule(v: number, rounds: number[][][]) {
  expect(rounds).toHaveLength((v - 1) / 2);
  const meetings = new Map<string, number>();
  for (const round of rounds) {
    expect(round).toHaveLength(v / 3);
    expect(round.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: v }, (_, i) => i));
    for (const table of round) {
      expect(table).toHaveLength(3);
      const [a, b, c] = [...table].sort((x, y) => x - y);
      for (const pair of [`${a}-${b}`, `${a}-${c}`, `${b}-${c}`]) meetings.set(pair, (meetings.get(pair) ?? 0) + 1);
    }
  }
  expect(meetings.size).toBe((v * (v - 1)) / 2);
  expect([...meetings.values()].every((n) => n === 1)).toBe(true);
}

describe('all-play-all schedules (Kirkman triple systems)', () => {
  it.each([
    [9, 4, 3],
    [15, 7, 5],
    [21, 10, 7],
    [27, 13, 9],
    [33, 16, 11],
  ])('%i players: %i rounds of %i tables, every two players meet exactly once', (v, rounds, tables) => {
    const schedule = kirkmanRounds(v);
    expect(schedule).toHaveLength(rounds);
    expect(schedule[0]).toHaveLength(tables);
    checkSchedule(v, schedule);
  });

  it('refuses counts with no schedule, and names the supported ones', () => {
    expect(() => kirkmanRounds(12)).toThrow(
      /needs a number of players ≡ 3 \(mod 6\); got 12 \(supported: 3, 9, 15, 21, 27, 33\)/,
    );
    expect(() => kirkmanRounds(39)).toThrow(/no all-play-all draw of 39 players is built in/);
  });

  it('the checker finds a broken schedule and names the problem', () => {
    const players = Array.from({ length: 9 }, (_, i) => i);
    const broken = kirkmanRounds(9).map((round) => round.map((t) => [...t]));
    // Swap one player between two tables of round 1: pairs now meet twice or never.
    [broken[0]![0]![0], broken[0]![1]![0]] = [broken[0]![1]![0]!, broken[0]![0]![0]!];
    expect(allPlayAllProblems(players, kirkmanRounds(9))).toEqual([]);
    expect(allPlayAllProblems(players, broken).some((p) => /meet (0|2) times/.test(p))).toBe(true);
    const twice = kirkmanRounds(9).map((round, r) =>
      r === 0
        ? [
            [0, 1, 2],
            [0, 4, 5],
            [6, 7, 8],
          ]
        : round,
    );
    expect(allPlayAllProblems(players, twice)).toContain('round 1: 0 sits at tables 1 and 2');
  });

  it('the 21-player final: named players, 10 rounds of 7 score sheets that a session accepts', () => {
    const names = Array.from({ length: 21 }, (_, i) => `P${String(i + 1).padStart(2, '0')}`);
    const draw = allPlayAllDraw(names);
    expect(draw).toHaveLength(10);
    expect(
      allPlayAllProblems(
        names,
        draw.map((r) => r.tables.map((t) => t.players)),
      ),
    ).toEqual([]);
    const events = ultiSessionDecider.decide(
      { type: 'ScheduleUltiSession', sessionId: 'final-1', tables: draw[0]!.tables, ruleSet: MAUSZ_2017 },
      ultiSessionDecider.initialState,
    );
    expect(events[0]!.type).toBe('UltiSessionScheduled');
    expect(draw[0]!.tables[0]!.firstDealer).toBe(draw[0]!.tables[0]!.players[2]);
  });
});

describe('all-play-all for other numbers: the fewest repeated meetings, and the report says how many', () => {
  const names = (n: number) => Array.from({ length: n }, (_, i) => `P${i + 1}`);

  it('21 players: exact, 10 rounds of 7 tables, no pair twice and none never', () => {
    const schedule = allPlayAllSchedule(names(21));
    expect(schedule.exact).toBe(true);
    expect(schedule.meetings).toEqual({
      rounds: 10,
      seatingProblems: [],
      pairsNever: 0,
      pairsOnce: 210,
      pairsTwice: 0,
      pairsMoreOften: 0,
    });
  });

  it.each([
    [6, [3, 3]],
    [10, [3, 3, 4]],
    [12, [3, 3, 3, 3]],
    [13, [3, 3, 3, 4]],
    [14, [3, 3, 4, 4]],
  ])('%i players: tables %j every round, each seated once, the meetings counted', (n, sizes) => {
    const schedule = allPlayAllSchedule(names(n));
    expect(schedule.exact).toBe(false);
    expect(schedule.rounds).toHaveLength(Math.ceil((n - 1) / 2));
    for (const round of schedule.rounds) {
      expect(round.tables.map((t) => t.players.length)).toEqual(sizes);
      expect(round.tables.flatMap((t) => t.players).sort()).toEqual(names(n).sort());
    }
    const m = schedule.meetings;
    expect(m.seatingProblems).toEqual([]);
    expect(m.pairsNever + m.pairsOnce + m.pairsTwice + m.pairsMoreOften).toBe((n * (n - 1)) / 2);
    // Nobody meets three times in the rounds that everyone needs.
    expect(m.pairsMoreOften).toBe(0);
  });

  it('12 players: no schedule meets everyone once, and the report states the pairs that meet twice', () => {
    // 6 rounds × 4 tables × 3 pairs = 72 meetings for 66 pairs: at least 6 meet twice.
    const m = allPlayAllSchedule(names(12)).meetings;
    expect(m.pairsTwice).toBeGreaterThanOrEqual(6);
    expect(m.pairsOnce + 2 * m.pairsTwice).toBe(72);
  });

  it('the meeting report finds a player seated twice and a table of five', () => {
    const report = meetingReport(names(6), [
      [
        ['P1', 'P2', 'P3'],
        ['P1', 'P5', 'P6'],
      ],
      [['P1', 'P2', 'P3', 'P4', 'P5']],
    ]);
    expect(report.seatingProblems).toEqual([
      'round 1: P1 is not a player or sits twice',
      'round 1: 1 players have no table',
      'round 2, table 1: 5 players',
      'round 2: 1 players have no table',
    ]);
  });
});

describe('strength-order draws (erősorrend)', () => {
  const ranking = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));

  it('table sizes: threes, with one or two tables of four; five players cannot be seated', () => {
    expect(tableSizes(9)).toEqual([3, 3, 3]);
    expect(tableSizes(10)).toEqual([3, 3, 4]);
    expect(tableSizes(11)).toEqual([3, 4, 4]);
    expect(tableSizes(11, 'top')).toEqual([4, 4, 3]);
    expect(tableSizes(4)).toEqual([4]);
    expect(() => tableSizes(5)).toThrow(/5 players cannot be seated/);
  });

  it('block: the strongest sit together', () => {
    expect(strengthOrderDraw(ranking(7)).map((t) => t.players)).toEqual([
      ['1', '2', '3'],
      ['4', '5', '6', '7'],
    ]);
  });

  it('snake: the ranking is dealt back and forth over the tables', () => {
    expect(strengthOrderDraw(ranking(9), { method: 'snake' }).map((t) => t.players)).toEqual([
      ['1', '6', '7'],
      ['2', '5', '8'],
      ['3', '4', '9'],
    ]);
    expect(strengthOrderDraw(ranking(10), { method: 'snake' }).map((t) => t.players)).toEqual([
      ['1', '6', '7'],
      ['2', '5', '8'],
      ['3', '4', '9', '10'],
    ]);
  });

  it('block with earlier tables: nobody meets an earlier table-mate when it can be avoided', () => {
    const previous = [
      ['1', '2', '3'],
      ['4', '5', '6'],
      ['7', '8', '9'],
    ];
    expect(strengthOrderDraw(ranking(9), { previous }).map((t) => t.players)).toEqual([
      ['1', '4', '7'],
      ['2', '5', '8'],
      ['3', '6', '9'],
    ]);
  });

  it('the ranking so far first, then players with no rank yet; absent players left out', () => {
    expect(strengthOrder(['C', 'X', 'A'], ['A', 'B', 'C', 'D'])).toEqual(['C', 'A', 'B', 'D']);
  });
});
