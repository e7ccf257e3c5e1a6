// When a defender comes to lead and declarer holds a lead option against him: an L26 restriction
// armed in the auction (his first turn to lead), or his partner's major penalty cards (50D2, 51B).
import { SUITS, suitOf, type Suit } from '../cards/card';
import { partnerOf } from '../table/seat';
import { gradeOf } from './penalty-card';
import type { PendingLeadElection, PlayState } from './play-state';

export function leadElectionDue(state: PlayState): PendingLeadElection | null {
  if (
    state.current.cards.length > 0 ||
    state.pending !== null ||
    state.electedAtTrick === state.current.no ||
    state.phase === 'ended' ||
    state.phase === 'ceased'
  )
    return null;
  const target = state.current.leader;
  if (target === state.declarer || target === state.dummy) return null;
  const armed = state.armedLeadRestrictions.find((a) => a.target === target);
  if (armed) {
    const prohibitAny = armed.law === '26B';
    return {
      kind: 'lead-election',
      law: armed.law,
      target,
      suits: prohibitAny ? SUITS : (armed.suits ?? SUITS),
      modes: prohibitAny ? ['prohibit'] : ['require', 'prohibit'],
    };
  }
  const owner = partnerOf(target);
  const majors = state.penaltyCards.filter((p) => p.seat === owner && gradeOf(p, state.penaltyCards) === 'major');
  if (majors.length === 0) return null;
  const suits = SUITS.filter((s): s is Suit => majors.some((p) => suitOf(p.card) === s));
  return { kind: 'lead-election', law: '50D2', target, suits, modes: ['require', 'prohibit'] };
}
