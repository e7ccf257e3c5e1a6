// A pairs session scored end to end: every board by the chosen method, then each pair's total,
// percentage and place. Boards a pair did not play (a bye, a missing result) are filled with the
// pair's own average on the boards it did play, which is what Ruter, Magic Contest and Compscore do.
import { gradeOf, LAW_12C2_ARTIFICIAL_SCORES, type ArtificialScoreSettings } from '../adjusted/artificial-score';
import {
  applySessionPercentageRule,
  DEFAULT_SESSION_PERCENTAGE_RULE,
  type SessionPercentageRule,
} from '../adjusted/session-percentage-rule';
import {
  MISSING_PAIR,
  type ArtificialGrade,
  type BoardResult,
  type PairId,
  type SideScore,
} from '../adjusted/side-score';
import { butlerBoard } from '../imps/butler';
import type { DatumOptions } from '../imps/butler-datum';
import { crossImpBoard, type CrossImpForm } from '../imps/cross-imps';
import { matchpointBoard, type Factoring } from '../matchpoints/matchpoint-board';
import { rankBy } from '../ranking/rank';

export type PairsMethod = 'MP' | 'MP-NA' | 'IMP-BUTLER' | 'IMP-CROSS';

export interface SessionBoard {
  readonly board: number;
  readonly results: readonly BoardResult[];
  /** Pairs that sat out this board (a bye or a phantom opponent): scored their own average on it. */
  readonly sitOuts?: readonly PairId[];
  /** Procedural penalties (Law 90) on this board: added to the pair's total after the comparison. */
  readonly penalties?: readonly SessionPenalty[];
  /**
   * Each result's points as a file prints them (matchpoint units or IMPs), taken instead of the
   * comparison: a board with a weighted score whose outcomes the file does not carry. Null: compared.
   */
  readonly printed?: readonly ({ readonly ns: number; readonly ew: number } | null)[];
}

/**
 * Points added to a pair's total (a penalty is negative), in the method's own points: matchpoint
 * units (2/1/0) for `MP`, matchpoints (1/½/0) for `MP-NA`, IMPs for the IMP methods.
 */
export interface SessionPenalty {
  readonly pair: PairId;
  readonly points: number;
}

export interface PairsSessionOptions {
  readonly method: PairsMethod;
  /** Matchpoints: full count of a board. `board` (default): its own number of results; `session`: the largest board of the session, so boards with missing results are factored too; or a number. */
  readonly fullCount?: 'board' | 'session' | number;
  readonly factoring?: Factoring;
  readonly datum?: DatumOptions;
  readonly cross?: CrossImpForm;
  readonly artificial?: ArtificialScoreSettings;
  readonly sessionPercentageRule?: SessionPercentageRule;
  /** Boards each pair is scored over; boards it did not play get its own average. Default: the most boards any pair played or sat out. */
  readonly boardsPerPair?: number;
  /**
   * Compscore adds a board short of results (Neuberg-factored up to the full count) into a pair's
   * TOTAL as a percentage of the top rounded to this many decimals; a board factored only because of
   * artificial scores goes in exact, and the percentage always comes from the exact values. Default: exact.
   */
  readonly factoredPercentageDecimals?: number;
  /** `two`: separate North-South and East-West rankings (Mitchell); `one`: one field (Howell). Default: `two` when every pair kept one direction. */
  readonly fields?: 'one' | 'two';
}

export interface ScoredRow {
  readonly ns: PairId;
  readonly ew: PairId;
  readonly nsSide: SideScore;
  readonly ewSide: SideScore;
  /** Matchpoints in units (2/1/0) after factoring and adjustment rules; null for IMP methods. */
  readonly mpNS: number | null;
  readonly mpEW: number | null;
  /** Matchpoints before factoring (the compared field only); null for artificial sides and IMP methods. */
  readonly mpNSUnfactored: number | null;
  readonly mpEWUnfactored: number | null;
  readonly pctNS: number | null;
  readonly pctEW: number | null;
  readonly impNS: number | null;
  readonly impEW: number | null;
}

