// evolve for one board at one table: routes each event to its machine; the play starts when the
// auction ends with a contract, carrying the auction's Law 26 lead restrictions.
import { auctionResult, evolve as evolveAuction } from '../auction';
import { evolveClaim } from '../claim/evolve-claim';
import { evolvePlay } from '../play/evolve-play';
import { initialPlayState } from '../play/play-state';
import { isClaimEvent, isPlayEvent, type TableBoardEvent } from './table-board-message';
import type { TableBoardState } from './table-board-state';

export function evolveTableBoard(state: TableBoardState, event: TableBoardEvent): TableBoardState {
  if (event.type === 'TableResultEntered') return { ...state, entered: event };
  if (isPlayEvent(event)) return state.play ? { ...state, play: evolvePlay(state.play, event) } : state;
  if (isClaimEvent(event)) return { ...state, claim: evolveClaim(state.claim, event) };
  const auction = evolveAuction(state.auction, event);
  if (event.type !== 'AuctionCompleted' || state.deal === null) return { ...state, auction };
  const result = auctionResult(auction);
  const play = initialPlayState({
    hands: state.deal,
    contract: event.contract,
    declarer: event.declarer,
    edition: state.edition,
    leadRestrictions: result && !result.passedOut ? result.forPlay.leadRestrictions : [],
  });
  return { ...state, auction, play };
}
