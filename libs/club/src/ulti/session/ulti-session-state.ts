// What the Ulti session decider needs to know: each table's score sheet as it stands now.
import type { RuleSet } from '@club/ulti';
import type { UltiRecord } from '@club/ulti';
import type { UltiSheetCheck } from './ulti-session-events';

export interface UltiTableState {
  readonly table: number;
  /** Seating in the direction of play, as the (possibly corrected) score sheet has it. */
  readonly seating: readonly string[];
  /** The next row of the score sheet. */
  readonly nextDealNo: number;
  /** Who the score sheet names as dealer of the next hand. */
  readonly sheetDealer: string;
  /** A redeal after a wrong dealer was noticed in time, under A-19 `sameDealer`: he deals again. */
  readonly redealBy: string | null;
  /** Recorded deals by row, as they stand after the jury's rulings. */
  readonly deals: Readonly<Record<number, UltiRecord>>;
}

export interface UltiBoardState {
  /** The cards of each line (first bidder, second, third), sorted, from the first table that played the board. */
  readonly lines: readonly (readonly string[])[];
  /** Tables where the board was played (not redealt). */
  readonly playedAt: readonly number[];
}

export interface UltiSessionState {
  readonly status: 'none' | 'scheduled' | 'closed';
  readonly sessionId: string | null;
  readonly leagueId: string | null;
  readonly ruleSet: RuleSet | null;
  readonly dealsPerTable: number | null;
  readonly sheetCheck: UltiSheetCheck;
  readonly tables: Readonly<Record<number, UltiTableState>>;
  readonly boards: Readonly<Record<string, UltiBoardState>>;
  readonly rulingIds: readonly string[];
}

export const initialUltiSessionState: UltiSessionState = {
  status: 'none',
  sessionId: null,
  leagueId: null,
  ruleSet: null,
  dealsPerTable: null,
  sheetCheck: 'flag',
  tables: {},
  boards: {},
  rulingIds: [],
};
