// A pairs session scored end to end: every board by the chosen method, then each pair's total,
// percentage and place. Boards a pair did not play (a bye, a missing result) are filled with the
// pair's own average on the boards it did play, which is what Ruter, Magic Contest and Compscore do.
import {
  gradeOf,
  LAW_12C2_ARTIFICIAL_SCORES,
  type ArtificialScoreSettings,
} from '../adjusted/artificial-score';
import { applySessionPercentageRule, DEFAULT_SESSION_PERCENTAGE_RULE, type SessionPercentageRule } from '../adjusted/session-percentage-rule';
import type { BoardResult, PairId, SideScore } from '../adjusted/side-score';
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

interface PairBoardScore {
  board: number;
  side: SideScore;
  value: number;
  top: number;
}

export function scorePairsSession(boards: readonly SessionBoard[], options: PairsSessionOptions): PairsSession {
  const artificial = options.artificial ?? LAW_12C2_ARTIFICIAL_SCORES;
  const rule = options.sessionPercentageRule ?? DEFAULT_SESSION_PERCENTAGE_RULE;
  const isMP = options.method === 'MP' || options.method === 'MP-NA';
  const sessionCount = Math.max(0, ...boards.map((b) => b.results.length));
  const scoredBoards = boards.map((b) => scoreBoard(b, options, sessionCount, artificial));

  // Collect each pair's boards, then apply the session-percentage rule to artificial awards.
  const perPair = new Map<PairId, PairBoardScore[]>();
  const directions = new Map<PairId, Set<Direction>>();
  const note = (pair: PairId, direction: Direction, score: PairBoardScore) => {
    if (!perPair.has(pair)) perPair.set(pair, []);
    perPair.get(pair)!.push(score);
    if (!directions.has(pair)) directions.set(pair, new Set());
    directions.get(pair)!.add(direction);
  };
  for (const b of scoredBoards) {
    for (const row of b.rows) {
      const top = b.topUnits ?? 0;
      note(row.ns, 'NS', { board: b.board, side: row.nsSide, value: (isMP ? row.mpNS : row.impNS)!, top });
      note(row.ew, 'EW', { board: b.board, side: row.ewSide, value: (isMP ? row.mpEW : row.impEW)!, top });
    }
  }
  const adjustedValues = new Map<string, number>();
  for (const [pair, scores] of perPair) {
    const compared = scores.filter((s) => s.side.kind === 'score' || s.side.kind === 'weighted');
    const sessionScore =
      compared.length === 0
        ? null
        : isMP
          ? (100 * sum(compared.map((s) => s.value))) / sum(compared.map((s) => s.top))
          : sum(compared.map((s) => s.value)) / compared.length;
    for (const s of scores) {
      const grade = gradeOf(s.side, artificial);
      if (!grade) continue;
      // The award as scored on the board: a percentage of the top, or the board's IMPs.
      const award = isMP ? (s.top === 0 ? 50 : (100 * s.value) / s.top) : s.value;
      const ruled = applySessionPercentageRule(grade, award, sessionScore, rule);
      if (ruled !== award) {
        s.value = isMP ? (ruled / 100) * s.top : ruled;
        adjustedValues.set(`${s.board}|${pair}`, s.value);
      }
    }
  }
  const finalBoards = adjustedValues.size === 0 ? scoredBoards : scoredBoards.map((b) => withRuledValues(b, adjustedValues, isMP));

  const satOut = new Map<PairId, number>();
  for (const b of boards) for (const pair of b.sitOuts ?? []) satOut.set(pair, (satOut.get(pair) ?? 0) + 1);
  const boardsPerPair = options.boardsPerPair ?? Math.max(0, ...[...perPair].map(([pair, s]) => s.length + (satOut.get(pair) ?? 0)));
  const rawTotals = [...perPair].map(([pair, scores]) => {
    const dirs = directions.get(pair)!;
    const direction: Direction | null = dirs.size === 1 ? [...dirs][0]! : null;
    const played = scores.length;
    const fill = Math.max(0, boardsPerPair - played) / played;
    const value = sum(scores.map((s) => s.value)) * (1 + fill);
    const top = sum(scores.map((s) => s.top)) * (1 + fill);
    const total = options.method === 'MP-NA' ? value / 2 : value;
    return { pair, direction, boardsPlayed: played, total, percentage: isMP ? (top === 0 ? 50 : (100 * value) / top) : null, topUnits: isMP ? top : null };
  });
  const fields = options.fields ?? (rawTotals.every((t) => t.direction !== null) ? 'two' : 'one');
  const byField = new Map<'all' | Direction, typeof rawTotals>();
  for (const t of rawTotals) {
    const field = fields === 'one' ? 'all' : (t.direction ?? 'all');
    if (!byField.has(field)) byField.set(field, []);
    byField.get(field)!.push(t);
  }
  const totals: PairTotal[] = [];
  for (const [field, entries] of byField) {
    // Rank on the percentage when pairs played different numbers of boards' tops, else on the total.
    for (const r of rankBy(entries, (t) => t.percentage ?? t.total)) totals.push({ ...r.item, rank: r.rank, field });
  }
  return { method: options.method, boards: finalBoards, totals };
}

