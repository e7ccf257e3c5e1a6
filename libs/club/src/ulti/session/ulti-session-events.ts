// Events of an Ulti session stream (`ulti-session-<sessionId>`). A session is a club evening:
// players check in, each round's tables of three or four are drawn, each table keeps its score
// sheet (játszmalap: seating order and dealer order, ulti.md §7) with every deal as its complete
// @club/ulti record, the jury rules, rounds end and the session closes. Each event carries its
// `schemaVersion`, stamped by `ultiEvent(type, fields)`; the types that gained `round` are at
// version 2 (a version 1 event was written when a session had one round: it reads as round 1).
import { eventsAt } from '@club/events';
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
  /** Round 1's tables when they were set at scheduling; empty when players check in and rounds are drawn. */
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

/** The versions of the session's event types that moved on from 1. */
export const ULTI_SESSION_EVENT_VERSIONS = { UltiDealRecorded: 2, UltiSeatingCorrected: 2, UltiJuryRuling: 2 } as const;

/** Builds a session event at its current version. */
export const ultiEvent = eventsAt(ULTI_SESSION_EVENT_VERSIONS);

export interface UltiPlayerCheckedIn {
  readonly type: 'UltiPlayerCheckedIn';
  readonly schemaVersion: number;
  readonly player: string;
}

/** A checked-in player leaves before a draw (or was checked in by mistake). */
export interface UltiPlayerWithdrawn {
  readonly type: 'UltiPlayerWithdrawn';
  readonly schemaVersion: number;
  readonly player: string;
  readonly reason: string | null;
}

/** How a round's tables were drawn (competitions.md §4b). */
export const ULTI_DRAW_METHODS = ['strength-order', 'all-play-all', 'given'] as const;
export type UltiDrawMethod = (typeof ULTI_DRAW_METHODS)[number];

/** A round's tables as drawn; a redraw of the same round is a new event with its reason. */
export interface UltiRoundDrawn {
  readonly type: 'UltiRoundDrawn';
  readonly schemaVersion: number;
  readonly round: number;
  readonly method: UltiDrawMethod;
  /** The players in the order the draw used: the strength order, or the all-play-all schedule's places. */
  readonly order: readonly string[];
  readonly tables: readonly UltiTableSheet[];
  /** Null for a round's first draw; why it was drawn again otherwise. */
  readonly reason: string | null;
  /** Pairs at this round's tables who already sat together in an earlier round of the session. */
  readonly repeatedPairs: number;
}

/** Every table of the round has played its deals; the next round may be drawn. */
export interface UltiRoundEnded {
  readonly type: 'UltiRoundEnded';
  readonly schemaVersion: number;
  readonly round: number;
  /** Copied from the schedule so that the league job can be triggered by this event alone. */
  readonly leagueId: string | null;
}

export interface UltiDealRecorded {
  readonly type: 'UltiDealRecorded';
  readonly schemaVersion: number;
  /** The round the deal was played in (version 1 events: 1). */
  readonly round: number;
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
  readonly round: number;
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
  readonly round: number;
  readonly table: number;
  readonly ruling: UltiRuling;
  readonly text: string | null;
  /** For a renonsz ruling: the deal's record with the ruling appended (it replays), so that a
   *  projection can settle it from this event alone; a sheet's outcome becomes the ruling. Null for discipline. */
  readonly record: UltiRecord | null;
  /** For a renonsz ruling: the deal settled again with the ruling. Null for discipline. */
  readonly settlement: UltiSettlement | null;
}

/**
 * A recorded deal's record replaced (a score-keeper's slip found later): the new record replays,
 * with the same players and dealer and the same redeal or not, so the rotation is unchanged.
 * The deal's earlier record stays in the log; this one counts from now on.
 */
export interface UltiDealCorrected {
  readonly type: 'UltiDealCorrected';
  readonly schemaVersion: number;
  readonly round: number;
  readonly table: number;
  readonly dealNo: number;
  readonly record: UltiRecord;
  readonly settlement: UltiSettlement;
  /** Who corrected it (a member id) and why. */
  readonly by: string;
  readonly reason: string;
}

export interface UltiSessionClosed {
  readonly type: 'UltiSessionClosed';
  readonly schemaVersion: number;
  /** Copied from the schedule so that a league job can be triggered by this event alone. */
  readonly leagueId: string | null;
}

export type UltiSessionEvent =
  | UltiSessionScheduled
  | UltiPlayerCheckedIn
  | UltiPlayerWithdrawn
  | UltiRoundDrawn
  | UltiDealRecorded
  | UltiSeatingCorrected
  | UltiDealCorrected
  | UltiJuryRuling
  | UltiRoundEnded
  | UltiSessionClosed;
export type UltiSessionEventType = UltiSessionEvent['type'];

export const ULTI_SESSION_EVENT_TYPES = [
  'UltiSessionScheduled',
  'UltiPlayerCheckedIn',
  'UltiPlayerWithdrawn',
  'UltiRoundDrawn',
  'UltiDealRecorded',
  'UltiSeatingCorrected',
  'UltiDealCorrected',
  'UltiJuryRuling',
  'UltiRoundEnded',
  'UltiSessionClosed',
] as const satisfies readonly UltiSessionEventType[];

export const ultiSessionStreamId = (sessionId: string): string => `ulti-session-${sessionId}`;
