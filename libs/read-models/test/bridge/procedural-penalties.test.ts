// Law 90 procedural penalties in every scoring unit, applied by the results job to the contestant's
// total after the board comparison (spec §8.6), never balancing: matchpoints and percent of a top
// (MP, MP-NA), IMPs (Butler, cross-IMPs), and a teams match (IMPs before the VP conversion, VPs after).
// A unit the scoring cannot take is listed as not applied.
import { describe, expect, it } from 'vitest';
import type { ClubTableBoardCommandInput } from '@club/club';
import { mitchellLog } from './mitchell-session';
import { resultsOf, teamsMatchSection } from './teams-match-log';

const penalty = (
  contestant: string,
  amount: number,
  unit: 'MP' | '%top' | 'IMP' | 'VP' | 'TotalPoints',
): ClubTableBoardCommandInput => ({
  type: 'AssessProceduralPenalty',
  contestant,
  amount,
  unit,
  law: '90B2',
  at: '2026-11-21T19:40:00.000Z',
});

/** The Mitchell session of mitchell-session.ts (3NS already 25 % of a top down, at table 3 board 6) with more penalties on 3NS at table 3, board 5. */
function mitchell(scoring: 'MP' | 'MP-NA' | 'IMP-BUTLER' | 'IMP-CROSS', extra: ClubTableBoardCommandInput[]) {
  const { log, schedule } = mitchellLog({ scoring });
  log.board(schedule, 'A', 3, 5, extra);
  const section = resultsOf(log, 'mon1').sections[0]!;
  const row = (pair: string) => section.totals.find((t) => t.pair === pair)!;
  return { section, row };
}

const four = (x: number | null) => (x === null ? null : Number(x.toFixed(4)));

describe('matchpoints', () => {
  it('MP: 2 matchpoints (2/1/0 scale) and 25 % of a top (1 of 4) off 3NS: 7.5 − 3 = 4.5 of 24 = 18.75 %; the other pairs keep their scores', () => {
    const { section, row } = mitchell('MP', [penalty('3NS', 2, 'MP')]);
    expect([row('3NS').total, row('3NS').penalties, four(row('3NS').percentage), row('3NS').rank]).toEqual([
      4.5,
      3,
      18.75,
      '3',
    ]);
    expect([four(row('1NS').total), four(row('1NS').percentage), row('2NS').total]).toEqual([15.6, 65, 13.5]);
    expect(section.unappliedPenalties).toEqual([]);
  });
  it('MP-NA: totals in 1/½/0 matchpoints: 3NS 3.75, less 1 matchpoint and 25 % of a top (½) = 2.25; the same 18.75 %', () => {
    const { row } = mitchell('MP-NA', [penalty('3NS', 1, 'MP')]);
    expect([row('3NS').total, row('3NS').penalties, four(row('3NS').percentage)]).toEqual([2.25, 1.5, 18.75]);
    expect(row('2NS').total).toBe(6.75);
  });
  it('an IMP or VP penalty in a matchpoint game is listed as not applied, with the reason', () => {
    const { section, row } = mitchell('MP', [penalty('3NS', 3, 'IMP')]);
    expect(row('3NS').total).toBe(6.5);
    expect(section.unappliedPenalties).toEqual([
      {
        contestant: '3NS',
        amount: 3,
        unit: 'IMP',
        law: '90B2',
        board: 5,
        table: 3,
        reason: 'a penalty in IMP cannot be applied to a MP total (it takes MP or %top)',
      },
    ]);
  });
});

describe('IMPs', () => {
  for (const scoring of ['IMP-BUTLER', 'IMP-CROSS'] as const) {
    it(`${scoring}: 3 IMPs off 3NS's total, nothing else moves; its %top penalty is not applied`, () => {
      const before = mitchell(scoring, []);
      const after = mitchell(scoring, [penalty('3NS', 3, 'IMP')]);
      expect(after.row('3NS').total).toBeCloseTo(before.row('3NS').total - 3, 9);
      expect(after.row('3NS').penalties).toBe(3);
      expect(after.row('3NS').percentage).toBeNull();
      for (const pair of ['1NS', '2NS', '1EW', '2EW', '3EW'])
        expect(after.row(pair).total).toBe(before.row(pair).total);
      expect(after.section.unappliedPenalties.map((p) => [p.contestant, p.amount, p.unit, p.board])).toEqual([
        ['3NS', 25, '%top', 6],
      ]);
    });
  }
});

