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
  // The play is (re)built from the auction's result until its first card: a ruling on a call
  // after the final pass (L39) can still arm Law 26 restrictions.
  const untouched =
    state.play === null ||
    (state.play.cardsPlayed === 0 && state.play.phase === 'opening-lead' && state.play.faceDownLead === null);
  const result = auctionResult(auction);
  if (state.deal === null || !untouched || !result || result.passedOut) return { ...state, auction };
  const play = initialPlayState({
    hands: state.deal,
    contract: result.contract,
    declarer: result.declarer,
    edition: state.edition,
    leadRestrictions: result.forPlay.leadRestrictions,
  });
  return { ...state, auction, play };
}
