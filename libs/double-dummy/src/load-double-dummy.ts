// The one way in: `loadDoubleDummy()` binds the DDS library on first use and answers either a solver
// or why there is none (the product then says tables are unavailable). Nothing is loaded at import.
import type { Card, Deal, Seat, Strain, Vulnerability } from '@club/bridge';
import { ddsLibrary, type DdsInfo, type DdsLibrary } from './dds-library';
import { ddTableOf, ddTablesOf } from './dd-tables';
import type { DdTable } from './dd-table';
import { parOf, type DdsPar } from './dds-par';
import { analysePlay, type PlayAnalysis } from './play-analysis';

export interface DoubleDummySolver {
  /** The library's version, e.g. `2.9.0`. */
  readonly version: string;
  /** The threads DDS solves with. */
  readonly threads: number;
  /** Tricks for each declarer in each strain; throws DealError for a deal that is not complete. */
  ddTable(deal: Deal): DdTable;
  /** The tables of many deals at once, in their order (the worker's form: DDS shares them among its threads). */
  ddTables(deals: readonly Deal[]): DdTable[];
  /** Declarer's tricks before the lead and after each card of `play` (in the order played), each card's cost. */
  tricksAfterEachCard(deal: Deal, strain: Strain, declarer: Seat, play: readonly Card[]): PlayAnalysis;
  /** Par by DDS's own rules for this dealer and vulnerability. */
  ddsPar(table: DdTable, vulnerability: Vulnerability, dealer: Seat): DdsPar;
}

export type DoubleDummyLoad =
  | { readonly available: true; readonly solver: DoubleDummySolver }
  | { readonly available: false; readonly reason: string };

export interface DoubleDummyOptions {
  /** Threads for DDS to solve with; 0 (the default) lets DDS take one per core. */
  readonly threads?: number;
}

let configuredThreads: number | undefined;

export function loadDoubleDummy(options: DoubleDummyOptions = {}): DoubleDummyLoad {
  const load = ddsLibrary();
  if (!load.ok) return { available: false, reason: load.reason };
  const library = load.library;
  const threads = options.threads ?? 0;
  if (!Number.isInteger(threads) || threads < 0)
    throw new RangeError(`threads must be a whole number 0 or more, got ${threads}`);
  // SetMaxThreads sizes DDS's memory for its threads: once, and again only when asked for another count.
  if (configuredThreads !== threads) {
    library.SetMaxThreads(threads);
    configuredThreads = threads;
  }
  return { available: true, solver: solverOf(library) };
}

function solverOf(library: DdsLibrary): DoubleDummySolver {
  const info = {} as DdsInfo;
  library.GetDDSInfo(info);
  return {
    version: info.versionString,
    threads: info.noOfThreads,
    ddTable: (deal) => ddTableOf(library, deal),
    ddTables: (deals) => ddTablesOf(library, deals),
    tricksAfterEachCard: (deal, strain, declarer, play) => analysePlay(library, deal, strain, declarer, play),
    ddsPar: (table, vulnerability, dealer) => parOf(library, table, vulnerability, dealer),
  };
}
