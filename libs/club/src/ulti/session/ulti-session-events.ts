// Events of an Ulti session stream (`ulti-session-<sessionId>`). A session is one round of
// játszmas: several tables of three or four, each with its score sheet (játszmalap: seating
// order and dealer order, ulti.md §7), every deal as its complete @club/ulti record or its sheet. Each event
// carries its `schemaVersion`, stamped by `event(type, fields)` of @club/events (all at version 1).
import type { DealRecord, RuleSet, UltiRecord } from '@club/ulti';
import type { UltiCompetitionRules } from '../competition/competition-rules';

/** One table's score sheet: players in seating order (direction of play) and the first dealer. */
export interface UltiTableSheet {
  readonly table: number;
  readonly players: readonly string[];
  readonly firstDealer: string;
}

/**
 * A deal as @club/ulti settled it when it was recorded, under the rule set the record carries
 * (spec §10: DealSettled, "derived, but worth storing with the version of the rules
 * configuration"). Read models use it instead of replaying every deal; `ultiSettlementDifferences`
 * re-settles the records to check it.
 */
export interface UltiSettlement {
  readonly outcome: 'played' | 'claimed' | 'conceded' | 'ruling' | 'redeal';
  readonly declarer: string | null;
  readonly contract: string | null;
  /** Forints (units) of every seat, zero-sum; a four-table dealer 0. */
  readonly deltas: Readonly<Record<string, number>>;
}

/** How a deal departs from the score sheet (§13(1)#5–6); recorded, never silently fixed. */
export type UltiDealIrregularity = 'wrong-dealer' | 'wrong-seating';

/** What a recorded deal does to the score sheet when a deal with no jury ruling departs from it. */
export type UltiSheetCheck = 'flag' | 'refuse';

export interface UltiSessionScheduled {
  readonly type: 'UltiSessionScheduled';
  readonly schemaVersion: number;
  readonly sessionId: string;
  readonly leagueId: string | null;
  readonly tables: readonly UltiTableSheet[];
  /** The game rules for every deal of the session (each deal's record carries the same). */
  readonly ruleSet: RuleSet;
  /** Placement points and tie-breaks, as a snapshot of the competition's rules. */
  readonly competition: UltiCompetitionRules;
  /** Deals per játszma (null: as many as the tables play). */
  readonly dealsPerTable: number | null;
  /** A wrong dealer or seating with no jury ruling in the record: flagged (default) or refused. */
  readonly sheetCheck: UltiSheetCheck;
}

export interface UltiDealRecorded {
  readonly type: 'UltiDealRecorded';
  readonly schemaVersion: number;
  readonly table: number;
  /** Row of the score sheet: 1, 2, 3… (a redeal takes its own row). */
  readonly dealNo: number;
  /** Who the score sheet says deals this row (the record's `dealer` is who actually dealt). */
  readonly expectedDealer: string;
  /** A deal dealt in advance and played at several tables (sportulti), or null. */
  readonly board: string | null;
  readonly irregularities: readonly UltiDealIrregularity[];
  /** The record's ruling voids the hand (§13(1)): the rotation does not move on. Found by replaying it. */
  readonly redeal: boolean;
  readonly record: UltiRecord;
  readonly settlement: UltiSettlement;
}

/** §13(1)#6 noticed late: the seating stays for the rest of the játszma and the sheet is corrected. */
export interface UltiSeatingCorrected {
  readonly type: 'UltiSeatingCorrected';
  readonly schemaVersion: number;
  readonly table: number;
  readonly players: readonly string[];
  /** The first deal played in the corrected seating. */
  readonly fromDealNo: number;
}

export const DISCIPLINARY_ACTIONS = ['warning', 'yellow-card', 'red-card', 'exclusion'] as const;
export type DisciplinaryAction = (typeof DISCIPLINARY_ACTIONS)[number];

type RenonszAction = Extract<DealRecord['actions'][number], { type: 'renonsz' }>;

/** The jury's ruling: a renonsz ruling on a recorded deal (§10(3)), or discipline (§11). */
export type UltiRuling =
  | { readonly kind: 'renonsz'; readonly dealNo: number; readonly action: RenonszAction }
  | { readonly kind: 'discipline'; readonly player: string; readonly action: DisciplinaryAction };

export interface UltiJuryRuling {
  readonly type: 'UltiJuryRuling';
  readonly schemaVersion: number;
  readonly rulingId: string;
  readonly table: number;
  readonly ruling: UltiRuling;
  readonly text: string | null;
  /** For a renonsz ruling: the deal's record with the ruling appended (it replays), so that a
   *  projection can settle it from this event alone; a sheet's outcome becomes the ruling. Null for discipline. */
  readonly record: UltiRecord | null;
  /** For a renonsz ruling: the deal settled again with the ruling. Null for discipline. */
  readonly settlement: UltiSettlement | null;
}

export interface UltiSessionClosed {
  readonly type: 'UltiSessionClosed';
  readonly schemaVersion: number;
  /** Copied from the schedule so that a league job can be triggered by this event alone. */
  readonly leagueId: string | null;
}

export type UltiSessionEvent =
  UltiSessionScheduled | UltiDealRecorded | UltiSeatingCorrected | UltiJuryRuling | UltiSessionClosed;
export type UltiSessionEventType = UltiSessionEvent['type'];

export const ULTI_SESSION_EVENT_TYPES = [
  'UltiSessionScheduled',
  'UltiDealRecorded',
  'UltiSeatingCorrected',
  'UltiJuryRuling',
  'UltiSessionClosed',
] as const satisfies readonly UltiSessionEventType[];

export const ultiSessionStreamId = (sessionId: string): string => `ulti-session-${sessionId}`;
