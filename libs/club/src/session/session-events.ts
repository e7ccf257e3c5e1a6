// Events of a bridge session stream (`session-<sessionId>`), spec §10.3.
import type { LawsEdition } from '@club/bridge';
import type { SessionIncomplete } from './session-incomplete';
import type {
  CarriedOverImps,
  Entrant,
  ImportedFrom,
  ScorePeriods,
  ScoringConventions,
  SectionScoring,
  SessionBoardRecord,
  SessionForm,
  SessionScoring,
  SessionSection,
} from './session-setup';

/**
 * Version 2: each guest is `{ name, federationId? }` (version 1 wrote guests as names; read as
 * version 2 by session-upcasters.ts).
 */
export interface SessionScheduled extends ScorePeriods {
  readonly type: 'SessionScheduled';
  readonly schemaVersion: number;
  readonly sessionId: string;
  readonly name: string;
  readonly leagueId: string | null;
  readonly startsAt: string;
  readonly form: SessionForm;
  readonly scoring: SessionScoring;
  readonly lawsEdition: LawsEdition;
  /** Absent in events written before the setting existed: `per-section`. */
  readonly sectionScoring?: SectionScoring;
  readonly sections: readonly SessionSection[];
  readonly boards: readonly SessionBoardRecord[];
  readonly entrants: readonly Entrant[];
  /** An imported session's scoring as its file's program did it; absent: the club's defaults (and in events written before imports were recorded). */
  readonly scoringConventions?: ScoringConventions;
  /** An imported session's origin; absent for a session run in the club. */
  readonly importedFrom?: ImportedFrom;
  /** A teams session's IMPs carried into each match, by section and team; absent: none. */
  readonly carriedOver?: readonly CarriedOverImps[];
}

/** Laws 79C and 92B: both clocks start here; the deadlines and the periods are stored (spec §10.10). */
export interface OfficialScoreMadeAvailable {
  readonly type: 'OfficialScoreMadeAvailable';
  readonly schemaVersion: number;
  readonly sessionId: string;
  readonly leagueId: string | null;
  /** 1 for the first publication, then 2, 3… for republications after corrections. */
  readonly version: number;
  readonly availableAt: string;
  readonly correctionDeadline: string;
  readonly appealDeadline: string;
  readonly correctionPeriodMinutes: number;
  readonly appealPeriodMinutes: number;
  /**
   * Additive optional field (events written before it have none, and none means complete): present
   * when the director confirmed publication while rounds remained or results were missing.
   */
  readonly publishedIncomplete?: SessionIncomplete;
}

/** One seat of an imported pair as a review settled it: the name the file gives, and the member it is (null: a guest). */
export interface ReviewedPlayer {
  readonly name: string;
  readonly memberId: string | null;
  /** The file's federation id for the seat (additive: reviews recorded before it have none). */
  readonly federationId?: string;
}

/**
 * An imported session's players as the league administrator reviewed them: every entrant's seats
 * linked to members or kept as guests. Until the first review the session counts in no league
 * table; a later review is a correction, and replaces the entrants again.
 */
export interface ImportedPlayersReviewed {
  readonly type: 'ImportedPlayersReviewed';
  readonly schemaVersion: number;
  readonly sessionId: string;
  readonly leagueId: string | null;
  /** 1 for the first review, then 2, 3… for corrections. */
  readonly review: number;
  readonly entrants: readonly {
    readonly section: string;
    readonly pair: string;
    readonly players: readonly ReviewedPlayer[];
  }[];
  /** Members entered before this review and not after it (their histories drop the session). */
  readonly unlinked: readonly string[];
  readonly at: string;
}

/** How East-West confirm the results a table enters: not at all, after each board, or once per round. */
export type TableConfirmation = 'none' | 'board' | 'round';

/** The director opened the session for entry at the tables (the tables' codes are secrets: the auth store's, never here). */
export interface TableEntryOpened {
  readonly type: 'TableEntryOpened';
  readonly schemaVersion: number;
  readonly confirmation: TableConfirmation;
  readonly at: string;
}

/** East-West confirmed the results their table entered: one board, or the round's boards at once. */
export interface TableResultsConfirmed {
  readonly type: 'TableResultsConfirmed';
  readonly schemaVersion: number;
  readonly section: string;
  readonly table: number;
  readonly round: number;
  readonly boards: readonly number[];
  readonly by: 'EW';
  readonly at: string;
}

/** The director moved a table on to a later round than the session's (its phone was lost, it played on). */
export interface TableMoved {
  readonly type: 'TableMoved';
  readonly schemaVersion: number;
  readonly section: string;
  readonly table: number;
  readonly round: number;
  readonly at: string;
}

export type SessionEvent =
  | SessionScheduled
  | TableEntryOpened
  | TableResultsConfirmed
  | TableMoved
  | ImportedPlayersReviewed
  | { readonly type: 'RoundStarted'; readonly schemaVersion: number; readonly round: number; readonly at: string }
  | { readonly type: 'RoundEnded'; readonly schemaVersion: number; readonly round: number; readonly at: string }
  | OfficialScoreMadeAvailable
  | {
      readonly type: 'SessionClosed';
      readonly schemaVersion: number;
      readonly sessionId: string;
      readonly leagueId: string | null;
      readonly at: string;
    };

/** The session's event types past version 1. */
export const SESSION_EVENT_VERSIONS = { SessionScheduled: 2 } as const;

export const SESSION_EVENT_TYPES = [
  'SessionScheduled',
  'RoundStarted',
  'RoundEnded',
  'OfficialScoreMadeAvailable',
  'SessionClosed',
  'ImportedPlayersReviewed',
  'TableEntryOpened',
  'TableResultsConfirmed',
  'TableMoved',
] as const satisfies readonly SessionEvent['type'][];
