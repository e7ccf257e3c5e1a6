// Double-dummy tables: one deal (CalcDDtablePBN) or many (CalcAllTablesPBN, 40 deals a call, which DDS
// spreads over its threads).
import type { Deal } from '@club/bridge';
import { ddsDealText } from './dds-deal';
import { DDS_TABLES_PER_CALL, type DdsLibrary, type DdsTableResults, type DdsTablesResult } from './dds-library';
import { checkDds } from './dds-result';
import { tableFromDds, type DdTable } from './dd-table';

export function ddTableOf(library: DdsLibrary, deal: Deal): DdTable {
  const out = { resTable: [] } as DdsTableResults;
  checkDds(library, library.CalcDDtablePBN({ cards: ddsDealText(deal) }, out), 'CalcDDtablePBN');
  return tableFromDds(out);
}

/** No par from DDS here (mode -1): par is the game's own computation, or ddsPar. */
const NO_PAR = -1;
/** A strain is solved where its filter entry is 0. */
const ALL_STRAINS = [0, 0, 0, 0, 0];

export function ddTablesOf(library: DdsLibrary, deals: readonly Deal[]): DdTable[] {
  const texts = deals.map(ddsDealText);
  const tables: DdTable[] = [];
  for (let start = 0; start < texts.length; start += DDS_TABLES_PER_CALL) {
    const chunk = texts.slice(start, start + DDS_TABLES_PER_CALL);
    const out = { noOfBoards: 0, results: [] } as DdsTablesResult;
    const code = library.CalcAllTablesPBN(
      { noOfTables: chunk.length, deals: chunk.map((cards) => ({ cards })) },
      NO_PAR,
      ALL_STRAINS,
      out,
      null,
    );
    checkDds(library, code, 'CalcAllTablesPBN');
    for (let i = 0; i < chunk.length; i++) tables.push(tableFromDds(out.results[i]!));
  }
  return tables;
}
