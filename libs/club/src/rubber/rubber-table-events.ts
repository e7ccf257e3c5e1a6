// Events of a rubber table stream (`rubbertable-<tableId>`): one table's evening of rubbers. A deal
// is stored as the table entered it (players, not sides), so the sheet is re-derived by the
// bridge engine; a wrong deal is corrected by a new event, never edited.
import type { HonoursHolding, Strain, Doubling } from '@club/bridge';

export type RubberTableVariant = 'standard' | 'czech-text-003' | 'chicago';
export type PartnershipChange = 'cut' | 'rotation';

/** A player at the table: a member, or a guest (no memberId). The name is the name alone (version 2). */
export interface RubberPlayer {
  readonly playerId: string;
  /** As typed or as the member is called; the page adds the word for a guest in its own language. */
  readonly name: string;
  /** The club member, or null for a guest (who plays and settles, but has no history or ladder place). */
  readonly memberId: string | null;
}

/** Clockwise at the table: NS[0], EW[0], NS[1], EW[1]; with five, one player sits out. */
export interface RubberSeating {
  readonly NS: readonly [string, string];
  readonly EW: readonly [string, string];
  readonly out: string | null;
}

export interface PlayedDeal {
  readonly kind: 'played';
  readonly dealer: string;
  readonly contract: { readonly level: number; readonly strain: Strain; readonly doubling: Doubling };
  readonly declarer: string;
  /** Tricks taken by declarer's side. */
  readonly tricks: number;
  readonly honours: { readonly player: string; readonly holding: HonoursHolding } | null;
}

export interface PassedOutDeal {
  readonly kind: 'passed-out';
  readonly dealer: string;
}

export type RubberTableDeal = PlayedDeal | PassedOutDeal;

export type RubberTableEvent =
  | {
      readonly type: 'RubberTableOpened';
      readonly schemaVersion: number;
      readonly tableId: string;
      readonly clubId: string;
      readonly openedBy: string;
      readonly openedAt: string;
      /** Season for the club's rubber ladder, if the evening counts toward one. */
      readonly seasonId: string | null;
      readonly players: readonly RubberPlayer[];
      readonly seating: RubberSeating;
      readonly firstDealer: string;
      readonly variant: RubberTableVariant;
      /** Amount per 100 points in the club's smallest money unit; null: no stake. */
      readonly stake: number | null;
      /** Each rubber's margin is rounded to this many points (default 100). */
      readonly rounding: number;
      readonly partnershipChange: PartnershipChange;
    }
  | {
      readonly type: 'RubberDealRecorded';
      readonly schemaVersion: number;
      readonly rubber: number;
      /** 1-based within the rubber, passed-out deals included. */
      readonly deal: number;
      readonly entry: RubberTableDeal;
    }
  | {
      readonly type: 'RubberDealCorrected';
      readonly schemaVersion: number;
      readonly rubber: number;
      readonly deal: number;
      readonly entry: RubberTableDeal;
      readonly correctedBy: string;
      readonly reason: string;
    }
  | {
      readonly type: 'NextRubberStarted';
      readonly schemaVersion: number;
      readonly rubber: number;
      readonly seating: RubberSeating;
      readonly how: PartnershipChange | 'same';
      /** Who deals first in this rubber, when the cut says (null: the deal passes on clockwise). Version 2. */
      readonly firstDealer: string | null;
    }
  | { readonly type: 'RubberTableClosed'; readonly schemaVersion: number; readonly closedAt: string };

export const RUBBER_TABLE_EVENT_TYPES = [
  'RubberTableOpened',
  'RubberDealRecorded',
  'RubberDealCorrected',
  'NextRubberStarted',
  'RubberTableClosed',
] as const satisfies readonly RubberTableEvent['type'][];

/**
 * Event versions above 1 (rubber-table-upcasters.ts): NextRubberStarted 2 names the first dealer;
 * RubberTableOpened 2 stores a guest's name without a guest word.
 */
export const RUBBER_TABLE_EVENT_VERSIONS = { NextRubberStarted: 2, RubberTableOpened: 2 } as const;

export const RUBBER_TABLE_STREAM_PREFIX = 'rubbertable-';
export const rubberTableStreamId = (tableId: string) => `${RUBBER_TABLE_STREAM_PREFIX}${tableId}`;
