// What the Ulti session decider needs to know: who is checked in, the rounds drawn and each
// table's score sheet as it stands now.
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
  /** Where the board was played (not redealt): a table of a round (table numbers repeat from round to round). */
  readonly playedAt: readonly { readonly round: number; readonly table: number }[];
}

export interface UltiRoundState {
  readonly round: number;
  /** Drawn: deals are entered; ended: every table has played its deals. */
  readonly status: 'drawn' | 'ended';
  readonly tables: Readonly<Record<number, UltiTableState>>;
}

export interface UltiSessionState {
  readonly status: 'none' | 'scheduled' | 'closed';
  readonly sessionId: string | null;
  readonly leagueId: string | null;
  readonly ruleSet: RuleSet | null;
  readonly dealsPerTable: number | null;
  readonly sheetCheck: UltiSheetCheck;
  /** Players checked in and not withdrawn, in check-in order. */
  readonly checkedIn: readonly string[];
  /** Players the jury excluded (§11): they take no further part. */
  readonly excluded: readonly string[];
  /** The latest round drawn (0: none yet). */
  readonly round: number;
  readonly rounds: Readonly<Record<number, UltiRoundState>>;
  /** The all-play-all schedule's places and the round it began in, once such a draw was made. */
  readonly allPlayAll: { readonly order: readonly string[]; readonly firstRound: number } | null;
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
  checkedIn: [],
  excluded: [],
  round: 0,
  rounds: {},
  allPlayAll: null,
  boards: {},
  rulingIds: [],
};