export interface ScoredBoard {
  readonly board: number;
  readonly datum: number | null;
  /** Results the board is scored over and its top in units (matchpoints only). */
  readonly count: number;
  readonly topUnits: number | null;
  readonly rows: readonly ScoredRow[];
}

export type Direction = 'NS' | 'EW';

export interface PairTotal {
  readonly pair: PairId;
  /** The direction the pair always sat; null when it changed (Howell). */
  readonly direction: Direction | null;
  readonly boardsPlayed: number;
  /** Sum over the boards played plus the own-average fill: matchpoint units (`MP`), matchpoints (`MP-NA`) or IMPs. */
  readonly total: number;
  /** Matchpoint units over the top available (unrounded); null for IMP methods. */
  readonly percentage: number | null;
  /** Sum of the tops of the boards scored, in units (matchpoints only). */
  readonly topUnits: number | null;
  readonly rank: string;
  readonly field: 'all' | Direction;
}

export interface PairsSession {
  readonly method: PairsMethod;
  readonly boards: readonly ScoredBoard[];
  readonly totals: readonly PairTotal[];
}

export function scorePairsSession(boards: readonly SessionBoard[], options: PairsSessionOptions): PairsSession {
  const artificial = options.artificial ?? LAW_12C2_ARTIFICIAL_SCORES;
  const rule = options.sessionPercentageRule ?? DEFAULT_SESSION_PERCENTAGE_RULE;
  const isMP = options.method === 'MP' || options.method === 'MP-NA';
  let sessionCount = 0;
  for (const b of boards) sessionCount = Math.max(sessionCount, b.results.length);
  const scoredBoards = boards.map((b) => asPrinted(scoreBoard(b, options, sessionCount, artificial), b.printed));

  // One ledger per pair: running sums, plus the artificial awards the session rule may change.
  const ledgers = new Map<PairId, PairLedger>();
  const ledger = (pair: PairId): PairLedger => {
    let l = ledgers.get(pair);
    if (!l) {
      l = { pair, directions: 0, played: 0, value: 0, shown: 0, top: 0, artificial: [] };
      ledgers.set(pair, l);
    }
    return l;
  };
  const decimals = options.factoredPercentageDecimals;
  for (const b of scoredBoards) {
    const top = b.topUnits ?? 0;
    // Only a board short of results (fewer tables than the board is scored over) is kept as a rounded
    // percentage; one factored because of artificial scores alone goes in at its exact value.
    const rounded =
      isMP && decimals !== undefined && (options.factoring ?? 'neuberg') === 'neuberg' && b.rows.length < b.count;
    for (const row of b.rows as MutableRow[]) {
      const ns = isMP ? row.mpNS! : row.impNS!;
      const ew = isMP ? row.mpEW! : row.impEW!;
      const nsShown = rounded && row.mpNSUnfactored !== null ? roundedShare(ns, top, decimals!) : ns;
      const ewShown = rounded && row.mpEWUnfactored !== null ? roundedShare(ew, top, decimals!) : ew;
      note(ledger(row.ns), 1, row, 'ns', ns, nsShown, top, artificial);
      note(ledger(row.ew), 2, row, 'ew', ew, ewShown, top, artificial);
    }
  }
  if (rule !== 'off') for (const l of ledgers.values()) applyRule(l, isMP, rule);

  // A side against a missing pair (MISSING_PAIR) is nobody's: no total for it.
  ledgers.delete(MISSING_PAIR);
  const satOut = new Map<PairId, number>();
  for (const b of boards) for (const pair of b.sitOuts ?? []) satOut.set(pair, (satOut.get(pair) ?? 0) + 1);
  // Penalties in the total's units: MP-NA totals are half the units.
  const penalties = new Map<PairId, number>();
  const penaltyScale = options.method === 'MP-NA' ? 2 : 1;
  for (const b of boards)
    for (const p of b.penalties ?? []) penalties.set(p.pair, (penalties.get(p.pair) ?? 0) + p.points * penaltyScale);
  let boardsPerPair = options.boardsPerPair ?? 0;
  if (options.boardsPerPair === undefined)
    for (const l of ledgers.values()) boardsPerPair = Math.max(boardsPerPair, l.played + (satOut.get(l.pair) ?? 0));
  const rawTotals: Omit<PairTotal, 'rank' | 'field'>[] = [];
  for (const l of ledgers.values()) {
    const direction: Direction | null = l.directions === 1 ? 'NS' : l.directions === 2 ? 'EW' : null;
    // Boards not played are worth the pair's own average: scale its sums up to the full count.
    const scale = 1 + Math.max(0, boardsPerPair - l.played) / l.played;
    const penalty = penalties.get(l.pair) ?? 0;
    const value = l.value * scale + penalty;
    const shown = l.shown * scale + penalty;
    const top = l.top * scale;
    rawTotals.push({
      pair: l.pair,
      direction,
      boardsPlayed: l.played,
      total: options.method === 'MP-NA' ? shown / 2 : shown,
      percentage: isMP ? (top === 0 ? 50 : (100 * value) / top) : null,
      topUnits: isMP ? top : null,
    });
  }
  const fields = options.fields ?? (rawTotals.every((t) => t.direction !== null) ? 'two' : 'one');
  const byField = new Map<'all' | Direction, typeof rawTotals>();
  for (const t of rawTotals) {
    const field = fields === 'one' ? 'all' : (t.direction ?? 'all');
    if (!byField.has(field)) byField.set(field, []);
    byField.get(field)!.push(t);
  }
  const totals: PairTotal[] = [];
  for (const [field, entries] of byField) {
    // Rank on the percentage for matchpoints (pairs may have had different tops), else on the total.
    for (const r of rankBy(entries, (t) => t.percentage ?? t.total)) {
      const t = r.item;
      totals.push({
        pair: t.pair,
        direction: t.direction,
        boardsPlayed: t.boardsPlayed,
        total: t.total,
        percentage: t.percentage,
        topUnits: t.topUnits,
        rank: r.rank,
        field,
      });
    }
  }
  return { method: options.method, boards: scoredBoards, totals };
}

