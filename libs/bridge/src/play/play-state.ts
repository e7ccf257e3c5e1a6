// The play of one board (Laws 41-66) as a projection of its events: what each hand still holds,
// the tricks, whose turn it is, and every irregularity the director may still have to rule on.
import type { Card, Suit } from '../cards/card';
import { validateDeal } from '../deal/deal';
import type { Contract } from '../contract/contract';
import { DEFAULT_LAWS_EDITION, type LawsEdition } from '../director/laws-edition';
import type { Irregularity } from '../director/irregularity';
import { openingLeaderOf, partnerOf, type Seat } from '../table/seat';
import type { PenaltyCard } from './penalty-card';
import type { ArmedLeadRestriction, LeadRestriction } from './lead-restriction';
import type { Revoke } from './revoke';
import { trumpOf, type PlayedCard, type Trick } from './trick';
import type { PlayOption } from './play-option';
import { leadElectionDue } from './lead-election';
import type { PendingPrematurePlay, PlayRestriction } from './premature-play';

export type Hands = Readonly<Record<Seat, readonly Card[]>>;

export interface PlaySetup {
  readonly hands: Hands;
  readonly contract: Contract;
  readonly declarer: Seat;
  /** Default 2007 (spec §0.2). */
  readonly edition?: LawsEdition;
  /** L26 lead restrictions armed by auction rulings, elected by declarer at the target's first lead. */
  readonly leadRestrictions?: readonly ArmedLeadRestriction[];
  /** L24: a defender's cards exposed during the auction, already penalty cards when play starts. */
  readonly penaltyCards?: readonly PenaltyCard[];
}

export type PlayPhase =
  | 'opening-lead' // clarification period: waiting for the opening lead (L41A)
  | 'lead-face-down' // the opening lead lies face down (L41A-C)
  | 'play' // play period (L41C)
  | 'ceased' // a claim or concession stopped play (L68D)
  | 'ended'; // thirteen tricks quitted

/** An irregularity that needs a choice before play can go on (a lead out of turn, L53-56). */
export interface PendingLeadOutOfTurn {
  readonly kind: 'lead-out-of-turn';
  readonly law: '54' | '55' | '56';
  readonly offender: Seat;
  readonly card: Card;
  readonly correctLeader: Seat;
  readonly options: readonly PlayOption[];
  /** Who chooses: declarer (54, 56) or either defender (55A). */
  readonly chooser: 'declarer' | 'defender';
}

/** Declarer's choice about a lead by `target` (L26 from the auction, 50D2/51B penalty cards). */
export interface PendingLeadElection {
  readonly kind: 'lead-election';
  readonly law: '26A2' | '26B' | '50D2';
  readonly target: Seat;
  /** Suits declarer may name; for 26B any suit (prohibit only). */
  readonly suits: readonly Suit[];
  readonly modes: readonly ('require' | 'prohibit')[];
}

export interface PlayState {
  readonly edition: LawsEdition;
  readonly contract: Contract;
  readonly trump: Suit | null;
  readonly declarer: Seat;
  readonly dummy: Seat;
  readonly phase: PlayPhase;
  /** Cards not yet played, penalty cards included (they stay part of the hand, face up). */
  readonly hands: Hands;
  readonly faceDownLead: PlayedCard | null;
  readonly dummySpread: boolean;
  readonly tricks: readonly Trick[];
  /** The trick in progress: number, leader and cards so far. */
  readonly current: { readonly no: number; readonly leader: Seat; readonly cards: readonly PlayedCard[] };
  /** The hand due to play next (dummy's seat when declarer must play from dummy). */
  readonly turn: Seat;
  readonly revokes: readonly Revoke[];
  readonly penaltyCards: readonly PenaltyCard[];
  readonly armedLeadRestrictions: readonly ArmedLeadRestriction[];
  readonly leadRestrictions: readonly LeadRestriction[];
  readonly pending: PendingLeadOutOfTurn | null;
  /** A defender's premature play waiting for declarer's 57A option. */
  readonly premature: PendingPrematurePlay | null;
  /** 57A restrictions on a defender's play to one trick. */
  readonly playRestrictions: readonly PlayRestriction[];
  readonly election: PendingLeadElection | null;
  /** Trick at whose lead declarer already elected (or waived) his lead option. */
  readonly electedAtTrick: number | null;
  /** The last penalty card not played (50C, 52), until declarer's option. */
  readonly penaltyBreach: {
    readonly seat: Seat;
    readonly card: Card;
    readonly expected: readonly Card[];
    readonly trickNo: number;
  } | null;
  /** Cards played after a claim stopped play: evidence (2007, 70D3) or void (1997). */
  readonly playedAfterClaim: readonly PlayedCard[];
  /** Every irregularity flagged, in order. */
  readonly irregularities: readonly Irregularity[];
  /** Cards played so far, the `at` index of irregularities. */
  readonly cardsPlayed: number;
  readonly handsReturned: boolean;
}

export function initialPlayState(setup: PlaySetup): PlayState {
  validateDeal(setup.hands, { complete: true }); // impossible data: not 52 cards, 13 a hand
  const leader = openingLeaderOf(setup.declarer);
  const state: PlayState = {
    edition: setup.edition ?? DEFAULT_LAWS_EDITION,
    contract: setup.contract,
    trump: trumpOf(setup.contract.strain),
    declarer: setup.declarer,
    dummy: partnerOf(setup.declarer),
    phase: 'opening-lead',
    hands: setup.hands,
    faceDownLead: null,
    dummySpread: false,
    tricks: [],
    current: { no: 1, leader, cards: [] },
    turn: leader,
    revokes: [],
    penaltyCards: setup.penaltyCards ?? [],
    armedLeadRestrictions: setup.leadRestrictions ?? [],
    leadRestrictions: [],
    pending: null,
    premature: null,
    playRestrictions: [],
    election: null,
    electedAtTrick: null,
    penaltyBreach: null,
    playedAfterClaim: [],
    irregularities: [],
    cardsPlayed: 0,
    handsReturned: false,
  };
  return { ...state, election: leadElectionDue(state) };
}
