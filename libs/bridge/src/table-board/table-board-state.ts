import type { Deal } from '../deal/deal';
import type { Vulnerability } from '../board/board-markings';
import { DEFAULT_LAWS_EDITION, type LawsEdition } from '../director/laws-edition';
import { initialState as initialAuctionState, type AuctionState } from '../auction';
import { initialClaimState, type ClaimState } from '../claim/claim-state';
import type { PlayState } from '../play/play-state';
import type { Seat } from '../table/seat';
import type { TableResultEntered } from './table-board-message';

export interface TableBoardSetup {
  /** Stored on the board (Law 2), never recomputed here. */
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  /** The four hands; null when only the result will be entered. */
  readonly deal: Deal | null;
  readonly edition?: LawsEdition;
}

export interface TableBoardState {
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  readonly deal: Deal | null;
  readonly edition: LawsEdition;
  readonly auction: AuctionState;
  /** Starts when the auction ends with a contract and the deal is known. */
  readonly play: PlayState | null;
  readonly claim: ClaimState;
  readonly entered: TableResultEntered | null;
}

export function initialTableBoardState(setup: TableBoardSetup): TableBoardState {
  const edition = setup.edition ?? DEFAULT_LAWS_EDITION;
  return {
    dealer: setup.dealer,
    vulnerability: setup.vulnerability,
    deal: setup.deal,
    edition,
    auction: initialAuctionState(setup.dealer, edition),
    play: null,
    claim: initialClaimState(edition),
    entered: null,
  };
}
