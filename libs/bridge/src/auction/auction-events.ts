// Events of one board's auction (spec §10.5, §10.7). Facts first: a call is recorded as made,
// then what the Laws make of it (an irregularity, a hold while the director is at the table...).
import type { Contract } from '../contract/contract';
import type { Irregularity } from '../director/irregularity';
import type { LawsEdition } from '../director/laws-edition';
import type { Seat } from '../table/seat';
import type { Call } from './call';
import type { CallAlert } from './call-alert';
import type { Rectification } from './rectification';

/** Stamped by the auction's `event()`: at version 1, but CallMade at 2 (AUCTION_EVENT_VERSIONS). */
type V = { readonly schemaVersion: number };

/** Who made a choice: a player (Law 10C, without consulting partner) or the director. */
export type Chooser = Seat | 'director';

export type AuctionEvent =
  /** A call as it was made at the table, even if insufficient, above seven or out of rotation; its alert, if any (version 2). */
  | (V & {
      readonly type: 'CallMade';
      readonly seat: Seat;
      readonly call: Call;
      readonly at: number;
      readonly alert: CallAlert | null;
    })
  /** Law 28A: the pass of a player required to pass, deemed made when his LHO calls at his turn. */
  | (V & {
      readonly type: 'PassDeemed';
      readonly seat: Seat;
      readonly at: number;
      readonly before?: number;
      readonly law: '28A';
    })
  | (V & {
      readonly type: 'IrregularityFound';
      readonly irregularity: Irregularity & { readonly at: number };
      readonly turnOf: Seat | undefined;
    })
  /** A call made while the director is required: kept, judged by the coming ruling. */
  | (V & { readonly type: 'CallHeldForRuling'; readonly at: number; readonly pendingAt: number })
  /** After a ruling, a held call examined afresh was in order and now stands. */
  | (V & { readonly type: 'HeldCallReleased'; readonly at: number })
  | (V & {
      readonly type: 'RectificationApplied';
      readonly irregularityAt: number;
      readonly laws: readonly string[];
      readonly edition: LawsEdition;
      readonly optionsOffered: readonly string[];
      readonly optionChosen: string;
      readonly chosenBy: Chooser;
      readonly rectifications: readonly Rectification[];
    })
  /** A conditional consequence (Laws 31A, 32B) took effect when the awaited call was made. */
  | (V & {
      readonly type: 'ObligationTriggered';
      readonly seat: Seat;
      readonly law: string;
      readonly byCallAt: number;
      readonly rectifications: readonly Rectification[];
    })
  | (V & { readonly type: 'AuctionCompleted'; readonly contract: Contract; readonly declarer: Seat })
  | (V & { readonly type: 'PassedOut' });

export type AuctionEventType = AuctionEvent['type'];
