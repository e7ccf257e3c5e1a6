import { describe, expect, test } from 'vitest';
import { optimumContractTexts, optimumScoreText, parOf, type Par } from '@club/bridge';
import { importPbnBytes, type BoardResults, type OptimumContract } from '../src';
import { dataBytes } from './fixtures';

// Oracle: the double-dummy table, par score and par contract Ruter printed on every board of two real
// files. Par computed from the printed table (with the board's dealer and vulnerability) must give the
// printed score, and the printed contract must be among ours (Ruter prints one of several).
const boardsOf = (name: string) =>
  importPbnBytes(dataBytes(`pbn/${name}`), name).boards.filter((b) => b.optimum?.table !== undefined);

const parOfBoard = (b: BoardResults): Par => parOf(b.optimum!.table!, b.vulnerability!, b.dealer!);

const printedText = (c: OptimumContract | 'Pass' | undefined) =>
  c === undefined || c === 'Pass'
    ? c
    : `${c.contract.level}${c.contract.strain === 'NT' ? 'N' : c.contract.strain}${c.contract.doubling} ${c.declarer} ${c.tricks}`;

/**
 * Two sacrifices where Ruter scored the side's weaker declarer (E takes 8 tricks in hearts, W 9; W
 * 9, E 10): par is the better one's, as the DDS library's DealerPar gives it ("4H*-W-1" 200, "5H*-E-1" 100).
 */
const RUTER_WEAKER_DECLARER: Record<number, { score: number; contract: string; printed: string }> = {
  4: { score: 200, contract: '4HX W 9', printed: '4HX E 8' },
  30: { score: 100, contract: '5HX E 10', printed: '5HX W 9' },
};

describe('par against the files: sm1.pbn (66 boards)', () => {
  const boards = boardsOf('sm1.pbn');
  test('every board carries its table, score and contract', () => {
    expect(boards).toHaveLength(66);
    expect(boards.every((b) => b.optimum?.scoreNS !== undefined && b.optimum.contract !== undefined)).toBe(true);
  });
  test.each(boards.map((b) => [b.board, b] as const))('board %i: score and contract as printed', (_, b) => {
    const par = parOfBoard(b);
    expect(par.scoreNS).toBe(b.optimum!.scoreNS);
    expect(optimumScoreText(par)).toBe(`NS ${b.optimum!.scoreNS}`);
    expect(optimumContractTexts(par)).toContain(printedText(b.optimum!.contract));
    // The one a hand record names first is the one Ruter printed.
    expect(optimumContractTexts(par)[0]).toBe(printedText(b.optimum!.contract));
  });
});

describe('par against the files: impcross.pbn (42 boards)', () => {
  const boards = boardsOf('impcross.pbn');
  test('every board carries its table, score and contract', () => {
    expect(boards).toHaveLength(42);
  });
  const agreeing = boards.filter((b) => !(b.board in RUTER_WEAKER_DECLARER));
  test.each(agreeing.map((b) => [b.board, b] as const))('board %i: score and contract as printed', (_, b) => {
    const par = parOfBoard(b);
    expect(par.scoreNS).toBe(b.optimum!.scoreNS);
    expect(optimumContractTexts(par)[0]).toBe(printedText(b.optimum!.contract));
  });
  test.each(Object.entries(RUTER_WEAKER_DECLARER))(
    'board %s: the better declarer sacrifices, not the one Ruter scored',
    (board, expected) => {
      const b = boards.find((x) => x.board === Number(board))!;
      expect(printedText(b.optimum!.contract)).toBe(expected.printed);
      const par = parOfBoard(b);
      expect(par.scoreNS).toBe(expected.score);
      expect(optimumContractTexts(par)).toEqual([expected.contract]);
    },
  );
});
