// The 35 bids and what each would leave standing for a side: the contract (doubled when it fails,
// since the defenders gain by it; undoubled when it makes), the tricks the side's better declarer
// takes, and the score for that side.
import { STRAINS, type Contract, type Level, type Strain } from '../../contract/contract';
import { isVulnerable, type Vulnerability } from '../../board/board-markings';
import type { Side } from '../../table/seat';
import { scoreDeclarer, type ScoreOptions } from '../duplicate-score';
import { tricksNeeded } from '../trick-score';
import { sideTricks, type DoubleDummyTable } from './double-dummy-table';

/** The 35 bids, 1C to 7NT in the order of Law 18E. */
export const BIDS: readonly { readonly level: Level; readonly strain: Strain }[] = (
  [1, 2, 3, 4, 5, 6, 7] as const
).flatMap((level) => STRAINS.map((strain) => ({ level, strain })));

export interface BidOutcome {
  readonly contract: Contract;
  readonly tricks: number;
  /** Its score for the bidding side. */
  readonly score: number;
}

/** Per side, one outcome per bid, in the order of BIDS. */
export type BidOutcomes = Readonly<Record<Side, readonly BidOutcome[]>>;

export function bidOutcomes(
  table: DoubleDummyTable,
  vulnerability: Vulnerability,
  options?: ScoreOptions,
): BidOutcomes {
  const outcomes = (side: Side) =>
    BIDS.map(({ level, strain }) => {
      const tricks = sideTricks(table, side, strain);
      return {
        contract: standingContract(tricks, level, strain),
        tricks,
        score: standingScore(tricks, level, strain, vulnerability, side, options),
      };
    });
  return { NS: outcomes('NS'), EW: outcomes('EW') };
}

/** A contract left standing: doubled when it fails, undoubled when it makes. */
export function standingContract(tricks: number, level: Level, strain: Strain): Contract {
  return { level, strain, doubling: tricks < tricksNeeded({ level, strain, doubling: '' }) ? 'X' : '' };
}

/** Its score for the declaring side. */
export function standingScore(
  tricks: number,
  level: Level,
  strain: Strain,
  vulnerability: Vulnerability,
  side: Side,
  options?: ScoreOptions,
): number {
  return scoreDeclarer(standingContract(tricks, level, strain), isVulnerable(vulnerability, side), tricks, options);
}
