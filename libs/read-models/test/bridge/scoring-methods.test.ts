// The same session under the other scoring methods of @club/scoring, checked by hand on board 1
// (+1510, +1010, +510), and a two-room teams match in IMPs and victory points.
import { describe, expect, it } from 'vitest';
import { mitchellLog } from './mitchell-session';
import { resultsOf, teamsMatchSection } from './teams-match-log';

const boardOne = (scoring: 'MP-NA' | 'IMP-BUTLER' | 'IMP-CROSS') => {
  const r = resultsOf(mitchellLog({ scoring }).log, 'mon1');
  return r.sections[0]!.travellers[0]!.rows.map((row) => [row.nsScore, scoring === 'MP-NA' ? row.mpNS : row.impNS]);
};

describe('every pairs method', () => {
  it('MP-NA: 1, ½, 0 per comparison: +1510 2, +510 0, +1010 1 (units shown on the 2/1/0 scale)', () => {
    expect(boardOne('MP-NA')).toEqual([
      [1510, 4],
      [510, 0],
      [1010, 2],
    ]);
  });
  it('Butler: datum (1510 + 1010 + 510) / 3 = 1010; ±500 is 11 IMPs', () => {
    expect(boardOne('IMP-BUTLER')).toEqual([
      [1510, 11],
      [510, -11],
      [1010, 0],
    ]);
  });
  it('cross-IMPs: +1510 gains 11 (500) + 14 (1000, the 900–1090 row) = 25; +1010 loses 11, gains 11', () => {
    expect(boardOne('IMP-CROSS')).toEqual([
      [1510, 25],
      [510, -25],
      [1010, 0],
    ]);
  });
});

const teamsMatch = (adjust: Parameters<typeof teamsMatchSection>[0] = () => {}) => teamsMatchSection(adjust).match!;

const clock = { now: '2026-11-22T20:00:00.000Z', publication: null };
const ruling = (rulingId: string, rulingType: 'artificial-adjusted-score' | 'weighted-adjusted-score') => ({
  type: 'GiveRuling' as const,
  rulingId,
  laws: ['12C1'],
  rulingType,
  text: 'adjusted',
  at: clock.now,
});

describe('teams', () => {
  it('a two-room match: board IMPs between the rooms, totals and victory points', () => {
    const m = teamsMatch();
    expect([m.home, m.away, m.impsHome, m.impsAway]).toEqual(['A', 'B', 17, 13]);
    expect(m.boardImps).toEqual([
      { board: 1, imps: 6, awayImps: -6 },
      { board: 2, imps: 0, awayImps: 0 },
      { board: 3, imps: 11, awayImps: -11 },
      { board: 4, imps: -13, awayImps: 13 },
    ]);
    expect(m.vp.home + m.vp.away).toBeCloseTo(20, 9);
    expect(m.vp.home).toBeGreaterThan(10);
  });

  it('adjusted scores in a match: A60/40 is ±3 IMPs (12C2(b)); a weighted score weights the IMPs of each outcome (12C1(c))', () => {
    const m = teamsMatch((log, s) => {
      // Board 2, open room: A+ to the home pair (NS), A- to the away pair: +3 to A, -3 to B.
      log.board(s, 'M', 1, 2, [
        ruling('r1', 'artificial-adjusted-score'),
        {
          type: 'AdjustScore',
          rulingId: 'r1',
          laws: ['12C2a'],
          ns: { kind: 'artificial', grade: 'A+' },
          ew: { kind: 'artificial', grade: 'A-' },
          clock,
        },
      ]);
      // Board 1, closed room: 50 % +170, 50 % +420 against the open room's +420: ½·6 (250) + ½·0 = 3 IMPs to A.
      const w = {
        kind: 'weighted' as const,
        parts: [
          { weight: 0.5, outcome: { scoreNS: 170 } },
          { weight: 0.5, outcome: { scoreNS: 420 } },
        ],
      };
      log.board(s, 'M', 2, 1, [
        ruling('r2', 'weighted-adjusted-score'),
        { type: 'AdjustScore', rulingId: 'r2', laws: ['12C1c'], ns: w, ew: w, clock },
      ]);
    });
    expect(m.boardImps).toEqual([
      { board: 1, imps: 3, awayImps: -3 },
      { board: 2, imps: 3, awayImps: -3 },
      { board: 3, imps: 11, awayImps: -11 },
      { board: 4, imps: -13, awayImps: 13 },
    ]);
    expect([m.impsHome, m.impsAway]).toEqual([17, 13]);
  });

  it('a non-balancing adjustment scores each team on its own sides (12C1(f)): A+ to both pairs is +3 to each team', () => {
    const m = teamsMatch((log, s) => {
      log.board(s, 'M', 1, 2, [
        ruling('r1', 'artificial-adjusted-score'),
        {
          type: 'AdjustScore',
          rulingId: 'r1',
          laws: ['12C2a'],
          ns: { kind: 'artificial', grade: 'A+' },
          ew: { kind: 'artificial', grade: 'A+' },
          clock,
        },
      ]);
    });
    expect(m.boardImps[1]).toEqual({ board: 2, imps: 3, awayImps: 3 });
    // A: 6 + 3 + 11 = 20 won, 13 lost; B: 3 + 13 = 16 won, 6 + 11 = 17 lost.
    expect([m.impsHome, m.impsAway]).toEqual([20, 16]);
  });
});
