// The auction as one decider object ({decide, evolve, initialState}), the shape event stores and
// given/when/then helpers take, for one board whose dealer and Laws edition are known.
import type { LawsEdition } from '../director/laws-edition';
import type { Seat } from '../table/seat';
import type { AuctionCommand } from './auction-commands';
import type { AuctionEvent } from './auction-events';
import { initialState, type AuctionState } from './auction-state';
import { decide } from './decide';
import { evolve } from './evolve';

export interface AuctionDecider {
  decide(command: AuctionCommand, state: AuctionState): AuctionEvent[];
  evolve(state: AuctionState, event: AuctionEvent): AuctionState;
  readonly initialState: AuctionState;
}

export function auctionDecider(dealer: Seat, edition?: LawsEdition): AuctionDecider {
  return { decide, evolve, initialState: initialState(dealer, edition) };
}
