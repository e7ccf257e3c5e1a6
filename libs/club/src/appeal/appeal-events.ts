// Events of an appeal stream (`appeal-<appealId>`), spec §10.8: the appeal of one or more rulings
// given at one table on one board, from lodging (Law 92) through routing and hearing (Law 93) to a
// decision and, if any, the regulating authority's final word (93C).
import type { LawsEdition } from '@club/bridge';
import type { RulingType } from '../director/director-events';
import type { z } from 'zod';
import type { directorCommandSchemas } from '../director/director-commands';
import type { SessionForm } from '../session/session-setup';

/** Who lodges the appeal for the contestant (Law 92A): a player of the pair, or the team's captain. */
export type AppellantRole = 'player' | 'captain';

/** The bodies that hear and decide an appeal (Law 93A/B). */
export type AppealBody = 'chief-director' | 'appeals-committee';

/** Law 93B1/2: a part on the Laws or regulations alone, or on facts and judgement. */
export type AppealPartKind = 'law-regulation' | 'fact-judgement';

export type AppealOutcome = 'upheld' | 'varied' | 'overturned';

type AdjustScoreInput = z.input<(typeof directorCommandSchemas)['AdjustScore']>;
/** An adjusted score as the director's AdjustScore command takes it (contracts as text, e.g. '4SX'). */
export interface AdjustedScoreInput {
  readonly ns: AdjustScoreInput['ns'];
  readonly ew: AdjustScoreInput['ew'];
}

/** The appealed ruling as the board recorded it (RulingGiven), kept so the 93B3 check needs no other stream. */
export interface AppealedRuling {
  readonly rulingId: string;
  readonly rulingType: RulingType;
  readonly laws: readonly string[];
}

export interface AppealLodged {
  readonly type: 'AppealLodged';
  readonly schemaVersion: number;
  readonly appealId: string;
  readonly sessionId: string;
  readonly tableBoardStream: string;
  readonly rulingIds: readonly string[];
  /** The appealed rulings as given on the board (type and laws), for the 93B3 check. */
  readonly rulings: readonly AppealedRuling[];
  readonly appellant: { readonly contestant: string; readonly memberId: string; readonly role: AppellantRole };
  /** Law 92C: every appeal is made through the director. */
  readonly viaDirectorId: string;
  readonly grounds: string;
  readonly lodgedAt: string;
  readonly form: SessionForm;
  readonly edition: LawsEdition;
  /** Law 92D: the member whose agreement is still needed (partner or captain), or null when none is. */
  readonly concurrenceFrom: string | null;
  /** Law 92D (1997): an absent member is deemed to concur. Snapshot of the setting. */
  readonly absentMemberDeemedToConcur: boolean;
  /** Law 92B deadline when the appeal was lodged, or null while the official score was not yet available. */
  readonly appealDeadline: string | null;
  readonly publicationVersion: number | null;
  /** The deposit the appellant paid, in the club's money, when the club asks for one (absent: none). */
  readonly deposit?: number;
}

/** What the deciding body does with a lodged deposit: kept (e.g. an appeal without merit) or returned. */
export type DepositFate = 'kept' | 'returned';

export interface AppealConcurrenceRecorded {
  readonly type: 'AppealConcurrenceRecorded';
  readonly schemaVersion: number;
  readonly memberId: string;
  readonly concurs: boolean;
  /** 1997 Law 92D: the member was absent and is deemed to concur. */
  readonly deemed: boolean;
  readonly at: string;
}

/** Why an appeal is not heard: Law 92D (no concurrence), 92B (out of time), 92A (not an appeal of a ruling). */
export type AppealRejection = 'no-concurrence' | 'out-of-time' | 'not-an-appeal-of-a-ruling';

export interface AppealRejected {
  readonly type: 'AppealRejected';
  readonly schemaVersion: number;
  readonly reason: AppealRejection;
  /** The director who rejected it (absent when the partner's refusal ended it). */
  readonly by?: string;
  /** The director's words to the appellant. */
  readonly text?: string;
  readonly at: string;
}

export interface RoutedPart {
  readonly partId: string;
  readonly kind: AppealPartKind;
  readonly question: string;
  readonly rulingIds: readonly string[];
  readonly to: AppealBody;
}

