// Par (the standard definition): the result when both sides bid perfectly knowing the double-dummy
// table. A side bids on while that beats what it would concede; it sacrifices, doubled, when going
// down costs less than the other side's contract. The auction starts with the dealer, so when both
// sides can make the same contract, the side whose declarer calls first gets it (par-by-seat.ts).
import { STRAINS, type Level } from '../../contract/contract';
import type { Vulnerability } from '../../board/board-markings';
import { leftOf, otherSide, type Seat } from '../../table/seat';
import type { ScoreOptions } from '../duplicate-score';
import { assertSeat, assertVulnerability } from '../score-input';
import { tricksNeeded } from '../trick-score';
import { assertDoubleDummyTable, seatsOf, type DoubleDummyTable } from './double-dummy-table';
import { BIDS, bidOutcomes, type BidOutcomes } from './par-auction';
import { parScoreBySeat } from './par-by-seat';
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
  const scoreNS = parScoreBySeat(table, vulnerability, dealer, options);
  if (scoreNS === 0) return { scoreNS: 0, contracts: [] };
  const outcomes = bidOutcomes(table, vulnerability, options);
  return { scoreNS, contracts: inPrintedOrder(parContracts(table, outcomes, scoreNS, dealer), dealer) };
}

/**
 * The contracts that score par and that the other side cannot better by any one bid above them (a
 * contract it makes, or a cheaper sacrifice). A made one is named at the level its tricks reach (4S+1
 * scores as 5S, and 5S stands whenever 4S does): it never has overtricks. A sacrifice is named above
 * every contract the other side makes for more than par, the one it is made against, or as that very
 * contract when its declarer calls before the other side's declarer; in each strain at its cheapest.
 */
function parContracts(table: DoubleDummyTable, outcomes: BidOutcomes, scoreNS: number, dealer: Seat): ParContract[] {
  const order = rotationFrom(dealer);
  const contracts: ParContract[] = [];
  for (const side of ['NS', 'EW'] as const) {
    const parForThem = side === 'NS' ? -scoreNS : scoreNS;
    const theirs = outcomes[otherSide(side)];
    const against = theirs.findLastIndex((o) => o.contract.doubling === '' && o.score > parForThem);
    const sacrificed = new Set<string>();
    outcomes[side].forEach(({ contract, tricks, score }, i) => {
      if (score !== -parForThem || theirs.slice(i + 1).some((o) => o.score > parForThem)) return;
      const overtricks = tricks - tricksNeeded(contract);
      const made = contract.doubling === '';
      if (made ? overtricks !== 0 : i < against || against < 0 || sacrificed.has(contract.strain)) return;
      const { level, strain } = BIDS[i]!;
      const best = seatsOf(side).filter((seat) => table[seat][strain] === tricks);
      // Their contract itself: taken only by a declarer who calls before theirs.
      const theirDeclarers = seatsOf(otherSide(side)).filter((seat) => table[seat][strain] === theirs[i]!.tricks);
      const first = Math.min(...theirDeclarers.map((seat) => order.indexOf(seat)));
      const declarers = !made && i === against ? best.filter((seat) => order.indexOf(seat) < first) : best;
      if (declarers.length === 0) return;
      if (!made) sacrificed.add(strain);
      contracts.push({
        level: level as Level,
        strain,
        doubling: contract.doubling as '' | 'X',
        side,
        declarers,
        tricks,
        overtricks,
      });
    });
  }
  return contracts;
}

function rotationFrom(dealer: Seat): Seat[] {
  return [dealer, leftOf(dealer), leftOf(leftOf(dealer)), leftOf(leftOf(leftOf(dealer)))];
}

/**
 * The order a hand record names them in when it prints one (as the PBN files of Ruter do): a made
 * contract the highest first, a sacrifice the cheapest first; each side's seats in the order they
 * call from the dealer.
 */
function inPrintedOrder(contracts: ParContract[], dealer: Seat): ParContract[] {
  const rotation = rotationFrom(dealer);
  const bid = (c: ParContract) => (c.level - 1) * 5 + STRAINS.indexOf(c.strain);
  return contracts
    .map((c) => ({ ...c, declarers: [...c.declarers].sort((a, b) => rotation.indexOf(a) - rotation.indexOf(b)) }))
    .sort((a, b) => (a.doubling === '' ? bid(b) - bid(a) : bid(a) - bid(b)));
}
