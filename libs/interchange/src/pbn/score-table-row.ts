// One row of a board's ScoreTable read as a table result (or a sit-out). Columns from standard §5.4
// plus the user columns Ruter and Magic Contest write (Section, Table, Round, Lead).
import { isSeat, parseContract, type FinalContract, type Seat, type Side } from '@club/bridge';
import { at, ImportError } from '../errors/import-error';
import { artificialGradePercent } from '../session/artificial-score';
import { parseLead } from '../session/lead';
import type { ArtificialScore, BoardPenalty, SitOut, TableResult } from '../session/session-results';
import type { PbnTable, TableRow } from './table';
import { isBlank, type Cell } from './table-cell';

export type ScoreRow =
  | { readonly kind: 'result'; readonly result: TableResult }
  | { readonly kind: 'sit-out'; readonly sitOut: SitOut }
  | { readonly kind: 'penalty'; readonly penalty: BoardPenalty };

export function readScoreRow(table: PbnTable, row: TableRow, file: string): ScoreRow {
  const place = (column: string) => ({
    file,
    line: row.line,
    field: `${table.name} row ${row.index}, column ${column}`,
  });
  const cell = (column: string): Cell | undefined => row.byColumn[column];
  const text = (column: string): string | null => {
    const value = cell(column);
    return isBlank(value) ? null : value!.text;
  };
  const integer = (column: string, min: number, max: number): number | null => {
    const value = cell(column);
    if (isBlank(value)) return null;
    if (value!.number === null || !Number.isInteger(value!.number) || value!.number < min || value!.number > max) {
      throw new ImportError(place(column), `'${value!.text}' is not a whole number from ${min} to ${max}`);
    }
    return value!.number;
  };

  const ns = text('PairId_NS');
  const ew = text('PairId_EW');
  const section = text('Section');
  const round = integer('Round', 1, Number.MAX_SAFE_INTEGER);
  const tableNumber = integer('Table', 1, Number.MAX_SAFE_INTEGER);

  if (isSitOut(cell('Score_NS')) || isSitOut(cell('Score_EW'))) {
    const side: Side = ns !== null ? 'NS' : 'EW';
    const pair = ns ?? ew;
    if (pair === null) throw new ImportError(place('PairId_NS'), 'a Bye row names no pair');
    return {
      kind: 'sit-out',
      sitOut: { pair, side, round, table: tableNumber, section, oracle: row.byColumn, line: row.line },
    };
  }

  if (isPenalty(cell('Score_NS')) && isPenalty(cell('Score_EW'))) {
    // Ruter writes the penalty in the points columns of the row: matchpoints, or IMPs in an IMP game.
    const unit = cell('MP_NS') !== undefined || cell('MP_EW') !== undefined ? 'MP' : 'IMP';
    const points = (column: string) => {
      const value = cell(column);
      if (isBlank(value)) return null;
      if (value!.number === null) throw new ImportError(place(column), `'${value!.text}' is not a penalty in points`);
      return value!.number;
    };
    const nsPoints = points(`${unit}_NS`);
    const ewPoints = points(`${unit}_EW`);
    if (nsPoints === null && ewPoints === null)
      throw new ImportError(place(`${unit}_NS`), 'a "Pen" row gives neither side a penalty');
    return {
      kind: 'penalty',
      penalty: {
        ns,
        ew,
        nsPoints,
        ewPoints,
        unit,
        section,
        round,
        table: tableNumber,
        oracle: row.byColumn,
        line: row.line,
      },
    };
  }

  const contractText = text('Contract');
  const contract: FinalContract | null =
    contractText === null ? null : at(place('Contract'), () => parseContractCell(contractText));
  const declarer = readDeclarer(cell('Declarer'), place('Declarer'));
  const tricks = integer('Result', 0, 13);
  const leadText = text('Lead');
  const lead = leadText === null ? null : at(place('Lead'), () => parseLead(leadText));
  const { scoreNS, adjusted, assigned, assignedSides } = readScore(row, place);
  const marked = row.cells.some((c) => c.artificial);

  return {
    kind: 'result',
    result: {
      ns,
      ew,
      contract,
      declarer,
      tricks,
      scoreNS,
      adjusted,
      ...(assigned ? { assigned } : {}),
      ...(assignedSides ? { assignedSides } : {}),
      lead,
      section,
      round,
      table: tableNumber,
      marked,
      oracle: row.byColumn,
      line: row.line,
    },
  };
}

function parseContractCell(text: string): FinalContract {
  try {
    return parseContract(text);
  } catch {
    throw new RangeError(`'${text}' is not a contract`);
  }
}

function isSitOut(cell: Cell | undefined): boolean {
  return cell !== undefined && cell.text.toUpperCase() === 'BYE';
}

function isPenalty(cell: Cell | undefined): boolean {
  return cell !== undefined && cell.text.toUpperCase() === 'PEN';
}