function scoreBoard(b: SessionBoard, options: PairsSessionOptions, sessionCount: number, artificial: ArtificialScoreSettings): ScoredBoard {
  const { results } = b;
  if (options.method === 'MP' || options.method === 'MP-NA') {
    const fullCount =
      typeof options.fullCount === 'number' ? options.fullCount : options.fullCount === 'session' ? sessionCount : results.length;
    const mp = matchpointBoard(results, { fullCount, factoring: options.factoring ?? 'neuberg', artificial });
    const pct = (units: number) => (mp.topUnits === 0 ? 50 : (100 * units) / mp.topUnits);
    return {
      board: b.board,
      datum: null,
      count: mp.count,
      topUnits: mp.topUnits,
      rows: results.map((r, i) => ({
        ...r,
        mpNS: mp.ns[i]!,
        mpEW: mp.ew[i]!,
        mpNSUnfactored: mp.nsUnfactored[i]!,
        mpEWUnfactored: mp.ewUnfactored[i]!,
        pctNS: pct(mp.ns[i]!),
        pctEW: pct(mp.ew[i]!),
        impNS: null,
        impEW: null,
      })),
    };
  }
  const imps =
    options.method === 'IMP-BUTLER'
      ? butlerBoard(results, { ...options.datum, artificial })
      : { ...crossImpBoard(results, { form: options.cross ?? 'sum', artificial }), datum: null };
  return {
    board: b.board,
    datum: imps.datum,
    count: results.length,
    topUnits: null,
    rows: results.map((r, i) => ({
      ...r,
      mpNS: null,
      mpEW: null,
      mpNSUnfactored: null,
      mpEWUnfactored: null,
      pctNS: null,
      pctEW: null,
      impNS: imps.ns[i]!,
      impEW: imps.ew[i]!,
    })),
  };
}

function withRuledValues(b: ScoredBoard, values: Map<string, number>, isMP: boolean): ScoredBoard {
  const top = b.topUnits ?? 0;
  const pct = (units: number) => (top === 0 ? 50 : (100 * units) / top);
  return {
    ...b,
    rows: b.rows.map((row) => {
      const ns = values.get(`${b.board}|${row.ns}`);
      const ew = values.get(`${b.board}|${row.ew}`);
      if (ns === undefined && ew === undefined) return row;
      return isMP
        ? { ...row, mpNS: ns ?? row.mpNS, mpEW: ew ?? row.mpEW, pctNS: ns === undefined ? row.pctNS : pct(ns), pctEW: ew === undefined ? row.pctEW : pct(ew) }
        : { ...row, impNS: ns ?? row.impNS, impEW: ew ?? row.impEW };
    }),
  };
}

function sum(values: readonly number[]): number {
  let s = 0;
  for (const v of values) s += v;
  return s;
}
