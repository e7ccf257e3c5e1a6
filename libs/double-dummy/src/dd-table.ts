// The double-dummy table: for each declarer and strain, the tricks declarer takes with perfect play
// on both sides (20 cells). Kept in the game's names (seats, strains of libs/bridge).
import { SEATS, TABLE_STRAINS, type DoubleDummyTable, type Seat, type Strain } from '@club/bridge';
import { ddsHand, ddsStrain } from './dds-codes';
import { DDS_HANDS, type DdsTableResults } from './dds-library';

/** The strains in the order a table is printed (libs/bridge's, where par reads tables too). */
export const DD_STRAINS = TABLE_STRAINS;

/** libs/bridge's table, the one par and the read models take. */
export type DdTable = DoubleDummyTable;

export function tableFromDds(results: DdsTableResults): DdTable {
  const cell = (seat: Seat, strain: Strain) => results.resTable[ddsStrain(strain) * DDS_HANDS + ddsHand(seat)]!;
  const row = (seat: Seat) =>
    Object.fromEntries(DD_STRAINS.map((strain) => [strain, cell(seat, strain)])) as Record<Strain, number>;
  return Object.fromEntries(SEATS.map((seat) => [seat, row(seat)])) as Record<Seat, Record<Strain, number>>;
}

export function tableToDds(table: DdTable): DdsTableResults {
  const resTable: number[] = [];
  for (const strain of ['S', 'H', 'D', 'C', 'NT'] as const)
    for (const seat of SEATS) resTable[ddsStrain(strain) * DDS_HANDS + ddsHand(seat)] = table[seat][strain];
  return { resTable };
}
