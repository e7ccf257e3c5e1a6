// A board's double-dummy analysis as PBN tags, in the form Ruter writes them: `OptimumScore`
// ("NS 990"), `OptimumContract` (the par contract a hand record names first, "6N S 12") and
// `OptimumResultTable` (20 rows `<declarer> <strain> <tricks>`, West first, spades to no trump).
import {
  optimumContractTexts,
  optimumScoreText,
  parOf,
  type DoubleDummyTable,
  type Seat,
  type Strain,
  type Vulnerability,
} from '@club/bridge';
import type { ExportTag } from './export-pbn';

const ROW_SEATS: readonly Seat[] = ['W', 'N', 'E', 'S'];
const ROW_STRAINS: readonly Strain[] = ['S', 'H', 'D', 'C', 'NT'];

export function optimumTags(table: DoubleDummyTable, vulnerability: Vulnerability, dealer: Seat): ExportTag[] {
  const par = parOf(table, vulnerability, dealer);
  return [
    { name: 'OptimumScore', value: optimumScoreText(par) },
    { name: 'OptimumContract', value: optimumContractTexts(par)[0]! },
    {
      name: 'OptimumResultTable',
      value: 'Declarer;Denomination\\2R;Result\\2R',
      section: ROW_SEATS.flatMap((seat) =>
        ROW_STRAINS.map((strain) => ({
          tokens: [seat, strain, String(table[seat][strain])].map((text) => ({ kind: 'word' as const, text })),
        })),
      ),
    },
  ];
}
