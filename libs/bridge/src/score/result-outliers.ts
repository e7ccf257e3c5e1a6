// A table's result far from the field's on the same board: the checks that make the players confirm
// it with one more tap (a mistyped contract, tricks or declarer looks like this), and that put it on
// the director's list. Pure: the caller gives the board's other results and its vulnerability.
//
// The rules, with `minOthers` (default 2) the fewest other results a rule compares against: one
// other table is not a field, and a flag on every board played twice would be noise.
// - contract-not-reached-beyond-range: the entered contract (level and strain; doubling and the
//   declaring side ignored) was reached at no other table, and its NS score lies outside
//   [min, max] of the others' NS scores by more than `rangeMargin` points (default 0).
// - vulnerable-undertrick-others-made: declarer's side is vulnerable and went down, and every other
//   table that played the board (a passed-out board counts as not made) made its contract.
// - declarer-side-differs: of the others, at least `minOthers` played a contract in the entered
//   strain, and every one of them was declared by the other side (NS vs EW).
// A passed-out entry raises no flag; a result with too few others compares against nothing.
import type { Contract, FinalContract, Strain } from '../contract/contract';
import { formatContract } from '../contract/contract';
import { isVulnerable, type Vulnerability } from '../board/board-markings';
import { otherSide, sideOf, type Seat, type Side } from '../table/seat';
import { scoreNS } from './duplicate-score';

export const RESULT_FLAG_CODES = [
  'contract-not-reached-beyond-range',
  'vulnerable-undertrick-others-made',
  'declarer-side-differs',
] as const;
export type ResultFlagCode = (typeof RESULT_FLAG_CODES)[number];

/** A result at one table: contract, declarer, tricks taken by declarer's side (null when passed out). */
export interface BoardResult {
  readonly contract: FinalContract;
  readonly declarer: Seat | null;
  readonly tricks: number | null;
}

/** Another table's result on the board, with its Law 77 score for North-South. */
export interface FieldResult extends BoardResult {
  readonly nsScore: number;
}

/** The entered result as the flag names it: contract text ('4SX'), declarer, NS score. */
interface EnteredParams {
  readonly contract: string;
  readonly declarer: Seat;
  readonly nsScore: number;
}

export type ResultFlag =
  | {
      readonly code: 'contract-not-reached-beyond-range';
      readonly params: EnteredParams & { readonly fieldMin: number; readonly fieldMax: number };
    }
  | {
      readonly code: 'vulnerable-undertrick-others-made';
      readonly params: EnteredParams & { readonly undertricks: number; readonly othersMade: number };
    }
  | {
      readonly code: 'declarer-side-differs';
      readonly params: EnteredParams & {
        readonly strain: Strain;
        readonly side: Side;
        readonly othersSide: Side;
        readonly others: number;
      };
    };

export interface OutlierThresholds {
  /** The fewest other results a rule compares against (default 2). */
  readonly minOthers?: number;
  /** Points the NS score may lie outside the field's range before it counts as beyond it (default 0). */
  readonly rangeMargin?: number;
}

export const DEFAULT_OUTLIER_THRESHOLDS: Required<OutlierThresholds> = { minOthers: 2, rangeMargin: 0 };

const played = (r: BoardResult): r is BoardResult & { contract: Contract; declarer: Seat; tricks: number } =>
  r.contract !== 'Pass' && r.declarer !== null && r.tricks !== null;

const made = (r: BoardResult) => played(r) && r.tricks >= r.contract.level + 6;

/** The flags a result raises against the board's other results; none when it matches the field or the field is too small. */
export function resultFlags(
  entered: BoardResult,
  field: readonly FieldResult[],
  board: { readonly vulnerability: Vulnerability },
  thresholds: OutlierThresholds = {},
): readonly ResultFlag[] {
  const { minOthers, rangeMargin } = { ...DEFAULT_OUTLIER_THRESHOLDS, ...thresholds };
  if (!played(entered) || field.length < minOthers) return [];
  const { contract, declarer, tricks } = entered;
  const nsScore = scoreNS(contract, declarer, board.vulnerability, tricks);
  const named: EnteredParams = { contract: formatContract(contract), declarer, nsScore };
  const flags: ResultFlag[] = [];

  const reached = field.some(
    (r) => played(r) && r.contract.level === contract.level && r.contract.strain === contract.strain,
  );
  const scores = field.map((r) => r.nsScore);
  const fieldMin = Math.min(...scores);
  const fieldMax = Math.max(...scores);
  if (!reached && (nsScore < fieldMin - rangeMargin || nsScore > fieldMax + rangeMargin))
    flags.push({ code: 'contract-not-reached-beyond-range', params: { ...named, fieldMin, fieldMax } });

  const side = sideOf(declarer);
  const undertricks = contract.level + 6 - tricks;
  if (undertricks > 0 && isVulnerable(board.vulnerability, side) && field.every(made))
    flags.push({
      code: 'vulnerable-undertrick-others-made',
      params: { ...named, undertricks, othersMade: field.length },
    });

  const sameStrain = field.filter((r) => played(r) && r.contract.strain === contract.strain);
  const othersSide = otherSide(side);
  if (sameStrain.length >= minOthers && sameStrain.every((r) => sideOf(r.declarer!) === othersSide))
    flags.push({
      code: 'declarer-side-differs',
      params: { ...named, strain: contract.strain, side, othersSide, others: sameStrain.length },
    });
  return flags;
}
