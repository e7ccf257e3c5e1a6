// The cross-IMP form and the value of an artificial score, read from hand-made files (the arithmetic
// is in each file's comment): the form where the file says it, from the program that wrote it where it
// does not, the caller's choice over both; the artificial value is the contest's setting.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { importPbn, importUsebio } from '@club/interchange';
import { DEFAULT_CROSS_IMP_ARTIFICIAL_IMPS } from '@club/settings/defaults';
import { describe, expect, test } from 'vitest';
import {
  crossFormOfFile,
  pairsOptionsFromFile,
  scorePairsSession,
  sessionBoards,
  type ContestChoices,
} from '../../src';
import { agreesWithPrinted } from '../oracle/oracle-files';

const text = (name: string) => readFileSync(fileURLToPath(new URL(`./files/${name}`, import.meta.url)), 'utf8');
const pbn = (scoring: string) =>
  importPbn(text('cross2-artificial.pbn').replace('[Scoring "IMP;Cross2"]', `[Scoring "${scoring}"]`), 'forms.pbn');
const usebio = (program = 'Compscore3') =>
  importUsebio(text('compscore-cross-imps.xml').replace('Compscore3', program), 'cross.xml');

function boardOne(file: ReturnType<typeof pbn>, choices: ContestChoices = {}) {
  const session = scorePairsSession(sessionBoards(file), pairsOptionsFromFile(file, 'IMP-CROSS', choices));
  // Rounded to 1e-9: a sum divided out may differ from the decimal in the last bit.
  const clean = (imps: number | null) => Math.round(imps! * 1e9) / 1e9 + 0;
  return session.boards[0]!.rows.map((r) => [clean(r.impNS), clean(r.impEW)]);
}

describe('the cross-IMP form', () => {
  test('PBN Scoring modifiers: Cross is the sum, Cross2 the average per comparison, Cross1 per score', () => {
    expect(crossFormOfFile(pbn('IMP;Cross'))).toEqual({ form: 'sum', from: 'file' });
    expect(boardOne(pbn('IMP;Cross'))).toEqual([
      [15, -15],
      [19, -19],
      [-27, 27],
      [-7, 7],
      [6, 6],
    ]);
    expect(crossFormOfFile(pbn('IMP;Cross2'))).toEqual({ form: 'per-comparison', from: 'file' });
    expect(boardOne(pbn('IMP;Cross2'))).toEqual([
      [5, -5],
      [6.333333333, -6.333333333],
      [-9, 9],
      [-2.333333333, 2.333333333],
      [1.5, 1.5],
    ]);
    // The average-plus table in Cross1: the 4 comparisons it would have made over its 5 scores, 1.5 × 4 / 5.
    expect(crossFormOfFile(pbn('IMP;Cross1'))).toEqual({ form: 'per-score', from: 'file' });
    expect(boardOne(pbn('IMP;Cross1'))).toEqual([
      [3.75, -3.75],
      [4.75, -4.75],
      [-6.75, 6.75],
      [-1.75, 1.75],
      [1.2, 1.2],
    ]);
  });

  test('the file’s own printed values agree with the form it states', () => {
    const file = pbn('IMP;Cross2');
    boardOne(file).forEach(([ns, ew], i) => {
      const oracle = file.boards[0]!.results[i]!.oracle;
      expect(agreesWithPrinted(ns!, oracle['IMP_NS']) && agreesWithPrinted(ew!, oracle['IMP_EW']), `row ${i}`).toBe(
        true,
      );
    });
  });

  test('a file that names no form: Compscore’s USEBIO prints the average per comparison; others the sum', () => {
    expect(crossFormOfFile(usebio())).toEqual({ form: 'per-comparison', from: 'program' });
    expect(crossFormOfFile(usebio('Another Scorer'))).toEqual({ form: 'sum', from: 'standard' });
    expect(crossFormOfFile(pbn('IMP'))).toEqual({ form: 'sum', from: 'standard' });
  });

  test('Compscore: every traveller value to two decimals, and totals the sum of the unrounded board values', () => {
    const file = usebio();
    const session = scorePairsSession(sessionBoards(file), pairsOptionsFromFile(file, 'IMP-CROSS'));
    session.boards.forEach((b, bi) =>
      b.rows.forEach((row, i) => {
        const oracle = file.boards[bi]!.results[i]!.oracle;
        expect(agreesWithPrinted(row.impNS!, oracle['NS_CROSS_IMP_POINTS']), `board ${b.board} ${row.ns}`).toBe(true);
        expect(agreesWithPrinted(row.impEW!, oracle['EW_CROSS_IMP_POINTS']), `board ${b.board} ${row.ew}`).toBe(true);
      }),
    );
    for (const t of session.totals) {
      const oracle = file.participants.find((p) => p.id === t.pair)!.oracle;
      expect(agreesWithPrinted(t.total, oracle['TOTAL_SCORE']), `${t.pair} ${t.total}`).toBe(true);
      expect(Number.parseInt(t.rank, 10), t.pair).toBe(oracle['PLACE']!.number);
    }
    // 2EW: −19/3 − 25/3 = −14.667, printed −14.67; its printed board values add to −14.66.
    expect(session.totals.find((t) => t.pair === '2EW')!.total).toBeCloseTo(-44 / 3, 9);
  });

  test('the caller’s form wins over the file’s and the program’s', () => {
    expect(boardOne(pbn('IMP;Cross2'), { cross: 'sum' })[0]).toEqual([15, -15]);
    const file = usebio();
    const options = pairsOptionsFromFile(file, 'IMP-CROSS', { cross: 'per-score' });
    // 420 on board 1: 15 IMPs over four scores.
    expect(scorePairsSession(sessionBoards(file), options).boards[0]!.rows[0]!.impNS).toBe(3.75);
  });
});

describe('the value of an artificial score in cross-IMPs is the contest’s setting', () => {
  test('default: average plus is 1.5 IMPs per comparison', () => {
    expect(DEFAULT_CROSS_IMP_ARTIFICIAL_IMPS).toBe(1.5);
    expect(pairsOptionsFromFile(pbn('IMP;Cross2'), 'IMP-CROSS').artificial?.averagePlusImps).toBe(1.5);
  });

  test('another value: 1 IMP per comparison, 4 in the sum over the four other tables', () => {
    expect(boardOne(pbn('IMP;Cross2'), { crossArtificialImps: 1 })[4]).toEqual([1, 1]);
    expect(boardOne(pbn('IMP;Cross'), { crossArtificialImps: 1 })[4]).toEqual([4, 4]);
    // The played tables are untouched by it.
    expect(boardOne(pbn('IMP;Cross'), { crossArtificialImps: 1 })[0]).toEqual([15, -15]);
  });

  test('not a program’s constant: the same value whoever wrote the file', () => {
    const ruter = importPbn(`% <META  name=Generator content="Ruter">\n${text('cross2-artificial.pbn')}`, 'ruter.pbn');
    expect(ruter.source.generator).toBe('Ruter');
    expect(boardOne(ruter)[4]).toEqual(boardOne(pbn('IMP;Cross2'))[4]);
  });

  test('Butler keeps Law 12C2(b)’s 3 unless the contest says otherwise', () => {
    expect(pairsOptionsFromFile(pbn('IMP;Butler'), 'IMP-BUTLER').artificial).toBeUndefined();
    expect(pairsOptionsFromFile(pbn('IMP;Butler'), 'IMP-BUTLER', { butlerArtificialImps: 2 }).artificial).toMatchObject(
      {
        averagePlusImps: 2,
        averageMinusImps: -2,
      },
    );
  });
});
