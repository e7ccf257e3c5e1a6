// The auction (§3): the first bidder must bid; each later bid takes the talon, discards two and
// names a higher bid; a player who passed may bid again; it ends when the others have passed; the
// declarer may then raise his own bid (önrablás), which reopens it.
import { isHigher, resolveShortName } from '../bids/bid-order';
import { bidById } from '../bids/bid-table';
import { cardName, type Card } from '../cards/card';
import type { Command } from '../game/commands';
import type { DealEvent } from '../game/events';
import { RuleError } from '../game/rule-error';
import { auctionClosed, type DealState } from '../game/state';
import { event } from '@club/events';

type BidCommand = Extract<Command, { type: 'bid' }>;

/** `force` applies a bid a ruling let stand although it was out of turn or not higher (§13(2)#4b, #6). */
export function decideBid(cmd: BidCommand, state: DealState, force = false): DealEvent[] {
  if (!force) checkTurn(cmd.player, state);
  const order = state.ruleSet.settings.bidOrder;
  const current = state.highest?.bid;
  const bid = resolveShortName(cmd.bid, current, order);
  bidById(bid);
  if (!force && current !== undefined && !isHigher(bid, current, order)) {
    throw new RuleError(
      'bid-not-higher',
      `${cmd.player}'s bid ${bidById(bid).name} is not higher than ${bidById(current).name} (§3(5))`,
    );
  }
  const r = state.restricted;
  if (r && r.player === cmd.player && r.bid !== bid) {
    throw new RuleError('bid-restricted', `${cmd.player} may only bid ${bidById(r.bid).name} (§13(2)#5)`);
  }
  const selfRob = state.highest?.player === cmd.player;
  const first = state.highest === null;
  const talonTaken = !first && (!selfRob || cmd.discard !== undefined || !state.ruleSet.settings.selfRobWithoutTalon);
  const holding = talonTaken ? [...state.hands[cmd.player]!, ...state.talon] : [...state.hands[cmd.player]!];
  if (first || talonTaken) checkDiscard(cmd.player, cmd.discard, holding);
  else if (cmd.discard !== undefined)
    throw new RuleError('discard-without-talon', `${cmd.player} raises without the talon and cannot discard`);
  return [
    event('BidMade', {
      player: cmd.player,
      said: cmd.bid,
      bid,
      discard: cmd.discard ? [...cmd.discard] : null,
      talonTaken,
    }),
  ];
}

export function decidePass(cmd: Extract<Command, { type: 'pass' }>, state: DealState): DealEvent[] {
  if (state.highest === null) {
    // The first bidder's "passz" is a bid of the simple game (§4(A)(5), A-24).
    return decideBid({ type: 'bid', player: cmd.player, bid: 'passz', discard: cmd.discard }, state);
  }
  checkTurn(cmd.player, state);
  if (auctionClosed(state))
    throw new RuleError('auction-over-lead-or-raise', `the auction is over: ${cmd.player} leads or raises his own bid`);
  return [event('Passed', { player: cmd.player })];
}

function checkTurn(player: string, state: DealState): void {
  if (state.phase !== 'auction') throw new RuleError('auction-over', 'the auction is over');
  if (!state.order.includes(player)) throw new RuleError('not-in-deal', `'${player}' does not play in this deal`);
  if (state.barred.includes(player))
    throw new RuleError('barred-from-auction', `${player} is out of the auction by a ruling`);
  if (state.turn !== player)
    throw new RuleError('not-your-turn', `it is ${state.turn}'s turn to bid, not ${player}'s`, {
      turn: state.turn,
      player,
    });
  if (auctionClosed(state) && state.highest?.player !== player)
    throw new RuleError('auction-closed', 'the auction is closed');
}

function checkDiscard(player: string, discard: readonly Card[] | undefined, holding: readonly Card[]): void {
  if (!discard || discard.length !== 2)
    throw new RuleError('discard-two', `${player} must discard exactly 2 cards to the talon (§3(2))`);
  if (discard[0] === discard[1])
    throw new RuleError('discard-twice', `${player} discards ${cardName(discard[0]!)} twice`);
  for (const c of discard)
    if (!holding.includes(c))
      throw new RuleError('discard-not-held', `${player} does not hold ${cardName(c)} to discard`);
}
