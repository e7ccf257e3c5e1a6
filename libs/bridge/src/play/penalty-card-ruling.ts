// Law 52: a defender played another card where a penalty card was due. Declarer may accept it
// (the penalty card stays a penalty card, 52B1), and must once he has played since; or require the
// penalty card, and the card played instead becomes a major penalty card (52B2).
import type { Card } from '../cards/card';
import type { Seat } from '../table/seat';
import type { PlayEvent } from './play-event';
import type { PlayState } from './play-state';
import { Refused } from './refused';
import { event } from '@club/events';

type PlayRuling = Extract<PlayEvent, { type: 'PlayRulingGiven' }>;

/** Substitution is possible while the card is the last one played to the trick in progress. */
export function penaltyCardOptions(state: PlayState): readonly ('accept' | 'substitute')[] {
  const breach = state.penaltyBreach;
  if (!breach) return [];
  const last = state.current.cards.at(-1);
  const open = breach.trickNo === state.current.no && last?.seat === breach.seat && last.card === breach.card;
  return open ? ['accept', 'substitute'] : ['accept'];
}

export function penaltyCardRuling(
  state: PlayState,
  option: 'accept' | 'substitute',
  chosenBy: Seat,
  card: Card | undefined,
): PlayRuling {
  const breach = state.penaltyBreach;
  if (!breach) throw new Refused('no-penalty-card-breach', 'no penalty card was left unplayed');
  if (chosenBy !== state.declarer)
    throw new Refused('wrong-chooser', `chosenBy: ${chosenBy} may not elect; the option is declarer's (52B, 10C)`);
  const options = penaltyCardOptions(state);
  if (!options.includes(option))
    throw new Refused(
      'option-not-available',
      `option: '${option}' is not available; declarer must accept once play has gone on (52B1)`,
    );
  if (option === 'accept') return event('PlayRulingGiven', { laws: ['52B1'], option, chosenBy, rectifications: [] });
  // With several penalty cards due, declarer designates which one is played (50D1a, 51A).
  const substitute = card ?? (breach.expected.length === 1 ? breach.expected[0] : undefined);
  if (!substitute || !breach.expected.includes(substitute)) {
    throw new Refused('bad-card', `card: name the penalty card to be played (${breach.expected.join(', ')})`);
  }
  return event('PlayRulingGiven', {
    laws: ['52B2'],
    option,
    chosenBy,
    rectifications: [
      { kind: 'CardSubstituted', seat: breach.seat, withdrawn: breach.card, substitute },
      { kind: 'PenaltyCard', seat: breach.seat, card: breach.card, grade: 'major', law: '52B2' },
    ],
  });
}
