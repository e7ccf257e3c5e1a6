// Entry at the tables (issue 14): the director opens it; a table (its code, or a member seated
// there) reads its page, enters boards and East-West confirm. The table use cases take the table
// the API's policy has already checked the caller may act for.
import type { Club } from '../club';
import type { TableActor } from './table-shapes';
import type { SiteActor } from './site-actor';
import { confirmTableResults } from './table-confirmation';
import { openTableEntry, tableSheet, tablesOf } from './table-entry-opening';
import { moveTable } from './table-moving';
import { enterTableResult } from './table-result-entry';
import { memberSeatedAt } from './table-seated-member';
import { tableEntryOpen, tableSessionState } from './table-session';
import type {
  MoveTableInput,
  OpenTableEntryInput,
  OpenTableEntryOutput,
  TableConfirmInput,
  TableConfirmOutput,
  TableEnterResultInput,
  TableEnterResultOutput,
  TablePage,
  TableCodesOutput,
  TableSeatInput,
} from './table-shapes';
import { tablePage, type TableViewReads } from './table-view';

export interface TableUseCases {
  openTableEntry(input: OpenTableEntryInput, by: SiteActor): Promise<OpenTableEntryOutput>;
  /** The session's tables (each with a code on the director's sheet). */
  sessionTables(sessionId: string): OpenTableEntryOutput['tables'];
  /** The director's sheet: the tables' codes (the auth store's) with the round each plays. */
  tableSheet(
    sessionId: string,
    codes: readonly { section: string; table: number; code: string }[],
  ): TableCodesOutput['codes'];
  /** The director moves a table on to a later round (a lost phone). */
  moveTable(input: MoveTableInput, by: SiteActor): Promise<Omit<MoveTableInput, 'sessionId'>>;
  /** Whether the session takes results at the tables now (a code signs in only then). */
  tableEntryOpen(sessionId: string): boolean;
  memberSeatedAt(memberId: string, seat: TableSeatInput): boolean;
  tablePage(seat: TableSeatInput): TablePage;
  enterTableResult(input: TableEnterResultInput, by: TableActor): Promise<TableEnterResultOutput>;
  confirmTableResults(input: TableConfirmInput, by: TableActor): Promise<TableConfirmOutput>;
}

export function tableUseCases(club: Club, now: () => string, reads: TableViewReads): TableUseCases {
  return {
    openTableEntry: (input, by) => openTableEntry(club, now, input, by),
    sessionTables: (sessionId) => tablesOf(club, sessionId),
    tableSheet: (sessionId, codes) => tableSheet(club, sessionId, codes),
    moveTable: (input, by) => moveTable(club, now, input, by),
    tableEntryOpen(sessionId) {
      try {
        return tableEntryOpen(tableSessionState(club, sessionId));
      } catch {
        return false;
      }
    },
    memberSeatedAt: (memberId, seat) => memberSeatedAt(club, memberId, seat),
    tablePage: (seat) => tablePage(club, reads, seat),
    enterTableResult: (input, by) => enterTableResult(club, now, input, by),
    confirmTableResults: (input, by) => confirmTableResults(club, now, input, by),
  };
}
