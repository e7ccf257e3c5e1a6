// One row of a board's ScoreTable read as a table result (or a sit-out). Columns from standard §5.4
// plus the user columns Ruter and Magic Contest write (Section, Table, Round, Lead).
import { isSeat, parseContract, type FinalContract, type Seat, type Side } from '@club/bridge';
import { at, ImportError } from '../errors/import-error';
import { artificialGradePercent } from '../session/artificial-score';
import { parseLead } from '../session/lead';
import type { ArtificialScore, SitOut, TableResult } from '../session/session-results';
import type { PbnTable, TableRow } from './table';
import { isBlank, type Cell } from './table-cell';

export type ScoreRow =
  { readonly kind: 'result'; readonly result: TableResult } | { readonly kind: 'sit-out'; readonly sitOut: SitOut };

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

  const contractText = text('Contract');
  const contract: FinalContract | null =
    contractText === null ? null : at(place('Contract'), () => parseContractCell(contractText));
  const declarer = readDeclarer(cell('Declarer'), place('Declarer'));
  const tricks = integer('Result', 0, 13);
  const leadText = text('Lead');
  const lead = leadText === null ? null : at(place('Lead'), () => parseLead(leadText));
  const { scoreNS, adjusted } = readScore(row, place);
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

function readDeclarer(cell: Cell | undefined, place: { file: string; line: number; field: string }): Seat | null {
  if (isBlank(cell)) return null;
  const seat = cell!.text.toUpperCase();
  if (!isSeat(seat)) throw new ImportError(place, `'${cell!.text}' is not N, E, S or W`);
  return seat;
}

type Place = (column: string) => { file: string; line: number; field: string };

/** Score_NS/Score_EW (one is `-`), or `Score` as `NS 620`/`EW 620`; `A+`/`A=`/`A-` are artificial scores. */
function readScore(row: TableRow, place: Place): { scoreNS: number | null; adjusted: ArtificialScore | null } {
  const nsCell = row.byColumn['Score_NS'];
  const ewCell = row.byColumn['Score_EW'];
  const nsGrade = isBlank(nsCell) ? null : artificialGradePercent(nsCell!.text);
  const ewGrade = isBlank(ewCell) ? null : artificialGradePercent(ewCell!.text);
  if (nsGrade !== null || ewGrade !== null) {
    const nsPercent = nsGrade ?? 100 - ewGrade!;
    const ewPercent = ewGrade ?? 100 - nsGrade!;
    const text = `${nsCell?.text ?? '-'} ${ewCell?.text ?? '-'}`;
    return { scoreNS: null, adjusted: { kind: 'artificial', nsPercent, ewPercent, text } };
  }
  for (const [column, sign] of [
    ['Score_NS', 1],
    ['Score_EW', -1],
  ] as const) {
    const cell = row.byColumn[column];
    if (isBlank(cell)) continue;
    if (cell!.number === null) throw new ImportError(place(column), `'${cell!.text}' is not a score`);
    return { scoreNS: sign * cell!.number + 0, adjusted: null };
  }
  const score = row.byColumn['Score'];
  if (!isBlank(score)) {
    const match = /^(NS|EW)\s+(-?\d+)$/i.exec(score!.text.trim());
    if (!match) throw new ImportError(place('Score'), `'${score!.text}' is not "NS <points>" or "EW <points>"`);
    const points = Number(match[2]);
    return { scoreNS: match[1]!.toUpperCase() === 'NS' ? points : -points + 0, adjusted: null };
  }
  return { scoreNS: null, adjusted: null };
}
