// A board's double-dummy table with its par, and a table's play analysis, as the worker's jobs
// stored them (libs/read-models double-dummy), shaped for the results pages: the tricks of a
// traveller line's contract, par by the board's vulnerability and dealer.
import { parContractTexts, parOf, type Seat, type Vulnerability } from '@club/bridge';
import {
  BRIDGE_DOUBLE_DUMMY,
  BRIDGE_PLAY_ANALYSIS,
  completeDealCode,
  type DoubleDummyDocument,
  type PlayAnalysisDocument,
  type ProjectionRunner,
} from '@club/read-models';
import type { DoubleDummy, PlayAnalysis } from './results-shapes';

type Table = NonNullable<DoubleDummy>['table'];

export function boardDoubleDummy(
  runner: ProjectionRunner,
  board: { readonly deal: string | null; readonly vulnerability: Vulnerability; readonly dealer: Seat },
): DoubleDummy {
  const table = storedDoubleDummyTable(runner, board.deal);
  if (!table) return null;
  const par = parOf(table, board.vulnerability, board.dealer);
  return { table, par: { scoreNs: par.scoreNS, contracts: par.contracts.length === 0 ? [] : parContractTexts(par) } };
}

/** The table the worker stored for a hand record (undefined: not analysed, or no complete deal). */
export function storedDoubleDummyTable(
  runner: Pick<ProjectionRunner, 'derived'>,
  deal: string | null,
): DoubleDummyDocument['table'] | undefined {
  const code = completeDealCode(deal);
  const stored = code === undefined ? undefined : runner.derived(BRIDGE_DOUBLE_DUMMY, code);
  return (stored?.doc as DoubleDummyDocument | undefined)?.table;
}

const STRAIN = /^[1-7](NT|S|H|D|C)/;

/** The tricks declarer takes double dummy in a traveller line's contract (`4S`, `3NTx`); null for a pass or an adjusted line. */
export function ddTricksOf(table: Table | undefined, contract: string, declarer: Seat | null): number | null {
  const strain = STRAIN.exec(contract)?.[1] as keyof Table['N'] | undefined;
  return table && strain && declarer ? table[declarer][strain] : null;
}

/** A table-board's play analysis (null: not analysed, or a play the solver could not follow). */
export function playAnalysisOf(runner: ProjectionRunner, tableBoardStream: string): PlayAnalysis {
  const doc = runner.derived(BRIDGE_PLAY_ANALYSIS, tableBoardStream)?.doc as PlayAnalysisDocument | undefined;
  return doc?.analysed ? { tricks: [...doc.tricks], costly: [...doc.costly] } : null;
}