function teamsMatch(
  extra: Parameters<typeof teamsMatchSection>[0],
  over: Parameters<typeof teamsMatchSection>[1] = {},
) {
  const section = teamsMatchSection(extra, over);
  return { section, total: (team: string) => section.totals.find((t) => t.pair === team)! };
}

describe('teams: IMPs before the VP conversion, VPs after', () => {
  it('no penalty: A 12.29, B 7.71 (17–13 over 4 boards)', () => {
    const { total } = teamsMatch(() => {});
    expect([total('A').total, total('B').total]).toEqual([12.29, 7.71]);
  });
  it('3 IMPs off A (its pair A/1 penalised): A converts 14–13, 10.61 VPs; B keeps its 7.71 (a penalty does not balance)', () => {
    const { section, total } = teamsMatch((log, s) => log.board(s, 'M', 1, 2, [penalty('A/1', 3, 'IMP')]));
    // Margin 1 of a blitz of 15·√4 = 30: 10 + 10·(1 − τ^(3/30)) / (1 − τ³) = 10.614998… → 10.61, 1.68 VPs lost.
    expect([total('A').total, total('A').penalties, total('B').total]).toEqual([10.61, 1.68, 7.71]);
    expect(section.match!.penalties).toEqual({ home: { imps: 3, vp: 0 }, away: { imps: 0, vp: 0 } });
    expect([section.match!.impsHome, section.match!.vp.home]).toEqual([17, 12.29]);
  });
  it('1.5 VPs off B (its pair B/2) after the conversion: 7.71 − 1.5 = 6.21; IMPs off A and VPs off B together', () => {
    const vp = teamsMatch((log, s) => log.board(s, 'M', 2, 3, [penalty('B/2', 1.5, 'VP')]));
    expect([vp.total('A').total, vp.total('B').total, vp.total('B').penalties]).toEqual([12.29, 6.21, 1.5]);
    const both = teamsMatch((log, s) => {
      log.board(s, 'M', 1, 2, [penalty('A/1', 3, 'IMP')]);
      log.board(s, 'M', 2, 3, [penalty('B/2', 1.5, 'VP')]);
    });
    expect([both.total('A').total, both.total('B').total]).toEqual([10.61, 6.21]);
    expect(both.section.totals.map((t) => [t.pair, t.rank])).toEqual([
      ['A', '1'],
      ['B', '2'],
    ]);
  });
  it('a %top or matchpoint penalty in a teams match is listed as not applied', () => {
    const { section, total } = teamsMatch((log, s) => log.board(s, 'M', 1, 1, [penalty('B/1', 10, '%top')]));
    expect(total('B').total).toBe(7.71);
    expect(section.unappliedPenalties.map((p) => [p.contestant, p.unit, p.reason])).toEqual([
      ['B', '%top', 'a penalty in %top cannot be applied to a TEAMS-IMP-VP total (it takes IMP or VP)'],
    ]);
  });
});

describe("teams: IMPs carried into the match are part of each team's IMP score", () => {
  const carriedOver = [{ section: 'M', team: 'B', imps: 10 }];
  it('B carries 10: A 17, B 13 + 10 = 23, a margin of 6 over 4 boards: B 13.28, A 6.72', () => {
    // 10 + 10·(1 − τ^(3·6/30)) / (1 − τ³) = 10 + 10·(1 − 0.7492)/0.7639 = 13.2828 → 13.28.
    const { section, total } = teamsMatch(() => {}, { carriedOver });
    expect(section.match).toMatchObject({ impsHome: 17, impsAway: 23, carriedOver: { home: 0, away: 10 } });
    expect(section.match!.vp).toEqual({ home: 6.72, away: 13.28 });
    expect([total('A').total, total('B').total]).toEqual([6.72, 13.28]);
  });
  it('with 3 IMPs off A: A converts 14–23 (margin 9: 20 − 14.60 = 5.40), B keeps 13.28', () => {
    // B's side of a margin of 9: 10 + 10·(1 − τ^(0.9))/(1 − τ³) = 14.6012 → 14.60.
    const { total } = teamsMatch((log, s) => log.board(s, 'M', 1, 2, [penalty('A/1', 3, 'IMP')]), { carriedOver });
    expect([total('A').total, total('A').penalties, total('B').total]).toEqual([5.4, 1.32, 13.28]);
  });
});
