// The double-dummy analysis a program wrote on a board (PBN 2.1 §5.6 style tags of Ruter and others):
// `OptimumResultTable` (tricks per declarer and strain), `OptimumScore` ("NS 620") and
// `OptimumContract` ("4H N 10": contract, declarer, tricks). Computed values, not the board's record:
// a tag this reader does not understand is left out (it stays raw in the board's tables and oracle),
// never a reason to refuse the file.
import {
  isSeat,
  parseContract,
  SEATS,
  STRAINS,
  type Contract,
  type DoubleDummyTable,
  type Seat,
  type Strain,
} from '@club/bridge';
import { findTag, type PbnGame } from './pbn-file';
import type { PbnTable } from './table';

export interface OptimumContract {
  readonly contract: Contract;
  readonly declarer: Seat;
  readonly tricks: number;
}

export interface BoardOptimum {
  /** Tricks each declarer takes in each strain, when all 20 cells are given. */
  readonly table?: DoubleDummyTable;
  /** Par from North-South's view. */
  readonly scoreNS?: number;
  /** The par contract printed (a program prints one of several); 'Pass' when passed out. */
  readonly contract?: OptimumContract | 'Pass';
}

export function readOptimum(game: PbnGame, tables: readonly PbnTable[]): BoardOptimum | undefined {
  const table = optimumTable(tables.find((t) => t.name === 'OptimumResultTable'));
  const scoreNS = optimumScore(findTag(game, 'OptimumScore')?.value);
  const contract = optimumContract(findTag(game, 'OptimumContract')?.value);
  const optimum: BoardOptimum = {
    ...(table ? { table } : {}),
    ...(scoreNS !== undefined ? { scoreNS } : {}),
    ...(contract ? { contract } : {}),
  };
  return Object.keys(optimum).length > 0 ? optimum : undefined;
}

/** "NS 620", "NS -430", "EW 100" (East-West's view), or a bare number (North-South's). */
export function optimumScore(text: string | undefined): number | undefined {
  const match = /^\s*(?:(NS|EW)\s+)?([+-]?\d+)\s*$/i.exec(text ?? '');
  if (!match) return undefined;
  const score = Number(match[2]) * (match[1]?.toUpperCase() === 'EW' ? -1 : 1);
  return score === 0 ? 0 : score;
}

/** "4H N 10", "5DX E 9", "3NT S 9" or "Pass". */
export function optimumContract(text: string | undefined): OptimumContract | 'Pass' | undefined {
  const parts = (text ?? '').trim().split(/\s+/);
  if (parts.length === 1 && /^pass$/i.test(parts[0]!)) return 'Pass';
  if (parts.length !== 3) return undefined;
  const [contractText, seat, tricksText] = parts as [string, string, string];
  const contract = safely(() => parseContract(contractText));
  const declarer = seat.toUpperCase();
  const tricks = Number(tricksText);
  if (!contract || contract === 'Pass' || !isSeat(declarer) || !/^\d{1,2}$/.test(tricksText) || tricks > 13)
    return undefined;
  return { contract, declarer, tricks };
}

/** The 20 rows `<declarer> <strain> <tricks>`; undefined unless every cell is given once, 0..13. */
export function optimumTable(table: PbnTable | undefined): DoubleDummyTable | undefined {
  if (!table) return undefined;
  const cells = new Map<string, number>();
  for (const row of table.rows) {
    const seat = row.byColumn['Declarer']?.text.toUpperCase() ?? '';
    const written = row.byColumn['Denomination']?.text.toUpperCase() ?? '';
    const strain = written === 'N' ? 'NT' : written;
    const tricks = row.byColumn['Result']?.number;
    if (!isSeat(seat) || !(STRAINS as readonly string[]).includes(strain)) return undefined;
    if (tricks === null || tricks === undefined || !Number.isInteger(tricks) || tricks < 0 || tricks > 13)
      return undefined;
    if (cells.has(`${seat} ${strain}`)) return undefined;
    cells.set(`${seat} ${strain}`, tricks);
  }
  if (cells.size !== 20) return undefined;
  const rowOf = (seat: Seat) =>
    Object.fromEntries(STRAINS.map((strain) => [strain, cells.get(`${seat} ${strain}`)!])) as Record<Strain, number>;
  return Object.fromEntries(SEATS.map((seat) => [seat, rowOf(seat)])) as DoubleDummyTable;
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
