// The ScoreTable as export writes it, read back by the import: each kind of row keeps what it means.
import { describe, expect, test } from 'vitest';
import { exportPbn, importPbn, methodFromPbnScoring, pbnScoring, scoreTableTag, type PbnScoreRow } from '../src';

const place = { section: 'A', round: 1 };
const result = (table: number, ns: string, ew: string, more: Partial<PbnScoreRow & { kind: 'result' }>) =>
  ({
    kind: 'result',
    ...place,
    table,
    ns,
    ew,
    contract: '4S',
    declarer: 'N',
    tricks: 10,
    lead: 'HK',
    scoreNS: 420,
    points: [2, 0],
    percentages: [100, 0],
    ...more,
  }) as PbnScoreRow;

function written(rows: readonly PbnScoreRow[]) {
  const text = exportPbn([
    {
      tags: [{ name: 'Board', value: '1' }, { name: 'Scoring', value: 'MatchPoints;MP1' }, scoreTableTag('MP', rows)],
    },
  ]);
  return { text, board: importPbn(text, 'out.pbn').boards[0]! };
}

describe('PBN ScoreTable export', () => {
  test('a played result: the score in the column of the side that scored it, the lead and the points kept', () => {
    const { text, board } = written([result(1, '1', '2', {}), result(2, '3', '4', { declarer: 'E', scoreNS: -420 })]);
    expect(text).toContain('"A" 1 1 "1" "2" 4S N 10 HK 420 - 2 0 100 0');
    expect(text).toContain('"A" 2 1 "3" "4" 4S E 10 HK - 420 2 0 100 0');
    expect(board.results.map((r) => [r.ns, r.ew, r.scoreNS, r.lead, r.adjusted])).toEqual([
      ['1', '2', 420, 'HK', null],
      ['3', '4', -420, 'HK', null],
    ]);
  });

  test('artificial scores as Ruter writes them: A+/A=/A-, and a plain A beside its percentage otherwise', () => {
    const { text, board } = written([
      result(1, '1', '2', { adjusted: { ns: { percentage: 60 }, ew: { percentage: 40 } } }),
      result(2, '3', '4', { adjusted: { ns: { percentage: 55 }, ew: { percentage: 45 } }, percentages: [null, null] }),
    ]);
    expect(text).toContain('"A+" "A-"');
    expect(text).toContain('"A" "A" 2 0 55 45');
    expect(board.results.map((r) => [r.adjusted?.nsPercent, r.adjusted?.ewPercent])).toEqual([
      [60, 40],
      [55, 45],
    ]);
  });

  test('a grade beside an explicit score (the table result), and an assigned score marked >a', () => {
    const { text, board } = written([
      // N-S get average (50 %); E-W keep the table's result, N-S +420, written from their side: -420.
      result(1, '1', '2', { adjusted: { ns: { percentage: 50 }, ew: { scoreNS: 420 } } }),
      result(2, '3', '4', { adjusted: { ns: { scoreNS: -100 }, ew: { scoreNS: -100 } } }),
    ]);
    expect(text).toContain('"A=" -420');
    expect(text).toContain('- 100>a');
    const [graded, assigned] = board.results;
    expect(graded).toMatchObject({ scoreNS: 420, adjusted: { nsPercent: 50, ewPercent: null } });
    expect(assigned).toMatchObject({ scoreNS: -100, assigned: true, adjusted: null });
  });

  test('a score assigned to each side on its own (non-balancing): both columns, each from its own view', () => {
    const { text, board } = written([
      // N-S get +620 (4S made), E-W -420 from their side (+420 from N-S's): no one score for the table.
      result(1, '1', '2', { adjusted: { ns: { scoreNS: 620 }, ew: { scoreNS: 420 } } }),
      // N-S -100, E-W +50 from their side (-50 from N-S's).
      result(2, '3', '4', { adjusted: { ns: { scoreNS: -100 }, ew: { scoreNS: -50 } } }),
    ]);
    expect(text).toContain(' 620>a -420>a ');
    expect(text).toContain(' -100>a 50>a ');
    expect(board.results.map((r) => [r.scoreNS, r.assigned, r.assignedSides, r.adjusted])).toEqual([
      [620, true, { ns: 620, ew: 420 }, null],
      [-100, true, { ns: -100, ew: -50 }, null],
    ]);
  });

  test('one score written in both columns, each from its side (620 and -620), is one score', () => {
    const text = written([result(1, '1', '2', {})]).text.replace(' 420 - ', ' 420 -420 ');
    const [row] = importPbn(text, 'both.pbn').boards[0]!.results;
    expect(row).toMatchObject({ scoreNS: 420 });
    expect(row!.assignedSides).toBeUndefined();
  });

  test('a procedural penalty as a Pen row of the same pairs, a sitting-out pair as a Bye row', () => {
    const { board } = written([
      result(1, '1', '2', {}),
      { kind: 'penalty', ...place, table: 1, ns: '1', ew: '2', points: [-1, null] },
      { kind: 'bye', ...place, table: 3, pair: '5', side: 'EW' },
    ]);
    expect(board.penalties).toMatchObject([{ ns: '1', ew: '2', nsPoints: -1, ewPoints: null, unit: 'MP', table: 1 }]);
    expect(board.sitOuts).toMatchObject([{ pair: '5', side: 'EW', table: 3, round: 1, section: 'A' }]);
  });

  test('the Scoring tag names the method with its modifiers, and the import reads the method back', () => {
    const tags = [
      pbnScoring({ method: 'MP' }),
      pbnScoring({ method: 'MP-NA' }),
      pbnScoring({ method: 'IMP-BUTLER', datum: { dropEachEnd: 1, average: 'mean' } }),
      pbnScoring({ method: 'IMP-BUTLER', datum: { average: 'median' } }),
      pbnScoring({ method: 'IMP-CROSS', cross: 'sum' }),
      pbnScoring({ method: 'IMP-CROSS', cross: 'per-score' }),
      pbnScoring({ method: 'IMP-CROSS', cross: 'per-comparison' }),
      pbnScoring({ method: 'TEAMS-IMP-VP' }),
    ];
    expect(tags).toEqual([
      'MatchPoints;MP1',
      'MatchPoints;MP2',
      'IMP;Butler-2;Mean',
      'IMP;Butler;Median',
      'IMP;Cross',
      'IMP;Cross1',
      'IMP;Cross2',
      'IMP',
    ]);
    expect(tags.map(methodFromPbnScoring)).toEqual([
      'MP',
      'MP-NA',
      'IMP-BUTLER',
      'IMP-BUTLER',
      'IMP-CROSS',
      'IMP-CROSS',
      'IMP-CROSS',
      'TEAMS',
    ]);
  });
});
