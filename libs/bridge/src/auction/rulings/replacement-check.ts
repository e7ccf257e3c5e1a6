// The offender's substitute call named in a ruling must be legal and fit the option (27B1a: the
// lowest sufficient bid in the same denomination; 27B2/B3: a sufficient bid or a pass).
import { Refused } from '../../play/refused';
import type { Seat } from '../../table/seat';
import type { AuctionState } from '../auction-state';
import { lastStandingBid, seatToCall } from '../auction-view';
import { formatCall, lowestSufficientBid, sameCall, type Call } from '../call';
import { classifyCall } from '../classify-call';
import type { ReplacementRule } from './ruling-context';

export function checkReplacement(
  state: AuctionState,
  offender: Seat,
  withdrawn: Call,
  call: Call,
  rule: ReplacementRule,
): void {
  const what = `replacement ${formatCall(call)}`;
  if (seatToCall(state) !== offender)
    throw new Refused(
      'replacement-out-of-turn',
      `Rectify: after the ruling it is not ${offender}'s turn, so no replacement call is possible`,
    );
  const found = classifyCall(state, offender, call).irregularity;
  if (found)
    throw new Refused(
      'illegal-replacement',
      `Rectify: ${what} is not a legal call here (${found.kind}, Law ${found.law})`,
    );
  if (rule === 'sufficient-or-pass' && call.kind !== 'Pass' && call.kind !== 'Bid')
    throw new Refused('replacement-sufficient-or-pass', `Rectify: ${what} must be a sufficient bid or a pass`);
  if (rule === 'lowest-sufficient-same-strain') {
    const lowest =
      withdrawn.kind === 'Bid' ? lowestSufficientBid(withdrawn.strain, lastStandingBid(state)?.call) : undefined;
    if (!lowest || !sameCall(lowest, call))
      throw new Refused(
        'replacement-not-lowest',
        `Rectify: ${what} is not the lowest sufficient bid in the same denomination (${lowest ? formatCall(lowest) : 'none'})`,
      );
  }
}
