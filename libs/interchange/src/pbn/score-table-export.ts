// A board's ScoreTable as written for export (standard §5.4), in the columns and cells Ruter writes
// and this club's import reads: a result row's score in the column of the side that scored it; an
// artificial score as its grade in each side's score cell (`"A+"` 60 %, `"A="` 50 %, `"A-"` 40 %, or
// `"A"` with the side's percentage in its Percentage column), a grade beside an explicit signed score
// (`"A=" "+0"`: the table's result, the graded side alone gets the grade), an assigned score as Ruter's
// `800>a`, and scores assigned to each side on its own (non-balancing) as `620>a` `-420>a`, each
// side's from its own view in its own column; a procedural penalty as a `"Pen" "Pen"` row of the same pairs with the points in the
// method's columns; a pair without opponents as a `"Bye"` row; each row's matchpoints or IMPs and
// percentages as the club scored them.
import type { Card, Seat, Side } from '@club/bridge';
import type { ExportTag, ExportToken } from './export-pbn';

/** One side's adjusted score: an artificial percentage, an assigned score (N-S's view), or none PBN can write (weighted). */
export type PbnAdjustedSide =
  { readonly percentage: number } | { readonly scoreNS: number } | { readonly unknown: true };

interface RowPlace {
  readonly section: string | null;
  readonly table: number | null;
  readonly round: number | null;
}

export type PbnScoreRow =
  | (RowPlace & {
      readonly kind: 'result';
      readonly ns: string | null;
      readonly ew: string | null;
      /** `4SX`, `Pass`, or null when no contract stands. */
      readonly contract: string | null;
      readonly declarer: Seat | null;
      readonly tricks: number | null;
      readonly lead: Card | null;
      readonly scoreNS: number | null;
      /** Absent: the table's score stands. */
      readonly adjusted?: { readonly ns: PbnAdjustedSide; readonly ew: PbnAdjustedSide };
      readonly points: readonly [number | null, number | null];
      readonly percentages: readonly [number | null, number | null];
    })
  | (RowPlace & {
      readonly kind: 'penalty';
      readonly ns: string | null;
      readonly ew: string | null;
      /** Each side's points (a penalty negative), in the table's unit. */
      readonly points: readonly [number | null, number | null];
    })
  | (RowPlace & { readonly kind: 'bye'; readonly pair: string; readonly side: Side });

/** The ScoreTable's points unit: matchpoints (MP_NS/MP_EW) or IMPs (IMP_NS/IMP_EW). */
export type PbnPointsUnit = 'MP' | 'IMP';

const GRADES: Record<number, string> = { 60: 'A+', 50: 'A=', 40: 'A-' };

export function scoreTableTag(unit: PbnPointsUnit, rows: readonly PbnScoreRow[]): ExportTag {
  const columns = [
    'Section\\2L',
    'Table\\2R',
    'Round\\2R',
    'PairId_NS\\4R',
    'PairId_EW\\4R',
    'Contract\\5L',
    'Declarer\\1R',
    'Result\\2R',
    'Lead\\3L',
    'Score_NS\\6R',
    'Score_EW\\6R',
    `${unit}_NS\\6R`,
    `${unit}_EW\\6R`,
    'Percentage_NS\\6R',
    'Percentage_EW\\6R',
  ];
  return { name: 'ScoreTable', value: columns.join(';'), section: rows.map((row) => ({ tokens: rowTokens(row) })) };
}

function rowTokens(row: PbnScoreRow): ExportToken[] {
  const place = [row.section === null ? dash : quoted(row.section), optional(row.table), optional(row.round)];
  if (row.kind === 'bye')
    return [
      ...place,
      row.side === 'NS' ? quoted(row.pair) : dash,
      row.side === 'EW' ? quoted(row.pair) : dash,
      ...Array<ExportToken>(4).fill(dash),
      quoted('Bye'),
      quoted('Bye'),
      ...Array<ExportToken>(4).fill(dash),
    ];
  const pairs = [row.ns === null ? dash : quoted(row.ns), row.ew === null ? dash : quoted(row.ew)];
  if (row.kind === 'penalty')
    return [
      ...place,
      ...pairs,
      ...Array<ExportToken>(4).fill(dash),
      quoted('Pen'),
      quoted('Pen'),
      optional(row.points[0]),
      optional(row.points[1]),
      dash,
      dash,
    ];
  const played = row.contract !== null && row.contract !== 'Pass';
  return [
    ...place,
    ...pairs,
    row.contract === null ? dash : word(row.contract),
    played && row.declarer ? word(row.declarer) : dash,
    played && row.tricks !== null ? word(String(row.tricks)) : dash,
    played && row.lead ? word(row.lead) : dash,
    ...scoreCells(row),
    optional(row.points[0]),
    optional(row.points[1]),
    ...percentageCells(row),
  ];
}

/** Score_NS and Score_EW. */
function scoreCells(row: Extract<PbnScoreRow, { kind: 'result' }>): ExportToken[] {
  const a = row.adjusted;
  if (!a) {
    if (row.scoreNS === null) return [dash, dash];
    return row.scoreNS >= 0 ? [word(String(row.scoreNS)), dash] : [dash, word(String(-row.scoreNS))];
  }
  if ('scoreNS' in a.ns && 'scoreNS' in a.ew && a.ns.scoreNS === a.ew.scoreNS) {
    // Both sides assigned the same score: one cell, marked adjusted.
    const score = a.ns.scoreNS;
    return score >= 0 ? [word(`${score}>a`), dash] : [dash, word(`${-score}>a`)];
  }
  if ('scoreNS' in a.ns && 'scoreNS' in a.ew) {
    // Each side assigned its own score (non-balancing): each in its side's column, from its own view.
    const own = (score: number) => word(`${score}>a`);
    return [own(a.ns.scoreNS), own(-a.ew.scoreNS)];
  }
  return [sideCell(a.ns, 1), sideCell(a.ew, -1)];
}

/** A side's own cell: its grade, or its assigned score signed from its own view; `^?` when PBN has no value for it. */
function sideCell(side: PbnAdjustedSide, sign: 1 | -1): ExportToken {
  if ('percentage' in side) return quoted(GRADES[side.percentage] ?? 'A');
  if ('scoreNS' in side) {
    const own = sign * side.scoreNS + 0;
    return word(own >= 0 ? `+${own}` : String(own));
  }
  return word('^?');
}

/** Percentage_NS and Percentage_EW: a side's artificial percentage (what a plain `"A"` is worth), else the club's. */
function percentageCells(row: Extract<PbnScoreRow, { kind: 'result' }>): ExportToken[] {
  const artificial = (side: PbnAdjustedSide | undefined) =>
    side !== undefined && 'percentage' in side ? side.percentage : null;
  return [
    optional(artificial(row.adjusted?.ns) ?? row.percentages[0]),
    optional(artificial(row.adjusted?.ew) ?? row.percentages[1]),
  ];
}

const dash: ExportToken = { kind: 'word', text: '-' };
const word = (text: string): ExportToken => ({ kind: 'word', text });
const quoted = (text: string): ExportToken => ({ kind: 'string', text });
const optional = (value: number | null): ExportToken =>
  value === null ? dash : word(String(Math.round(value * 100) / 100));
