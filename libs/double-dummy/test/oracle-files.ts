// The boards of the real result files that carry another program's double-dummy table and par
// (Ruter: sm1.pbn, impcross.pbn), read from the copies committed as scoring fixtures.
import { readFileSync } from 'node:fs';
import { SEATS, type Deal, type Seat, type Strain, type Vulnerability } from '@club/bridge';
import { importPbnBytes } from '@club/interchange';
import type { DdTable } from '../src';

const FIXTURES = new URL('../../scoring/test/oracle/fixtures/', import.meta.url);

export interface OracleBoard {
  readonly board: number;
  readonly deal: Deal;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  readonly table: DdTable;
  /** `OptimumScore` and `OptimumContract` as written (`NS 620`, `4S N 10`). */
  readonly optimumScore: string;
  readonly optimumContract: string;
}

export function oracleBoards(name: string): OracleBoard[] {
  const session = importPbnBytes(readFileSync(new URL(name, FIXTURES)), name);
  return session.boards.map((board) => {
    const rows = board.tables.find((t) => t.name === 'OptimumResultTable')?.rows ?? [];
    const table = Object.fromEntries(SEATS.map((seat) => [seat, {}])) as Record<Seat, Record<Strain, number>>;
    for (const row of rows) {
      const [declarer, strain, tricks] = row.cells.map((cell) => cell.text);
      table[declarer as Seat][strain as Strain] = Number(tricks);
    }
    return {
      board: board.board,
      deal: board.hands as Deal,
      dealer: board.dealer!,
      vulnerability: board.vulnerability!,
      table,
      optimumScore: board.oracle['OptimumScore']!.text,
      optimumContract: board.oracle['OptimumContract']!.text,
    };
  });
}
