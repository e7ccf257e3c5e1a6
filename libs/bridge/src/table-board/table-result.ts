// The result of one board at one table: contract, declarer, tricks after the Law 64 transfers and
// the claim settlement, and the Law 77 score from North-South's view.
import type { FinalContract } from '../contract/contract';
import { auctionResult } from '../auction';
import { claimSettlement } from '../claim/claim-state';
import { revokeTransfers, transferToDeclarerSide, type RevokeTransfer } from '../play/law64';
import { scoreNS } from '../score/duplicate-score';
import { sideOf, type Seat } from '../table/seat';
import type { TableBoardState } from './table-board-state';

export interface TableResult {
  readonly contract: FinalContract;
  readonly declarer: Seat | null;
  /** Tricks won by declarer's side in play (and by claim), before the revoke transfers. */
  readonly tricksBeforeTransfers: number | null;
  /** Tricks credited to declarer's side after Law 64 transfers and claim rulings. */
  readonly tricks: number | null;
  readonly transfers: readonly RevokeTransfer[];
  readonly nsScore: number;
  readonly source: 'play' | 'claim' | 'entered' | 'passed-out';
}

/** Undefined while the board is not finished (auction or play running, a claim unsettled). */
export function tableResult(state: TableBoardState): TableResult | undefined {
  const entered = state.entered;
  if (entered) {
    const nsScore =
      entered.contract === 'Pass'
        ? 0
        : scoreNS(entered.contract, entered.declarer!, state.vulnerability, entered.tricks!);
    const source = entered.contract === 'Pass' ? 'passed-out' : 'entered';
    return {
      contract: entered.contract,
      declarer: entered.declarer,
      tricksBeforeTransfers: entered.tricks,
      tricks: entered.tricks,
      transfers: [],
      nsScore,
      source,
    };
  }
  const auction = auctionResult(state.auction);
  if (!auction) return undefined;
  if (auction.passedOut)
    return {
      contract: 'Pass',
      declarer: null,
      tricksBeforeTransfers: null,
      tricks: null,
      transfers: [],
      nsScore: 0,
      source: 'passed-out',
    };
  const play = state.play;
  if (!play) return undefined;
  const settlement = claimSettlement(state.claim);
  if (play.phase !== 'ended' && !(play.phase === 'ceased' && settlement)) return undefined;
  const side = sideOf(play.declarer);
  const wonInPlay = play.tricks.filter((t) => sideOf(t.winner) === side).length;
  const claimed = settlement ?? { NS: 0, EW: 0 };
  const transfers = revokeTransfers({
    tricks: play.tricks,
    revokes: play.revokes,
    edition: play.edition,
    claimedTricks: claimed,
  });
  const before = wonInPlay + claimed[side];
  const tricks = before + transferToDeclarerSide(transfers, side);
  return {
    contract: auction.contract,
    declarer: play.declarer,
    tricksBeforeTransfers: before,
    tricks,
    transfers,
    nsScore: scoreNS(auction.contract, play.declarer, state.vulnerability, tricks),
    source: settlement ? 'claim' : 'play',
  };
}
