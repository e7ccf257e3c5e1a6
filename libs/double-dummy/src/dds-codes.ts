// DDS's numbering of hands, suits, strains and vulnerability (dll.h), and the game's names for them.
import { SEATS, type Seat, type Strain, type Vulnerability } from '@club/bridge';

/** Hands 0..3 are N E S W: the order of SEATS. */
export const ddsHand = (seat: Seat): number => SEATS.indexOf(seat);
export const seatOfDdsHand = (hand: number): Seat => SEATS[hand]!;

/** The table's strains (`resTable`) and a deal's trump: 0 S, 1 H, 2 D, 3 C, 4 NT. */
const TABLE_STRAINS: readonly Strain[] = ['S', 'H', 'D', 'C', 'NT'];
export const ddsStrain = (strain: Strain): number => TABLE_STRAINS.indexOf(strain);
export const strainOfDdsStrain = (index: number): Strain => TABLE_STRAINS[index]!;

/** Par contracts name the denomination otherwise: 0 NT, 1 S, 2 H, 3 D, 4 C. */
const PAR_DENOMINATIONS: readonly Strain[] = ['NT', 'S', 'H', 'D', 'C'];
export const strainOfDdsDenomination = (denom: number): Strain => PAR_DENOMINATIONS[denom]!;

/** 0 none, 1 both, 2 North-South, 3 East-West. */
const VULNERABILITY: Readonly<Record<Vulnerability, number>> = { None: 0, All: 1, NS: 2, EW: 3 };
export const ddsVulnerability = (vulnerability: Vulnerability): number => VULNERABILITY[vulnerability];
