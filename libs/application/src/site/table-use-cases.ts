// Entry at the tables (issue 14): the director opens it; a table (its code, or a member seated
// there) reads its page, enters boards and East-West confirm. The table use cases take the table
// the API's policy has already checked the caller may act for.
import type { Club } from '../club';
import type { TableActor } from './table-shapes';
import type { SiteActor } from './site-actor';
import { confirmTableResults } from './table-confirmation';
import { openTableEntry, tablesOf } from './table-entry-opening';
import { enterTableResult } from './table-result-entry';
import { memberSeatedAt } from './table-seated-member';
import { tableEntryOpen, tableSessionState } from './table-session';
import type {
  OpenTableEntryInput,
  OpenTableEntryOutput,
  TableConfirmInput,
  TableConfirmOutput,
  TableEnterResultInput,
  TableEnterResultOutput,
  TablePage,
  TableSeatInput,
} from './table-shapes';
import { tablePage, type TableViewReads } from './table-view';

export interface TableUseCases {
  openTableEntry(input: OpenTableEntryInput, by: SiteActor): OpenTableEntryOutput;
  /** The session's tables (each with a code on the director's sheet). */
  sessionTables(sessionId: string): OpenTableEntryOutput['tables'];
  /** Whether the session takes results at the tables now (a code signs in only then). */
  tableEntryOpen(sessionId: string): boolean;
  memberSeatedAt(memberId: string, seat: TableSeatInput): boolean;
  tablePage(seat: TableSeatInput): TablePage;
  enterTableResult(input: TableEnterResultInput, by: TableActor): TableEnterResultOutput;
  confirmTableResults(input: TableConfirmInput, by: TableActor): TableConfirmOutput;
}

export function tableUseCases(club: Club, now: () => string, reads: TableViewReads): TableUseCases {
  return {
    openTableEntry: (input, by) => openTableEntry(club, now, input, by),
    sessionTables: (sessionId) => tablesOf(club, sessionId),
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