export interface AppealRouted {
  readonly type: 'AppealRouted';
  readonly schemaVersion: number;
  readonly chiefDirectorId: string;
  readonly committeeAvailable: boolean;
  readonly parts: readonly RoutedPart[];
  /** The law that sent the parts where they went: 93A (no committee) or 93B. */
  readonly law: '93A' | '93B';
  readonly at: string;
}

/** Law 93B1: the chief director's ruling on a point of law or regulation is appealed to the committee. */
export interface AppealTakenToCommittee {
  readonly type: 'AppealTakenToCommittee';
  readonly schemaVersion: number;
  readonly partIds: readonly string[];
  readonly at: string;
}

export interface AppealHearingScheduled {
  readonly type: 'AppealHearingScheduled';
  readonly schemaVersion: number;
  readonly body: AppealBody;
  readonly hearingAt: string;
  readonly panel: readonly string[];
  readonly at: string;
}

export interface AppealHeard {
  readonly type: 'AppealHeard';
  readonly schemaVersion: number;
  readonly body: AppealBody;
  readonly attendees: readonly string[];
  readonly evidenceRefs: readonly string[];
  readonly notes: string;
  readonly at: string;
}

export interface AppealDecided {
  readonly type: 'AppealDecided';
  readonly schemaVersion: number;
  readonly body: AppealBody;
  readonly partIds: readonly string[];
  readonly outcome: AppealOutcome;
  /** The adjusted score the decision gives (as the director's AdjustScore takes it), or null. */
  readonly newAdjustedScore: AdjustedScoreInput | null;
  readonly laws: readonly string[];
  /** Law 93B3: the committee may recommend that the director change his ruling. */
  readonly recommendation: string | null;
  /** Law 92A: an appeal judged without merit may be sanctioned under the regulations. */
  readonly meritless: boolean;
  /** The lodged deposit's fate, decided once (absent when no deposit was lodged or an earlier decision settled it). */
  readonly deposit?: DepositFate;
  readonly decidedBy: readonly string[];
  readonly text: string;
  readonly at: string;
}

export interface AppealWithdrawn {
  readonly type: 'AppealWithdrawn';
  readonly schemaVersion: number;
  readonly by: string;
  readonly reason: string | null;
  readonly at: string;
}

/** Law 93C2: the director or the committee refers the matter to the regulating authority, whose decision is final. */
export interface AppealReferred {
  readonly type: 'AppealReferred';
  readonly schemaVersion: number;
  readonly by: AppealBody;
  readonly authority: string;
  readonly at: string;
}

/** Law 93C1 (1997 93C: to the national authority): a further appeal after the above remedies are exhausted. */
export interface FurtherAppealLodged {
  readonly type: 'FurtherAppealLodged';
  readonly schemaVersion: number;
  readonly authority: string;
  /** The authority's own deadline, when its procedure sets one. */
  readonly deadline: string | null;
  readonly at: string;
}

export interface RegulatingAuthorityDecided {
  readonly type: 'RegulatingAuthorityDecided';
  readonly schemaVersion: number;
  readonly authority: string;
  readonly outcome: AppealOutcome;
  readonly newAdjustedScore: AdjustedScoreInput | null;
  readonly text: string;
  readonly at: string;
}

/** No further appeal: the decision stands (no 93C1 procedure used, or 93C3a made the committee final). */
export interface AppealFinalized {
  readonly type: 'AppealFinalized';
  readonly schemaVersion: number;
  readonly basis: 'no-further-appeal' | 'committee-final-93C3a';
  readonly at: string;
}

export type AppealEvent =
  | AppealLodged
  | AppealConcurrenceRecorded
  | AppealRejected
  | AppealRouted
  | AppealTakenToCommittee
  | AppealHearingScheduled
  | AppealHeard
  | AppealDecided
  | AppealWithdrawn
  | AppealReferred
  | FurtherAppealLodged
  | RegulatingAuthorityDecided
  | AppealFinalized;

const TYPES: Record<AppealEvent['type'], true> = {
  AppealLodged: true,
  AppealConcurrenceRecorded: true,
  AppealRejected: true,
  AppealRouted: true,
  AppealTakenToCommittee: true,
  AppealHearingScheduled: true,
  AppealHeard: true,
  AppealDecided: true,
  AppealWithdrawn: true,
  AppealReferred: true,
  FurtherAppealLodged: true,
  RegulatingAuthorityDecided: true,
  AppealFinalized: true,
};

export const APPEAL_EVENT_TYPES = Object.keys(TYPES) as readonly AppealEvent['type'][];
