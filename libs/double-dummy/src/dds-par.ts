// Par from DDS itself (DealerParBin): the score and every par contract for the given dealer and
// vulnerability. A stand-in and a cross-check for the game's own par computation in libs/bridge.
import { formatContract, type Level, type Seat, type Strain, type Vulnerability } from '@club/bridge';
import { ddsHand, ddsVulnerability, seatOfDdsHand, strainOfDdsDenomination } from './dds-codes';
import type { DdsContract, DdsLibrary, DdsParMaster } from './dds-library';
import { checkDds } from './dds-result';
import { tableToDds, type DdTable } from './dd-table';

export interface ParContract {
  readonly level: Level;
  readonly strain: Strain;
  /** A sacrifice is doubled; a making par contract is not. */
  readonly doubled: boolean;
  readonly declarer: Seat;
  /** Tricks declarer takes in it double dummy (over- or undertricks included). */
  readonly tricks: number;
}

export interface DdsPar {
  /** The par score seen from North-South (negative: East-West score). */
  readonly scoreNS: number;
  /** Every par contract, one per declarer who can play it; empty when par is a pass-out. */
  readonly contracts: readonly ParContract[];
}

/** DDS names a contract both partners make alike with their side (4 NS, 5 EW). */
const SIDE_SEATS: Readonly<Record<number, readonly Seat[]>> = { 4: ['N', 'S'], 5: ['E', 'W'] };

function contractsOf(found: DdsContract): ParContract[] {
  const seats = SIDE_SEATS[found.seats] ?? [seatOfDdsHand(found.seats)];
  const tricks = found.level + 6 + found.overTricks - found.underTricks;
  return seats.map((declarer) => ({
    level: found.level as Level,
    strain: strainOfDdsDenomination(found.denom),
    doubled: found.underTricks > 0,
    declarer,
    tricks,
  }));
}

export function parOf(library: DdsLibrary, table: DdTable, vulnerability: Vulnerability, dealer: Seat): DdsPar {
  const out = { score: 0, number: 0, contracts: [] } as DdsParMaster;
  const code = library.DealerParBin(tableToDds(table), out, ddsHand(dealer), ddsVulnerability(vulnerability));
  checkDds(library, code, 'DealerParBin');
  const contracts = out.contracts.slice(0, out.number).flatMap(contractsOf);
  return { scoreNS: out.score, contracts };
}

/** `NS 620`, `NS -420`: the PBN `OptimumScore` form, always from North-South. */
export function parScoreText(par: DdsPar): string {
  return `NS ${par.scoreNS}`;
}

/** `4S N`, `5DX E`: the contract and its declarer. */
export function parContractText(contract: ParContract): string {
  const written = formatContract({
    level: contract.level,
    strain: contract.strain,
    doubling: contract.doubled ? 'X' : '',
  });
  return `${written} ${contract.declarer}`;
}
