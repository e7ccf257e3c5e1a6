// Law 77: the score of one board, from the declaring side or from North-South. A passed-out
// board scores 0 for both sides. Scores come from the per-schedule table (score-table.ts).
import type { Contract, FinalContract } from '../contract/contract';
import { isVulnerable, type Vulnerability } from '../board/board-markings';
import { sideOf, type Seat } from '../table/seat';
import { DEFAULT_LAWS_EDITION, type LawsEdition } from '../director/laws-edition';
import { LAW77_BY_EDITION } from './score-schedule';
import { scoreIndex, scoreTable } from './score-table';
import { assertContract, assertSeat, assertTricks, assertVulnerability } from './score-input';

export interface ScoreOptions {
  /** Laws edition; Law 77's numbers are the same in 1997 and 2007. Default 2007. */
  readonly lawsEdition?: LawsEdition;
}

const NO_OPTIONS: ScoreOptions = {};
const tableByEdition: Partial<Record<LawsEdition, Int32Array>> = {};

/** Score from the declaring side's view: positive when made, negative when defeated. */
export function scoreDeclarer(
  contract: Contract,
  vulnerable: boolean,
  tricks: number,
  options: ScoreOptions = NO_OPTIONS,
): number {
  const index = scoreIndex(contract, vulnerable, tricks);
  if (index < 0) {
    // Slow path, only to say which field is wrong.
    assertContract(contract);
    if ((contract as FinalContract) === 'Pass')
      throw new RangeError(`contract: 'Pass' has no declarer; use scoreNS for a passed-out board`);
    if (typeof vulnerable !== 'boolean') throw new RangeError(`vulnerable: ${String(vulnerable)} is not true or false`);
    assertTricks(tricks);
    throw new RangeError(`contract: ${JSON.stringify(contract)} cannot be scored`);
  }
  const edition = options.lawsEdition ?? DEFAULT_LAWS_EDITION;
  const table = tableByEdition[edition] ?? (tableByEdition[edition] = scoreTable(LAW77_BY_EDITION[edition]));
  return table[index]!;
}

/**
 * Score from North-South's view (East-West's is its negation). For `Pass` the declarer and the
 * tricks are not looked at: the board scores 0.
 */
export function scoreNS(
  contract: FinalContract,
  declarer: Seat,
  vulnerability: Vulnerability,
  tricks: number,
  options: ScoreOptions = NO_OPTIONS,
): number {
  if (contract === 'Pass') {
    assertVulnerability(vulnerability);
    return 0;
  }
  const known =
    isSeatFast(declarer) &&
    (vulnerability === 'None' || vulnerability === 'NS' || vulnerability === 'EW' || vulnerability === 'All');
  if (!known) {
    // Slow path, only to say which field is wrong (in the order of the parameters).
    assertContract(contract);
    assertSeat(declarer);
    assertVulnerability(vulnerability);
  }
  const side = sideOf(declarer);
  const score = scoreDeclarer(contract, isVulnerable(vulnerability, side), tricks, options);
  return side === 'NS' ? score : -score;
}

function isSeatFast(value: unknown): value is Seat {
  return value === 'N' || value === 'E' || value === 'S' || value === 'W';
}
