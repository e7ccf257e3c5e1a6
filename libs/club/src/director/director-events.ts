// The director's events on a table-board stream (spec §10.7), each with its law references.
import type { LawsEdition, Seat, Side } from '@club/bridge';
import type { Adjustment } from './adjustment';

export const RULING_TYPES = [
  'no-rectification',
  'rectification',
  'player-option',
  'assigned-adjusted-score',
  'weighted-adjusted-score',
  'artificial-adjusted-score',
  'claim-adjudication',
  'concession-cancelled',
  'procedural-penalty',
  'disciplinary-penalty',
  'redeal',
  'board-cancelled',
  'play-on-score-reserved',
  'director-error-correction',
] as const;
export type RulingType = (typeof RULING_TYPES)[number];

export const DIRECTOR_STAGES = ['auction', 'clarification', 'play', 'after-play', 'post-session'] as const;
export type DirectorStage = (typeof DIRECTOR_STAGES)[number];

/** A rectification named in a ruling: its kind (spec §10.7 vocabulary, e.g. `ForcedPass`, `TrickTransfer`) and what it says. */
export interface RulingRectification {
  readonly kind: string;
  readonly seat?: Seat;
  readonly text?: string;
}

export const PENALTY_UNITS = ['MP', '%top', 'IMP', 'VP', 'TotalPoints'] as const;
export type PenaltyUnit = (typeof PENALTY_UNITS)[number];

export interface DirectorCalled {
  readonly type: 'DirectorCalled';
  readonly schemaVersion: number;
  readonly callId: string;
  /** The seat that called, or null when the director came on his own or a scorer called. */
  readonly calledBy: Seat | null;
  readonly stage: DirectorStage;
  readonly irregularity: string;
  readonly at: string;
}

export interface FactsEstablished {
  readonly type: 'FactsEstablished';
  readonly schemaVersion: number;
  /** Law 84 (agreed facts) or 85 (disputed facts, weighed by the director). */
  readonly agreed: boolean;
  readonly findings: string;
  readonly disputedPoints: readonly string[];
  readonly at: string;
}

/** Laws 81–85. `rulingType` is the spec's `RulingGiven.type` (renamed: `type` names the event). */
export interface RulingGiven {
  readonly type: 'RulingGiven';
  readonly schemaVersion: number;
  readonly rulingId: string;
  readonly laws: readonly string[];
  readonly rulingType: RulingType;
  readonly offendingSide: Side | null;
  readonly rectifications: readonly RulingRectification[];
  readonly text: string;
  /** The board's Laws edition, stamped on every ruling. */
  readonly edition: LawsEdition;
  /** Law 83: the contestants were told of their right to appeal. */
  readonly appealRightNotified: boolean;
  readonly at: string;
}

/** Law 12: the adjusted score of a ruling, per side (12C1(f): need not balance). */
export interface ScoreAdjusted {
  readonly type: 'ScoreAdjusted';
  readonly schemaVersion: number;
  readonly rulingId: string;
  readonly adjustment: Adjustment;
  readonly balanced: boolean;
  readonly laws: readonly string[];
  /** Set when an appeal decision varies the score (the appeal stream holds the decision). */
  readonly appealId: string | null;
  readonly at: string;
}

/** Law 90: applied to the contestant's total, not to the board comparison. */
export interface ProceduralPenaltyAssessed {
  readonly type: 'ProceduralPenaltyAssessed';
  readonly schemaVersion: number;
  readonly rulingId: string | null;
  /** The movement's pair (or team) id penalised. */
  readonly contestant: string;
  readonly amount: number;
  readonly unit: PenaltyUnit;
  /** E.g. `90B2`. */
  readonly law: string;
  readonly at: string;
}

/** Law 79C2: director and tournament organizer both satisfied beyond reasonable doubt that the record is wrong. */
export interface LateScoreCorrectionAuthorized {
  readonly type: 'LateScoreCorrectionAuthorized';
  readonly schemaVersion: number;
  readonly authorizationId: string;
  readonly directorId: string;
  readonly organizerId: string;
  readonly attestation: string;
  readonly at: string;
}

export type DirectorEvent =
  | DirectorCalled
  | FactsEstablished
  | RulingGiven
  | ScoreAdjusted
  | ProceduralPenaltyAssessed
  | LateScoreCorrectionAuthorized;

export const DIRECTOR_EVENT_TYPES = [
  'DirectorCalled',
  'FactsEstablished',
  'RulingGiven',
  'ScoreAdjusted',
  'ProceduralPenaltyAssessed',
  'LateScoreCorrectionAuthorized',
] as const satisfies readonly DirectorEvent['type'][];
