// Issue 15, rules 2, 3 and 6 scored end to end from small hand-made PBN files: a graded side beside
// an explicit score, a record written twice, a procedural penalty row, a result against a missing
// pair and a score marked adjusted. Board 1, nobody vulnerable; matchpoints in units (2 a beat, 1 a tie).
import { importPbn } from '@club/interchange';
import { describe, expect, test } from 'vitest';
import { scorePairsSession, sessionBoards, type PairsMethod } from '../../src';

const COLUMNS =
  'Table\\2R;Round\\2R;PairId_NS\\2R;PairId_EW\\2R;Contract\\5L;Declarer\\1R;Result\\2R;Score_NS\\6R;Score_EW\\6R;MP_NS\\5R;MP_EW\\5R';

const score = (rows: string[], method: PairsMethod = 'MP') => {
  const text = ['[Event "Club"]', '[Board "1"]', '[Vulnerable "None"]', `[ScoreTable "${COLUMNS}"]`, ...rows].join(
    '\n',
  );
  return scorePairsSession(sessionBoards(importPbn(text, 'club.pbn')), { method, fields: 'two' });
};
const mp = (session: ReturnType<typeof score>) => session.boards[0]!.rows.map((r) => [r.ns, r.mpNS, r.ew, r.mpEW]);
const total = (session: ReturnType<typeof score>, pair: string) => session.totals.find((t) => t.pair === pair);

describe('rule 2: "A=" for NS, "+0" for EW', () => {
  const rows = ['1 1 1 2 4S N 10 "420" - 0 0', '2 1 3 4 4S N 9 - "50" 0 0', '3 1 5 6 - - - "A=" "+0" 0 0'];

  test('the explicit 0 is the table result both fields compare with; only NS 5 gets the grade', () => {
    // NS field [+420, -50, 0]: 1 beats both = 4; 3 beats none = 0; 5 is graded A= = 50 % of top 4 = 2.
    // EW field [-420, +50, 0] from EW's side: 2 beats none = 0; 4 beats both = 4; 6 (0) beats 2, loses to 4 = 2.
    expect(mp(score(rows))).toEqual([
      ['1', 4, '2', 0],
      ['3', 0, '4', 4],
      ['5', 2, '6', 2],
    ]);
  });

  test('a 3-point difference the rule makes: 6 (0) against 4 (+50) and 2 (-420) in cross-IMPs', () => {
    // EW 6 at 0: against NS +420 it is 420 better = +9 IMPs; against EW +50 it is 50 worse = -2 IMPs: 7.
    // NS 1 at +420: against -50 = +470 = 10 IMPs, against the table result 0 = +420 = 9 IMPs: 19.
    const session = score(rows, 'IMP-CROSS');
    expect(session.boards[0]!.rows.map((r) => [r.impNS, r.impEW])).toEqual([
      [19, -19],
      [-12, 12],
      [0, 7],
    ]);
  });
});

test('rule 3: a result written twice word for word counts once', () => {
  // Two tables: 1 v 2 at +420 beats 3 v 4 at -50: NS 1 has 2 of a top of 2, over one board only.
  const session = score(['1 1 1 2 4S N 10 "420" - 0 0', '2 1 3 4 4S N 9 - "50" 0 0', '1 1 1 2 4S N 10 "420" - 0 0']);
  expect(mp(session)).toEqual([
    ['1', 2, '2', 0],
    ['3', 0, '4', 2],
  ]);
  expect(total(session, '1')).toMatchObject({ boardsPlayed: 1, total: 2, percentage: 100 });
});

describe('rule 6', () => {
  test('"Pen" "Pen" -1.0: NS 1 keeps its 2 of 2 on the board, its total is 2 - 1 = 1 (50 %)', () => {
    const session = score([
      '1 1 1 2 4S N 10 "420" - 2 -2',
      '1 1 1 2 - - - "Pen" "Pen" -1.0 -',
      '2 1 3 4 4S N 9 - "50" -2 2',
    ]);
    expect(mp(session)).toEqual([
      ['1', 2, '2', 0],
      ['3', 0, '4', 2],
    ]);
    expect(total(session, '1')).toMatchObject({ total: 1, percentage: 50 });
    expect(total(session, '2')).toMatchObject({ total: 0, percentage: 0 });
  });

  test('"-" as the EW pair: NS 5 is compared in its field, the missing side is nobody', () => {
    // NS field [+420, -50, +400]: 1 = 4, 3 = 0, 5 (beats -50, loses to +420) = 2, of a top of 4.
    // EW field has two results (-420, +50): 2 = 0, 4 = 2, Neuberg to 3 results: (u + 1) * 3/2 - 1 = 0.5 and 3.5.
    const session = score(['1 1 1 2 4S N 10 "420" - 0 0', '2 1 3 4 4S N 9 - "50" 0 0', '3 1 5 - 3N S 9 "400" - 0 -']);
    const rows = session.boards[0]!.rows;
    expect(rows.map((r) => [r.ns, r.mpNS])).toEqual([
      ['1', 4],
      ['3', 0],
      ['5', 2],
    ]);
    expect(rows.slice(0, 2).map((r) => [r.ew, r.mpEW])).toEqual([
      ['2', 0.5],
      ['4', 3.5],
    ]);
    expect(total(session, '5')).toMatchObject({ total: 2, percentage: 50 });
    expect(session.totals.map((t) => t.pair).sort()).toEqual(['1', '2', '3', '4', '5']);
  });

  test('"800>a": the assigned 800 is compared, not the 420 that 4H made', () => {
    // NS +800 beats NS +420: 2 of a top of 2; were the contract rescored, the two would tie at 1 each.
    const session = score(['1 1 1 2 4H S 10 "800>a" - 0 0', '2 1 3 4 4H S 10 "420" - 0 0']);
    expect(mp(session)).toEqual([
      ['1', 2, '2', 0],
      ['3', 0, '4', 2],
    ]);
  });
});

test('scores assigned to each side on its own ("420>a" "-450>a"): each side compared in its own field', () => {
  // Table 3: N-S assigned +420, E-W -450 from their side (+450 from N-S's). N-S field [+420, +450, +420]:
  // 1 ties 5 and loses to 3 = 1; 3 beats both = 4; 5 = 1. E-W field (N-S's view, lower better for E-W)
  // [+420, +450, +450]: 2 beats both = 4; 4 and 6 tie = 1 each. Table 3 gets 1 + 1 = 2 of 4 between them.
  const session = score([
    '1 1 1 2 4S N 10 "420" - 0 0',
    '2 1 3 4 4S N 11 "450" - 0 0',
    '3 1 5 6 4S N 9 420>a -450>a 0 0',
  ]);
  expect(mp(session)).toEqual([
    ['1', 1, '2', 4],
    ['3', 4, '4', 1],
    ['5', 1, '6', 1],
  ]);
});
