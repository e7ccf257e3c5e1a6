// What a bridge session is scheduled with: form, scoring, Laws edition, sections with their
// movements (@club/scoring), boards with their stored markings and hand records, entrants, and the
// Law 79C / 92B periods. All of it is stored in SessionScheduled (the config snapshot).
import type { Seat, Vulnerability } from '@club/bridge';
import type { Movement, PairsSessionOptions } from '@club/scoring';

export type SessionForm = 'pairs' | 'teams' | 'individual';
/** Pairs methods of @club/scoring, or a teams match scored in IMPs and victory points. */
export type SessionScoring = 'MP' | 'MP-NA' | 'IMP-BUTLER' | 'IMP-CROSS' | 'TEAMS-IMP-VP';

/** Pairs sessions with several sections: each section its own field (default), or all sections compared together (they must play the same boards). */
export type SectionScoring = 'per-section' | 'across-field';

export type MovementSpec =
  | {
      readonly kind: 'mitchell';
      readonly tables: number;
      readonly boardsPerRound: number;
      readonly rounds?: number;
      readonly evenTables?: 'skip' | 'relay-bye';
      readonly arrowSwitchRounds?: readonly number[];
    }
  | { readonly kind: 'howell'; readonly tables: number; readonly boardsPerRound: number }
  | {
      readonly kind: 'teams';
      readonly home: string;
      readonly away: string;
      readonly boardsPerStint: number;
      readonly stints?: number;
    }
  /** An individual (form `individual`): 4 × tables players, every two partnering once. */
  | { readonly kind: 'individual'; readonly tables: number; readonly boardsPerRound: number }
  | RecordedMovementSpec;

/**
 * A movement read back from a results file (an imported session): who sat where in each round and
 * the boards each table played, as the file records them. Checked like any movement
 * (@club/scoring's movementProblems) when the session is scheduled.
 */
export interface RecordedMovementSpec {
  readonly kind: 'recorded';
  readonly name: string;
  /** `per-table`: duplicated boards, several tables may play one set in a round (barometer). */
  readonly copies: 'one' | 'per-table';
  readonly tables: readonly {
    readonly round: number;
    readonly table: number;
    readonly ns: string;
    readonly ew: string;
    readonly boards: readonly number[];
  }[];
  /** Pairs without opponents in a round (a bye), with the boards the round's set holds. */
  readonly sitOuts: readonly {
    readonly round: number;
    readonly table: number;
    readonly pair: string;
    readonly boards: readonly number[];
  }[];
}

export interface SessionSection {
  readonly section: string;
  readonly spec: MovementSpec;
  /** Generated from the spec when the session was scheduled and stored: the movement played. */
  readonly movement: Movement;
}

export interface SessionBoardRecord {
  readonly board: number;
  /** Stored on the board (Law 2); defaults from the board number when the schedule gives none. */
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  /** Hand record as a PBN deal string, or null when the deal is not recorded. */
  readonly deal: string | null;
}

/** A player who is not a member: his name as given, and his federation id when the file gives one. */
export interface Guest {
  readonly name: string;
  readonly federationId?: string;
}

export interface Entrant {
  readonly section: string;
  /** The movement's pair (or team) id, e.g. `3NS`, `5`, or a team name. */
  readonly pair: string;
  /** Member ids: with the guests, 2 for a pair, 1 for an individual, 4 or more for a team. */
  readonly players: readonly string[];
  /** Players who are not members, as an imported file gives them (names no member bears). Absent: none. */
  readonly guests?: readonly Guest[];
  readonly name?: string;
}

/**
 * How the program that scored an imported session compared the results (@club/scoring's
 * PairsSessionOptions without the method): kept with the session so the club's results are the
 * file's. Absent: the club's defaults.
 */
export type ScoringConventions = Omit<PairsSessionOptions, 'method'>;

/** Where an imported session came from: the file, the program that wrote it, its event, the import. */
export interface ImportedFrom {
  /** The import's id (derived from the file's bytes): recording the same file again records nothing. */
  readonly importId: string;
  readonly fileName: string;
  readonly format: 'PBN' | 'USEBIO' | 'LIN' | 'BWS';
  readonly program: string | null;
  readonly eventName: string | null;
  readonly eventDate: string | null;
}

export interface ScorePeriods {
  /** Law 79C1: default 30. */
  readonly correctionPeriodMinutes: number;
  /** Law 92B: default 30. */
  readonly appealPeriodMinutes: number;
  /** Spec §9 open question: do the clocks restart when a corrected score is republished? Default false: they run from the first publication. */
  readonly restartClocksOnRepublish: boolean;
}

export const DEFAULT_SCORE_PERIODS: ScorePeriods = {
  correctionPeriodMinutes: 30,
  appealPeriodMinutes: 30,
  restartClocksOnRepublish: false,
};

/** The IMPs a team brings into its match (a later segment of a longer match), added to its IMP score. */
export interface CarriedOverImps {
  readonly section: string;
  readonly team: string;
  readonly imps: number;
}