type MutableRow = { -readonly [K in keyof ScoredRow]: ScoredRow[K] };

/** The board with the points a file prints in place of the compared ones, where it prints them. */
function asPrinted(board: ScoredBoard, printed: SessionBoard['printed']): ScoredBoard {
  if (!printed) return board;
  const top = board.topUnits;
  const pct = (units: number) => (top === null ? null : top === 0 ? 50 : (100 * units) / top);
  return {
    ...board,
    rows: board.rows.map((r, i) => {
      const p = printed[i];
      if (!p) return r;
      return top === null
        ? { ...r, impNS: p.ns, impEW: p.ew }
        : {
            ...r,
            mpNS: p.ns,
            mpEW: p.ew,
            mpNSUnfactored: p.ns,
            mpEWUnfactored: p.ew,
            pctNS: pct(p.ns),
            pctEW: pct(p.ew),
          };
    }),
  };
}

interface ArtificialAward {
  readonly row: MutableRow;
  readonly side: 'ns' | 'ew';
  readonly grade: ArtificialGrade;
  readonly value: number;
  readonly top: number;
}

interface PairLedger {
  readonly pair: PairId;
  /** Bit 1: sat North-South at least once; bit 2: East-West. */
  directions: number;
  played: number;
  value: number;
  /** The value as added into the total (differs from `value` only under factoredPercentageDecimals). */
  shown: number;
  top: number;
  readonly artificial: ArtificialAward[];
}

function note(
  l: PairLedger,
  direction: 1 | 2,
  row: MutableRow,
  side: 'ns' | 'ew',
  value: number,
  shown: number,
  top: number,
  settings: ArtificialScoreSettings,
): void {
  l.directions |= direction;
  l.played += 1;
  l.value += value;
  l.shown += shown;
  l.top += top;
  const scored = side === 'ns' ? row.nsSide : row.ewSide;
  if (scored.kind === 'artificial' || scored.kind === 'artificial-percentage') {
    const grade = gradeOf(scored, settings);
    if (grade) l.artificial.push({ row, side, grade, value, top });
  }
}

