// Par as a bidding game with every card known (both sides bid perfectly): the sides call in turn,
// each either passes or bids higher; a contract left standing is doubled when it fails (the defenders
// gain by it) and left undoubled when it makes. Walking the 35 bids from 7NT down gives, for each bid,
// what its bidder ends with when the other side answers it best: the rest of par follows from these.
import { STRAINS, type Contract, type Level, type Strain } from '../../contract/contract';
import { isVulnerable, type Vulnerability } from '../../board/board-markings';
import { otherSide, type Side } from '../../table/seat';
import { scoreDeclarer, type ScoreOptions } from '../duplicate-score';
import { tricksNeeded } from '../trick-score';
import { sideTricks, type DoubleDummyTable } from './double-dummy-table';

/** The 35 bids, 1C to 7NT in the order of Law 18E. */
export const BIDS: readonly { readonly level: Level; readonly strain: Strain }[] = (
  [1, 2, 3, 4, 5, 6, 7] as const
).flatMap((level) => STRAINS.map((strain) => ({ level, strain })));

export interface BidOutcome {
  /** The contract standing after this bid by this side: doubled when it fails. */
  readonly contract: Contract;
  readonly tricks: number;
  /** Its score for the bidding side. */
  readonly score: number;
  /** What the bidding side ends with once the other side answers it best (never more than `score`). */
  readonly value: number;
}

export interface ParAuction {
  /** Per side, one outcome per bid, in the order of BIDS. */
  readonly outcomes: Readonly<Record<Side, readonly BidOutcome[]>>;
  /** Per side, the best value it reaches by bidding above bid i; -Infinity above 7NT. */
  readonly bestAbove: Readonly<Record<Side, readonly number[]>>;
  /** Per side, the best value it reaches by opening the auction. */
  readonly bestOpening: Readonly<Record<Side, number>>;
}

export function parAuction(table: DoubleDummyTable, vulnerability: Vulnerability, options?: ScoreOptions): ParAuction {
  const standing = (side: Side) =>
    BIDS.map(({ level, strain }) => {
      const tricks = sideTricks(table, side, strain);
      const fails = tricks < tricksNeeded({ level, strain, doubling: '' });
      const contract: Contract = { level, strain, doubling: fails ? 'X' : '' };
      return { contract, tricks, score: scoreDeclarer(contract, isVulnerable(vulnerability, side), tricks, options) };
    });
  const standings = { NS: standing('NS'), EW: standing('EW') };
  const values: Record<Side, number[]> = { NS: new Array<number>(BIDS.length), EW: new Array<number>(BIDS.length) };
  const bestAbove: Record<Side, number[]> = { NS: new Array<number>(BIDS.length), EW: new Array<number>(BIDS.length) };
  let best: Record<Side, number> = { NS: -Infinity, EW: -Infinity };
  for (let i = BIDS.length - 1; i >= 0; i--) {
    bestAbove.NS[i] = best.NS;
    bestAbove.EW[i] = best.EW;
    for (const side of ['NS', 'EW'] as const) {
      // The other side overcalls only when that leaves it better off than passing (or doubling).
      values[side][i] = Math.min(standings[side][i]!.score, -best[otherSide(side)]);
    }
    best = { NS: Math.max(best.NS, values.NS[i]!), EW: Math.max(best.EW, values.EW[i]!) };
  }
  const outcomes = (side: Side) => standings[side].map((s, i) => ({ ...s, value: values[side][i]! }));
  return { outcomes: { NS: outcomes('NS'), EW: outcomes('EW') }, bestAbove, bestOpening: best };
}
