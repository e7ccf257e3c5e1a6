// decide for one board at one table: the auction decider until the auction ends, then the play
// and claim deciders; a claim stops the play (68D) and establishes the claimer's revokes (63A3).
import { decide as decideAuction } from '../auction';
import type { ClaimCommand } from '../claim/claim-command';
import { decideClaim } from '../claim/decide-claim';
import { parseContract, type FinalContract } from '../contract/contract';
import { decidePlay, establishRevokes } from '../play/decide-play';
import type { PlayEvent } from '../play/play-event';
import type { PlayState } from '../play/play-state';
import { Refused } from '../play/refused';
import { isSeat, sideOf } from '../table/seat';
import { checkEnteredLead } from './entered-lead';
import {
  isClaimCommand,
  isPlayCommand,
  type EnterResult,
  type TableBoardCommand,
  type TableBoardEvent,
} from './table-board-message';
import type { TableBoardState } from './table-board-state';
import { event } from '@club/events';

export function decideTableBoard(command: TableBoardCommand, state: TableBoardState): readonly TableBoardEvent[] {
  if (command.type === 'EnterResult') return [enterResult(command, state)];
  if (state.entered)
    throw new Refused(
      'result-entered',
      'the result of this board was entered directly; its auction and play are not recorded',
    );
  if (isPlayCommand(command)) {
    if (state.auction.pending)
      throw new Refused(
        'auction-director-required',
        'the director is required in the auction: no card is played until the ruling',
      );
    return decidePlay(command, playOf(state));
  }
  if (isClaimCommand(command)) return claim(command, state);
  return decideAuction(command, state.auction);
}

function playOf(state: TableBoardState): PlayState {
  if (state.play) return state.play;
  if (state.deal === null)
    throw new Refused('no-deal', 'the deal is not recorded for this board: only its result can be entered');
  throw new Refused('no-play', 'there is no play: the auction has not ended with a contract');
}

function claim(command: ClaimCommand, state: TableBoardState): TableBoardEvent[] {
  const timeFact =
    command.type === 'RecordFirstCallOnNextBoard' ||
    command.type === 'RecordRoundEnd' ||
    command.type === 'RecordCorrectionPeriodEnd';
  const play = timeFact ? state.play : playOf(state);
  const context = play
    ? {
        declarer: play.declarer,
        dummy: play.dummy,
        tricksQuitted: play.tricks.length,
        playing: play.phase !== 'ended' && play.phase !== 'ceased',
      }
    : { declarer: 'N' as const, dummy: 'S' as const, tricksQuitted: 13, playing: false };
  const events: TableBoardEvent[] = [...decideClaim(command, state.claim, context)];
  if (!play) return events;
  const effects: PlayEvent[] = [];
  if (command.type === 'MakeClaim' || command.type === 'Concede') {
    const reason = command.type === 'MakeClaim' ? 'claim' : 'concession';
    effects.push(event('PlayCeased', { by: command.seat, reason }));
    effects.push(...establishRevokes(play, sideOf(command.seat), reason));
  } else if (command.type === 'AcquiesceClaim') {
    effects.push(...establishRevokes(play, sideOf(command.seat), 'acquiescence'));
  } else if (command.type === 'ObjectToConcession') {
    effects.push(event('PlayResumed', { law: '68B2' }));
  }
  return [...events, ...effects];
}

function enterResult(command: EnterResult, state: TableBoardState): TableBoardEvent {
  if (state.entered)
    throw new Refused(
      'result-entered',
      'a result is already entered for this board; correct it with a score correction',
    );
  if (state.auction.entries.length > 0)
    throw new Refused('auction-recorded', 'this board is being recorded call by call; its result comes from the play');
  const contract: FinalContract =
    typeof command.contract === 'string' ? parseContract(command.contract) : command.contract;
  if (contract === 'Pass') {
    checkEnteredLead(command.lead ?? null, null, state.deal);
    return event('TableResultEntered', { contract, declarer: null, tricks: null, lead: null });
  }
  if (command.declarer === null || !isSeat(command.declarer))
    throw new Refused('bad-declarer', `declarer: '${String(command.declarer)}' is not N, E, S or W`);
  const tricks = command.tricks;
  if (tricks === null || !Number.isInteger(tricks) || tricks < 0 || tricks > 13) {
    throw new Refused(
      'bad-tricks',
      `tricks: ${String(tricks)} is not a whole number from 0 to 13 (tricks taken by declarer)`,
    );
  }
  const lead = checkEnteredLead(command.lead ?? null, command.declarer, state.deal);
  return event('TableResultEntered', { contract, declarer: command.declarer, tricks, lead });
}