/** Law 12C2(c) / L88: an artificial award against the pair's score on its other boards. */
function applyRule(l: PairLedger, isMP: boolean, rule: SessionPercentageRule): void {
  if (l.artificial.length === 0) return;
  let value = l.value;
  let top = l.top;
  let boards = l.played;
  for (const a of l.artificial) {
    value -= a.value;
    top -= a.top;
    boards -= 1;
  }
  const sessionScore = boards === 0 ? null : isMP ? (top === 0 ? null : (100 * value) / top) : value / boards;
  for (const a of l.artificial) {
    const award = isMP ? (a.top === 0 ? 50 : (100 * a.value) / a.top) : a.value;
    const ruled = applySessionPercentageRule(a.grade, award, sessionScore, rule);
    if (ruled === award) continue;
    const newValue = isMP ? (ruled / 100) * a.top : ruled;
    l.value += newValue - a.value;
    l.shown += newValue - a.value;
    if (isMP) {
      if (a.side === 'ns') [a.row.mpNS, a.row.pctNS] = [newValue, ruled];
      else [a.row.mpEW, a.row.pctEW] = [newValue, ruled];
    } else if (a.side === 'ns') a.row.impNS = newValue;
    else a.row.impEW = newValue;
  }
}

function scoreBoard(
  b: SessionBoard,
  options: PairsSessionOptions,
  sessionCount: number,
  artificial: ArtificialScoreSettings,
): ScoredBoard {
  const { results } = b;
  if (options.method === 'MP' || options.method === 'MP-NA') {
    const fullCount =
      typeof options.fullCount === 'number'
        ? options.fullCount
        : options.fullCount === 'session'
          ? sessionCount
          : results.length;
    const mp = matchpointBoard(results, { fullCount, factoring: options.factoring ?? 'neuberg', artificial });
    const pct = (units: number) => (mp.topUnits === 0 ? 50 : (100 * units) / mp.topUnits);
    return {
      board: b.board,
      datum: null,
      count: mp.count,
      topUnits: mp.topUnits,
      rows: results.map((r, i) =>
        row(
          r,
          mp.ns[i]!,
          mp.ew[i]!,
          mp.nsUnfactored[i]!,
          mp.ewUnfactored[i]!,
          pct(mp.ns[i]!),
          pct(mp.ew[i]!),
          null,
          null,
        ),
      ),
    };
  }
  // Built without object spread: the spread helper makes slow objects on this hot path.
  let imps: { datum: number | null; ns: readonly number[]; ew: readonly number[] };
  if (options.method === 'IMP-BUTLER') {
    const d = options.datum ?? {};
    imps = butlerBoard(results, {
      average: d.average,
      dropEachEnd: d.dropEachEnd,
      roundToTens: d.roundToTens,
      artificial,
    });
  } else {
    const cross = crossImpBoard(results, { form: options.cross ?? 'sum', artificial });
    imps = { datum: null, ns: cross.ns, ew: cross.ew };
  }
  return {
    board: b.board,
    datum: imps.datum,
    count: results.length,
    topUnits: null,
    rows: results.map((r, i) => row(r, null, null, null, null, null, null, imps.ns[i]!, imps.ew[i]!)),
  };
}

// Rows are built field by field: object spread is slow on this hot path (3,600 rows a session).
function row(
  r: BoardResult,
  mpNS: number | null,
  mpEW: number | null,
  mpNSUnfactored: number | null,
  mpEWUnfactored: number | null,
  pctNS: number | null,
  pctEW: number | null,
  impNS: number | null,
  impEW: number | null,
): ScoredRow {
  return {
    ns: r.ns,
    ew: r.ew,
    nsSide: r.nsSide,
    ewSide: r.ewSide,
    mpNS,
    mpEW,
    mpNSUnfactored,
    mpEWUnfactored,
    pctNS,
    pctEW,
    impNS,
    impEW,
  };
}

/** Units re-expressed through a percentage of the top rounded to `decimals` (half away from zero). */
function roundedShare(units: number, top: number, decimals: number): number {
  if (top === 0) return units;
  const factor = 10 ** decimals;
  const percentage = Math.round((100 * units * factor) / top + 1e-9) / factor;
  return (percentage * top) / 100;
}
