// Laws 31A and 32B: after a cancelled call out of rotation at RHO's turn, the consequence waits
// for RHO's call (pass: the offender must repeat) and, under 31A2, for the offender's own next call.
import { partnerOf, rightOf, type Seat } from '../../table/seat';
import type { Call } from '../call';
import type { AuctionObligation, Rectification } from '../rectification';
import { everyTurn, leadRestriction, nextTurn, watch } from './ruling-context';

export function conditionMet(
  o: AuctionObligation,
  seat: Seat,
  call: Call,
): { law: string; rectifications: Rectification[] } | undefined {
  const offender = o.seat;
  if (o.kind === 'RhoCallDecides' && seat === rightOf(offender)) {
    if (call.kind === 'Pass') {
      const law = o.law === '31A' ? '31A1' : '32B1';
      return { law, rectifications: [{ kind: 'MustRepeatCall', seat: offender, call: o.withdrawn, law }] };
    }
    if (o.law === '31A')
      return {
        law: '31A2',
        rectifications: [{ kind: 'OffenderCallDecides', seat: offender, withdrawn: o.withdrawn, law: '31A2' }],
      };
    return {
      law: '32B2',
      rectifications: [everyTurn(partnerOf(offender), '32B2'), leadRestriction(offender, o.withdrawn), watch('23')],
    };
  }
  if (o.kind === 'OffenderCallDecides' && seat === offender) {
    const repeats = call.kind === 'Bid' && o.withdrawn.kind === 'Bid' && call.strain === o.withdrawn.strain;
    return repeats
      ? { law: '31A2(a)', rectifications: [nextTurn(partnerOf(offender), '31A2(a)'), watch('23')] }
      : {
          law: '31A2(b)',
          rectifications: [
            everyTurn(partnerOf(offender), '31A2(b)'),
            leadRestriction(offender, o.withdrawn),
            watch('23'),
          ],
        };
  }
  return undefined;
}
