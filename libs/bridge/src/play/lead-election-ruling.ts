// Declarer's lead option (26A2, 26B, 50D2, 51B): require or prohibit a suit at a defender's lead,
// or neither; naming a penalty card's suit picks up the penalty cards of that suit.
import { suitOf, type Suit } from '../cards/card';
import { partnerOf } from '../table/seat';
import type { PlayEvent } from './play-event';
import type { PlayRectification } from './play-rectification';
import type { PlayState } from './play-state';
import { Refused } from './refused';
import { event } from '@club/events';

export function electLeadRestriction(
  state: PlayState,
  mode: 'require' | 'prohibit' | 'none',
  suit: Suit | undefined,
): PlayEvent[] {
  const election = state.election;
  if (!election) throw new Refused('no-lead-election', 'declarer has no lead option to exercise now');
  const base = event('PlayRulingGiven', { laws: [election.law], chosenBy: state.declarer });
  if (mode === 'none') {
    return [
      {
        ...base,
        option: 'none',
        rectifications: [{ kind: 'LeadElectionWaived', target: election.target, suits: election.suits }],
      },
    ];
  }
  if (!suit || !election.suits.includes(suit)) {
    throw new Refused(
      'bad-suit',
      `suit: '${String(suit)}' is not one declarer may name here (${election.suits.join(', ')})`,
    );
  }
  if (!election.modes.includes(mode))
    throw new Refused('bad-mode', `mode: Law ${election.law} lets declarer only ${election.modes.join(' or ')} a suit`);
  const rectifications: PlayRectification[] = [
    {
      kind: 'LeadRestrictionElected',
      target: election.target,
      mode,
      suit,
      law: election.law,
      duration: mode === 'require' ? 'first-lead' : 'while-retains-lead',
    },
  ];
  if (election.law === '50D2') {
    const owner = partnerOf(election.target);
    const cards = state.penaltyCards.filter((p) => p.seat === owner && suitOf(p.card) === suit).map((p) => p.card);
    rectifications.push({ kind: 'PenaltyCardReleased', seat: owner, cards });
  }
  return [{ ...base, option: mode, rectifications }];
}
