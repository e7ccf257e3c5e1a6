// Par (the standard definition): the result when both sides bid perfectly knowing the double-dummy
// table. A side bids on while that beats what it would concede; it sacrifices, doubled, when going
// down costs less than the other side's contract. The dealer's side calls first, so when both sides
// can make the same lowest contract, the dealer's side gets it.
import { STRAINS, type Level } from '../../contract/contract';
import type { Vulnerability } from '../../board/board-markings';
import { leftOf, otherSide, sideOf, type Seat, type Side } from '../../table/seat';
import type { ScoreOptions } from '../duplicate-score';
import { assertSeat, assertVulnerability } from '../score-input';
import { tricksNeeded } from '../trick-score';
import { assertDoubleDummyTable, seatsOf, type DoubleDummyTable } from './double-dummy-table';
import { BIDS, parAuction, type ParAuction } from './par-auction';
import type { Par, ParContract } from './par-contract';

export function parOf(
  table: DoubleDummyTable,
  vulnerability: Vulnerability,
  dealer: Seat,
  options?: ScoreOptions,
): Par {
  assertDoubleDummyTable(table);
  assertVulnerability(vulnerability);
  assertSeat(dealer);
  const auction = parAuction(table, vulnerability, options);
  const scoreNS = parScoreNS(auction, sideOf(dealer));
  if (scoreNS === 0) return { scoreNS: 0, contracts: [] };
  return { scoreNS, contracts: inPrintedOrder(parContracts(table, auction, scoreNS), dealer) };
}

/**
 * Four calls may open the auction before it is passed out: the dealer's side, the other side, the
 * dealer's side again, the other side. Each opens when that beats passing; a later opening is worth
 * what the same opening is worth in first seat.
 */
function parScoreNS(auction: ParAuction, first: Side): number {
  const second = otherSide(first);
  const opens = (side: Side, ifPassed: number) => Math.max(auction.bestOpening[side], -ifPassed);
  const fourth = opens(second, 0);
  const value = opens(first, opens(second, opens(first, fourth)));
  const ns = first === 'NS' ? value : -value;
  return ns === 0 ? 0 : ns; // no -0
}

/**
 * The contracts that score par and that the other side cannot better by any one bid above them (a
 * contract it makes, or a cheaper sacrifice). A made one is named at the level its tricks reach (4S+1
 * scores as 5S, and 5S stands whenever 4S does): it never has overtricks. A sacrifice is named above
 * every contract the other side makes for more than par, the one it is made against; only when none
 * is (a side that calls first takes the other side's own contract, doubled, before it can be bid) is
 * it named at that contract's level and strain.
 */
function parContracts(table: DoubleDummyTable, auction: ParAuction, scoreNS: number): ParContract[] {
  const standing = (['NS', 'EW'] as const).flatMap((side) => standingAtPar(table, auction, scoreNS, side));
  const above = standing.filter((c) => !c.stolen);
  return (above.length > 0 ? above : standing).map(({ stolen: _, ...contract }) => contract);
}

function standingAtPar(
  table: DoubleDummyTable,
  auction: ParAuction,
  scoreNS: number,
  side: Side,
): (ParContract & { readonly stolen: boolean })[] {
  const parForThem = side === 'NS' ? -scoreNS : scoreNS;
  const theirs = auction.outcomes[otherSide(side)];
  const sacrificedAgainst = theirs.findLastIndex((o) => o.contract.doubling === '' && o.score > parForThem);
  return auction.outcomes[side].flatMap(({ contract, tricks, score }, i) => {
    if (score !== -parForThem || theirs.slice(i + 1).some((o) => o.score > parForThem)) return [];
    const overtricks = tricks - tricksNeeded(contract);
    const made = contract.doubling === '';
    if (made ? overtricks !== 0 : i < sacrificedAgainst || sacrificedAgainst < 0) return [];
    const { level, strain } = BIDS[i]!;
    return [
      {
        level: level as Level,
        strain,
        doubling: contract.doubling as '' | 'X',
        side,
        declarers: seatsOf(side).filter((seat) => table[seat][strain] === tricks),
        tricks,
        overtricks,
        stolen: !made && i === sacrificedAgainst,
      },
    ];
  });
}

/**
 * The order a hand record names them in when it prints one (as the PBN files of Ruter do): a made
 * contract the highest first, a sacrifice the cheapest first; each side's seats in the order they
 * call from the dealer.
 */
function inPrintedOrder(contracts: ParContract[], dealer: Seat): ParContract[] {
  const rotation = [dealer, leftOf(dealer), leftOf(leftOf(dealer)), leftOf(leftOf(leftOf(dealer)))];
  const bid = (c: ParContract) => (c.level - 1) * 5 + STRAINS.indexOf(c.strain);
  return contracts
    .map((c) => ({ ...c, declarers: [...c.declarers].sort((a, b) => rotation.indexOf(a) - rotation.indexOf(b)) }))
    .sort((a, b) => (a.doubling === '' ? bid(b) - bid(a) : bid(a) - bid(b)));
}
