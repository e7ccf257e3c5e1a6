// Butler pairs: Magic Contest (`IMP;Butler-2;Mean`, PBN) and Compscore (USEBIO BUTLER_PAIRS). Both
// drop the highest and the lowest score, average the rest and round the datum to the nearest ten.
import { describe, expect, test } from 'vitest';
import { butlerDatum, scorePairsSession, sessionBoards, type DatumOptions } from '../../src';
import { agreesWithPrinted, disagreements, expectPrinted, loadFixture } from './oracle-files';

const BUTLER_2: DatumOptions = { average: 'mean', dropEachEnd: 1, roundToTens: true };

describe('butler.pbn (Magic Contest, IMP;Butler-2;Mean)', () => {
  const file = loadFixture('butler.pbn');
  const session = scorePairsSession(sessionBoards(file), { method: 'IMP-BUTLER', datum: BUTLER_2, fields: 'one' });

  test('datum and IMPs of every row', () => {
    const rows = session.boards.flatMap((b, bi) =>
      b.rows.map((row, i) => ({ b, row, oracle: file.boards[bi]!.results[i]!.oracle })),
    );
    const bad = disagreements(
      rows,
      ({ b, row, oracle }) =>
        agreesWithPrinted(b.datum!, oracle['ButlerDatum']) &&
        agreesWithPrinted(row.impNS!, oracle['IMP_NS']) &&
        agreesWithPrinted(row.impEW!, oracle['IMP_EW']),
      ({ b, row }) => `board ${b.board} ${row.ns}-${row.ew}`,
    );
    expect(rows.length).toBe(84);
    expect(bad).toEqual([]);
  });

  test('totals and places, with the bye boards worth the pair’s own average', () => {
    for (const total of session.totals) {
      const oracle = file.participants.find((p) => p.id === total.pair)!.oracle;
      expectPrinted(total.total, oracle['TotalScoreIMP'], `pair ${total.pair}`);
      expect(total.rank).toBe(String(oracle['Rank']!.number));
    }
    for (const bye of file.boards.flatMap((b) => b.sitOuts)) {
      const total = session.totals.find((t) => t.pair === bye.pair)!;
      expectPrinted(total.total / 28, bye.oracle[bye.side === 'NS' ? 'IMP_NS' : 'IMP_EW'], `bye of pair ${bye.pair}`);
    }
  });

  test('convention: with three results Butler-2 keeps only the middle one', () => {
    expect(butlerDatum([600, 300, -100], BUTLER_2)).toBe(300);
  });
});

describe('butler_mitchell.xml (Compscore, USEBIO BUTLER_PAIRS)', () => {
  const file = loadFixture('butler_mitchell.xml');
  const session = scorePairsSession(sessionBoards(file), { method: 'IMP-BUTLER', datum: BUTLER_2, fields: 'two' });

  test('BOARD_AVERAGE is our datum; the butler points of every line agree', () => {
    session.boards.forEach((b, bi) =>
      expectPrinted(b.datum, file.boards[bi]!.oracle['BOARD_AVERAGE'], `board ${b.board} datum`),
    );
    const rows = session.boards.flatMap((b, bi) =>
      b.rows.map((row, i) => ({ b, row, oracle: file.boards[bi]!.results[i]!.oracle })),
    );
    const bad = disagreements(
      rows,
      ({ row, oracle }) =>
        agreesWithPrinted(row.impNS!, oracle['NS_BUTLER_POINTS']) &&
        agreesWithPrinted(row.impEW!, oracle['EW_BUTLER_POINTS']),
      ({ b, row }) => `board ${b.board} ${row.ns}-${row.ew}`,
    );
    expect(rows.length).toBe(245);
    expect(bad).toEqual([]);
  });

  test('an A5050 line scores 0 IMPs each way and stays out of the datum', () => {
    const board = session.boards.find((b) => b.rows.some((r) => r.nsSide.kind === 'artificial-percentage'))!;
    const row = board.rows.find((r) => r.nsSide.kind === 'artificial-percentage')!;
    expect([row.impNS, row.impEW]).toEqual([0, 0]);
  });

  test('totals and places, North-South and East-West ranked apart (WINNER_TYPE 2)', () => {
    for (const total of session.totals) {
      const oracle = file.participants.find((p) => p.id === total.pair)!.oracle;
      expectPrinted(total.total, oracle['TOTAL_SCORE'], `pair ${total.pair}`);
      expect(Number.parseInt(total.rank, 10), `pair ${total.pair} place`).toBe(oracle['PLACE']!.number);
    }
  });
});
