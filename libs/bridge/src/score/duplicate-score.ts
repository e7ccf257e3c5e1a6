// Law 77: the score of one board. A made contract earns trick score + overtricks + game or
// part-score premium + slam + the bonus for making it doubled; a defeated one gives the defenders
// the undertrick penalty. A passed-out board scores 0 for both sides.
import type { Contract, FinalContract } from '../contract/contract';
import { isVulnerable, type Vulnerability } from '../board/board-markings';
import { sideOf, type Seat } from '../table/seat';
import { DEFAULT_LAWS_EDITION, type LawsEdition } from '../director/laws-edition';
import { LAW77_BY_EDITION } from './score-schedule';
import { trickScore, tricksNeeded } from './trick-score';
import { madeDoubledPremium, overtrickPremium, slamPremium } from './premiums';
import { gameOrPartScorePremium } from './game-premium';
import { undertrickPenalty } from './undertricks';
import { assertContract, assertSeat, assertTricks, assertVulnerability } from './score-input';

export interface ScoreOptions {
  /** Laws edition; Law 77's numbers are the same in 1997 and 2007. Default 2007. */
  readonly lawsEdition?: LawsEdition;
}

/** Score from the declaring side's view: positive when made, negative when defeated. */
export function scoreDeclarer(contract: Contract, vulnerable: boolean, tricks: number, options: ScoreOptions = {}): number {
  assertContract(contract);
  if ((contract as FinalContract) === 'Pass') throw new RangeError(`contract: 'Pass' has no declarer; use scoreNS for a passed-out board`);
  if (typeof vulnerable !== 'boolean') throw new RangeError(`vulnerable: ${String(vulnerable)} is not true or false`);
  assertTricks(tricks);
  const schedule = LAW77_BY_EDITION[options.lawsEdition ?? DEFAULT_LAWS_EDITION];
  const needed = tricksNeeded(contract);
  if (tricks < needed) return -undertrickPenalty(needed - tricks, contract.doubling, vulnerable, schedule);
  const below = trickScore(contract);
  return (
    below +
    overtrickPremium(contract, vulnerable, tricks - needed, schedule) +
    gameOrPartScorePremium(below, vulnerable) +
    slamPremium(contract, vulnerable, schedule) +
    madeDoubledPremium(contract, schedule)
  );
}

/**
 * Score from North-South's view (East-West's is its negation). For `Pass` the declarer and the
 * tricks are not looked at: the board scores 0.
 */
export function scoreNS(contract: FinalContract, declarer: Seat, vulnerability: Vulnerability, tricks: number, options: ScoreOptions = {}): number {
  assertContract(contract);
  assertVulnerability(vulnerability);
  if (contract === 'Pass') return 0;
  assertSeat(declarer);
  const side = sideOf(declarer);
  const score = scoreDeclarer(contract, isVulnerable(vulnerability, side), tricks, options);
  return side === 'NS' ? score : -score;
}
