// A board's double-dummy table and a table's play analysis, as the worker's jobs stored them
// (libs/read-models double-dummy), shaped for the results pages: the tricks of a traveller line's
// contract, and the cards that cost a trick.
import { type Seat } from '@club/bridge';
import {
  BRIDGE_DOUBLE_DUMMY,
  BRIDGE_PLAY_ANALYSIS,
  completeDealCode,
  costsTrick,
  type DoubleDummyDocument,
  type PlayAnalysisDocument,
  type ProjectionRunner,
} from '@club/read-models';
import type { DoubleDummy, PlayAnalysis } from './results-shapes';

type Table = NonNullable<DoubleDummy>['table'];

export function boardDoubleDummy(runner: ProjectionRunner, deal: string | null): DoubleDummy {
  const code = completeDealCode(deal);
  const stored = code === undefined ? undefined : runner.derived(BRIDGE_DOUBLE_DUMMY, code);
  if (!stored) return null;
  const { table } = stored.doc as DoubleDummyDocument;
  return { table, par: null };
}

const STRAIN = /^[1-7](NT|S|H|D|C)/;

/** The tricks declarer takes double dummy in a traveller line's contract (`4S`, `3NTx`); null for a pass or an adjusted line. */
export function ddTricksOf(table: Table | undefined, contract: string, declarer: Seat | null): number | null {
  const strain = STRAIN.exec(contract)?.[1] as keyof Table['N'] | undefined;
  return table && strain && declarer ? table[declarer][strain] : null;
}

const DECLARER_SIDE: Record<Seat, readonly Seat[]> = { N: ['N', 'S'], S: ['N', 'S'], E: ['E', 'W'], W: ['E', 'W'] };

/** A table-board's play analysis: the counts, and which cards (by index) cost their side a trick. */
export function playAnalysisOf(
  runner: ProjectionRunner,
  tableBoardStream: string,
  declarer: Seat | null,
  players: readonly Seat[],
): PlayAnalysis {
  const doc = runner.derived(BRIDGE_PLAY_ANALYSIS, tableBoardStream)?.doc as PlayAnalysisDocument | undefined;
  if (!doc?.analysed || !declarer) return null;
  const costly = players.flatMap((seat, index) =>
    costsTrick(doc.tricks, index, DECLARER_SIDE[declarer].includes(seat)) ? [index] : [],
  );
  return { tricks: [...doc.tricks], costly };
}
