// decide(command, state, context) for claims and concessions. The context is what the play knows
// at the moment: who declares, how many tricks are quitted, whether play is still going on.
import { leftOf, otherSide, partnerOf, rightOf, sideOf, type Seat, type Side } from '../table/seat';
import { Refused } from '../play/refused';
import type { ClaimCommand } from './claim-command';
import type { ClaimEvent } from './claim-event';
import { ACQUIESCENCE_GROUNDS, CONCESSION_GROUNDS, concessionDeadline } from './claim-grounds';
import type { ClaimState } from './claim-state';
import { event } from '@club/events';

export interface ClaimContext {
  readonly declarer: Seat;
  readonly dummy: Seat;
  /** Tricks quitted so far. */
  readonly tricksQuitted: number;
  /** True while cards can still be played (not after the thirteenth trick). */
  readonly playing: boolean;
}

export function decideClaim(command: ClaimCommand, state: ClaimState, context: ClaimContext): readonly ClaimEvent[] {
  switch (command.type) {
    case 'MakeClaim': {
      const { side, remaining, from } = opening(state, context, command.seat, command.tricks, 'claim');
      return [
        event('ClaimMade', {
          claimerSeat: command.seat,
          side,
          tricksClaimed: command.tricks,
          statement: command.statement,
          lineOfPlay: command.lineOfPlay ?? [],
          cardsFaced: command.cardsFaced ?? false,
          currentTrickNo: context.tricksQuitted + 1,
          tricksRemaining: remaining,
          acquiescenceFrom: from,
        }),
      ];
    }
    case 'Concede': {
      const { side, remaining, from } = opening(state, context, command.seat, command.tricks, 'concession');
      return [
        event('ConcessionMade', {
          seat: command.seat,
          side,
          tricksConceded: command.tricks,
          abandonedHand: command.abandonedHand ?? false,
          currentTrickNo: context.tricksQuitted + 1,
          tricksRemaining: remaining,
          acquiescenceFrom: from,
        }),
      ];
    }
    case 'ObjectToConcession': {
      const conceder = state.by;
      const defenderConceded = conceder !== null && conceder !== context.declarer && conceder !== context.dummy;
      if (
        state.status !== 'pending' ||
        state.kind !== 'concession' ||
        !defenderConceded ||
        command.seat !== partnerOf(conceder)
      ) {
        throw new Refused(
          'no-objection-possible',
          `seat: ${command.seat} cannot object: 68B2 is for the partner of a defender whose concession is pending`,
        );
      }
      return [
        event('ConcessionObjectedByPartner', {
          defenderSeat: command.seat,
          directorRequired: state.edition === '1997',
        }),
      ];
    }
    case 'AcquiesceClaim':
      if (state.status !== 'pending')
        throw new Refused('no-pending-claim', 'there is no pending claim or concession to agree to');
      if (!state.acquiescenceFrom.includes(command.seat)) {
        throw new Refused(
          'not-an-opponent',
          `seat: ${command.seat} does not acquiesce; ${state.acquiescenceFrom.join(' and ')} do (69A)`,
        );
      }
      if (state.acquiescedBy.includes(command.seat))
        throw new Refused('already-acquiesced', `${command.seat} has already acquiesced`);
      return [event('ClaimAcquiesced', { seat: command.seat })];
    case 'DisputeClaim':
      if (state.status !== 'pending' && !(state.status === 'agreed' && !state.agreementEstablished)) {
        throw new Refused(
          'nothing-to-dispute',
          `there is no claim open to dispute (status ${state.status}${state.agreementEstablished ? ', agreement established' : ''})`,
        );
      }
      return [event('ClaimDisputed', { seat: command.seat, reason: command.reason })];
    case 'AdjudicateClaim':
      if (state.status !== 'disputed' && state.status !== 'pending')
        throw new Refused('nothing-to-adjudicate', `no claim awaits the director (status ${state.status})`);
      assertTricks('tricksToClaimerSide', command.tricksToClaimerSide, 0, state.tricksRemaining);
      if (state.edition === '1997' && command.playedAfterClaimConsidered) {
        throw new Refused(
          'play-after-claim-void',
          'playedAfterClaimConsidered: under the 1997 Laws all play after a claim is voided (68D)',
        );
      }
      return [
        event('ClaimAdjudicated', {
          tricksToClaimerSide: command.tricksToClaimerSide,
          basis: command.basis,
          reasoning: command.reasoning,
          playedAfterClaimConsidered: command.playedAfterClaimConsidered ?? false,
        }),
      ];
    case 'WithdrawAcquiescence': {
      if (state.status !== 'agreed' || !state.acquiescedBy.includes(command.seat)) {
        throw new Refused('no-acquiescence', `${command.seat} has no agreement to withdraw`);
      }
      if (state.correctionPeriodEnded)
        throw new Refused(
          'too-late',
          'the correction period has ended: agreement may no longer be withdrawn (69B, 79C)',
        );
      const grounds = ACQUIESCENCE_GROUNDS[state.edition];
      if (!grounds.includes(command.ground)) {
        throw new Refused(
          'bad-ground',
          `ground: '${command.ground}' is not a 69B ground in the ${state.edition} Laws (${grounds.join(', ')})`,
        );
      }
      assertTricks('tricks', command.tricks, 1, state.tricksToClaimerSide);
      return [
        event('AcquiescenceWithdrawn', { seat: command.seat, ground: command.ground, tricksRestored: command.tricks }),
      ];
    }
    case 'CancelConcession': {
      if (state.status !== 'agreed')
        throw new Refused('no-concession', `no agreed concession to cancel (status ${state.status})`);
      const grounds = CONCESSION_GROUNDS[state.edition];
      if (!grounds.includes(command.ground)) {
        throw new Refused(
          'bad-ground',
          `ground: '${command.ground}' is not a Law 71 ground in the ${state.edition} Laws (${grounds.join(', ')})`,
        );
      }
      if (concessionDeadline(state.edition, command.ground) === 'next-board-or-round-end') {
        if (state.roundEnded || state.nextBoardCalledBy.includes(state.side!)) {
          throw new Refused(
            'too-late',
            '1997 71C: a trick not losable by normal play is restored only until the conceding side calls on the next board or the round ends',
          );
        }
      } else if (state.correctionPeriodEnded) {
        throw new Refused('too-late', 'the correction period has ended: the concession stands (71, 79C)');
      }
      assertTricks('tricks', command.tricks, 1, state.tricksRemaining - state.tricksToClaimerSide);
      return [event('ConcessionCancelled', { ground: command.ground, tricksRestored: command.tricks })];
    }
    case 'RecordFirstCallOnNextBoard': {
      if (state.nextBoardCalledBy.includes(command.side))
        throw new Refused('already-recorded', `${command.side}'s first call on the next board is already recorded`);
      const events: ClaimEvent[] = [event('FirstCallOnNextBoard', { side: command.side })];
      // 69A: agreement stands once the agreeing side calls on the next board.
      if (
        state.status === 'agreed' &&
        !state.agreementEstablished &&
        state.side !== null &&
        command.side === otherSide(state.side)
      ) {
        events.push(event('ClaimAgreementEstablished', { trigger: 'next-board-call' }));
      }
      return events;
    }
    case 'RecordRoundEnd': {
      if (state.roundEnded) throw new Refused('already-recorded', 'the end of the round is already recorded');
      const events: ClaimEvent[] = [event('BoardRoundEnded')];
      if (state.status === 'agreed' && !state.agreementEstablished)
        events.push(event('ClaimAgreementEstablished', { trigger: 'round-end' }));
      return events;
    }
    case 'RecordCorrectionPeriodEnd':
      if (state.correctionPeriodEnded)
        throw new Refused('already-recorded', 'the end of the correction period is already recorded');
      return [event('CorrectionPeriodEnded')];
  }
}

function opening(state: ClaimState, context: ClaimContext, seat: Seat, tricks: number, kind: 'claim' | 'concession') {
  if (state.status !== 'none')
    throw new Refused('claim-open', `a ${state.kind} by ${state.by} is already ${state.status}`);
  if (!context.playing) throw new Refused('play-not-running', `a ${kind} is made during play; play is not in progress`);
  if (seat === context.dummy)
    throw new Refused('dummy', `seat: ${seat} is dummy and takes no part in the play (43A1c)`);
  const remaining = 13 - context.tricksQuitted;
  assertTricks('tricks', tricks, kind === 'claim' ? 0 : 1, remaining);
  const side: Side = sideOf(seat);
  const declaring = sideOf(context.declarer);
  // A claim against declarer is agreed by declarer; one by declarer, by both defenders.
  const from: Seat[] = side === declaring ? [leftOf(context.declarer), rightOf(context.declarer)] : [context.declarer];
  return { side, remaining, from };
}

function assertTricks(field: string, value: number, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Refused('bad-tricks', `${field}: ${value} is not a whole number from ${min} to ${max}`);
}