function readDeclarer(cell: Cell | undefined, place: { file: string; line: number; field: string }): Seat | null {
  if (isBlank(cell)) return null;
  const seat = cell!.text.toUpperCase();
  if (!isSeat(seat)) throw new ImportError(place, `'${cell!.text}' is not N, E, S or W`);
  return seat;
}

type Place = (column: string) => { file: string; line: number; field: string };

interface ReadScore {
  readonly scoreNS: number | null;
  readonly adjusted: ArtificialScore | null;
  readonly assigned: boolean;
  readonly assignedSides?: { readonly ns: number; readonly ew: number };
}

/**
 * Score_NS/Score_EW (one is `-`), or `Score` as `NS 620`/`EW 620`; `A+`/`A=`/`A-` are artificial
 * scores. A grade on one side and a signed score on the other (`"A=" "+0"`): the score is the
 * table's result, the graded side alone gets the grade. A score with Ruter's suffix `>a`
 * (`800>a`) is an assigned adjusted score. Both cells scores that are not one score seen from each
 * side (`620>a` and `-420>a`): each side's own assigned score, a non-balancing adjustment.
 */
function readScore(row: TableRow, place: Place): ReadScore {
  const nsCell = row.byColumn['Score_NS'];
  const ewCell = row.byColumn['Score_EW'];
  const nsGrade = gradeOf(nsCell, row.byColumn['Percentage_NS']);
  const ewGrade = gradeOf(ewCell, row.byColumn['Percentage_EW']);
  const points = (column: 'Score_NS' | 'Score_EW'): { points: number; assigned: boolean } | null => {
    const cell = row.byColumn[column];
    if (isBlank(cell)) return null;
    if (cell!.number !== null) return { points: cell!.number, assigned: false };
    const marked = ADJUSTED_SUFFIX.exec(cell!.text.trim());
    if (marked) return { points: Number(marked[1]), assigned: true };
    throw new ImportError(place(column), `'${cell!.text}' is not a score`);
  };
  if (nsGrade !== null || ewGrade !== null) {
    const text = `${nsCell?.text ?? '-'} ${ewCell?.text ?? '-'}`;
    const nsPoints = nsGrade === null ? points('Score_NS') : null;
    const ewPoints = ewGrade === null ? points('Score_EW') : null;
    const explicit = nsPoints ?? ewPoints;
    if (explicit !== null) {
      const scoreNS = nsPoints !== null ? nsPoints.points : -ewPoints!.points + 0;
      return {
        scoreNS,
        adjusted: { kind: 'artificial', nsPercent: nsGrade, ewPercent: ewGrade, text },
        assigned: explicit.assigned,
      };
    }
    const nsPercent = nsGrade ?? 100 - ewGrade!;
    const ewPercent = ewGrade ?? 100 - nsGrade!;
    return { scoreNS: null, adjusted: { kind: 'artificial', nsPercent, ewPercent, text }, assigned: false };
  }
  const nsPoints = points('Score_NS');
  const ewPoints = points('Score_EW');
  if (nsPoints !== null && ewPoints !== null && nsPoints.points !== -ewPoints.points) {
    // Each column is its side's own score (standard §5.4): the director gave the sides different scores.
    const sides = { ns: nsPoints.points, ew: -ewPoints.points + 0 };
    return { scoreNS: sides.ns, adjusted: null, assigned: true, assignedSides: sides };
  }
  if (nsPoints !== null)
    return { scoreNS: nsPoints.points, adjusted: null, assigned: nsPoints.assigned || !!ewPoints?.assigned };
  if (ewPoints !== null) return { scoreNS: -ewPoints.points + 0, adjusted: null, assigned: ewPoints.assigned };
  const score = row.byColumn['Score'];
  if (!isBlank(score)) {
    const match = /^(NS|EW)\s+(-?\d+)$/i.exec(score!.text.trim());
    if (!match) throw new ImportError(place('Score'), `'${score!.text}' is not "NS <points>" or "EW <points>"`);
    const points = Number(match[2]);
    return { scoreNS: match[1]!.toUpperCase() === 'NS' ? points : -points + 0, adjusted: null, assigned: false };
  }
  return { scoreNS: null, adjusted: null, assigned: false };
}

/**
 * A side's artificial percentage: its grade (`A+`, `A=`, `A-`), or a plain `A` beside the side's
 * percentage (an artificial score other than 60/50/40 %, as this club's export writes it); else null.
 */
function gradeOf(score: Cell | undefined, percentage: Cell | undefined): number | null {
  if (isBlank(score)) return null;
  if (score!.text.trim().toUpperCase() === 'A' && !isBlank(percentage) && percentage!.number !== null)
    return percentage!.number;
  return artificialGradePercent(score!.text);
}

/** Ruter's mark of an adjusted score after the points: `800>a`. */
const ADJUSTED_SUFFIX = /^([+-]?\d+)\s*>\s*a$/i;
