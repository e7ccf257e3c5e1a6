// Law 57: a defender who plays before his partner (out of turn, or leading to the next trick
// before partner has played to this one) makes the card a major penalty card; declarer then
// chooses how the partner plays to this trick: his highest or lowest card of the suit led, or no
// card of a suit declarer names (57A). Unable to comply, partner plays any legal card (57B, 59).
import { rankOf, rankValue, suitOf, type Card, type Suit } from '../cards/card';
import type { Seat } from '../table/seat';
import type { PlayEvent } from './play-event';
import type { PlayState } from './play-state';
import { Refused } from './refused';
import { event } from '@club/events';

export type PrematureOption = 'highest' | 'lowest' | 'forbid-suit';

export interface PlayRestriction {
  readonly target: Seat;
  readonly mode: PrematureOption;
  readonly suit?: Suit;
  readonly trickNo: number;
}

export interface PendingPrematurePlay {
  readonly offender: Seat;
  readonly card: Card;
  readonly partner: Seat;
}

export const PREMATURE_OPTIONS: readonly {
  readonly option: PrematureOption;
  readonly law: string;
  readonly description: string;
}[] = [
  { option: 'highest', law: '57A1', description: 'partner plays the highest card he holds of the suit led' },
  { option: 'lowest', law: '57A2', description: 'partner plays the lowest card he holds of the suit led' },
  { option: 'forbid-suit', law: '57A3', description: 'partner may not play a card of a suit declarer names' },
];

/** The cards that comply with the restriction, or null when any legal card will do (57B). */
export function compliantCards(hand: readonly Card[], restriction: PlayRestriction, led: Suit): readonly Card[] | null {
  const ofLed = hand.filter((c) => suitOf(c) === led);
  if (restriction.mode === 'forbid-suit') {
    if (ofLed.length > 0) return null; // following suit comes first (44C)
    const allowed = hand.filter((c) => suitOf(c) !== restriction.suit);
    return allowed.length > 0 ? allowed : null;
  }
  if (ofLed.length === 0) return null;
  const ordered = [...ofLed].sort((a, b) => rankValue(rankOf(b)) - rankValue(rankOf(a)));
  return [restriction.mode === 'highest' ? ordered[0]! : ordered.at(-1)!];
}

/** 57A: declarer's choice for the offender's partner's play to this trick. */
export function prematurePlayRuling(
  state: PlayState,
  option: PrematureOption,
  chosenBy: Seat,
  suit: Suit | undefined,
): PlayEvent {
  const premature = state.premature;
  if (!premature) throw new Refused('no-premature-play', 'no premature play waits for a ruling');
  if (chosenBy !== state.declarer)
    throw new Refused('wrong-chooser', `chosenBy: ${chosenBy} may not elect; the option is declarer's (57A, 10C)`);
  if (option === 'forbid-suit' && !suit)
    throw new Refused('bad-suit', 'suit: name the suit partner may not play (57A3)');
  const law = PREMATURE_OPTIONS.find((o) => o.option === option)!.law;
  return event('PlayRulingGiven', {
    laws: ['57A', law],
    option,
    chosenBy,
    rectifications: [
      {
        kind: 'PlayRestriction',
        target: premature.partner,
        mode: option,
        trickNo: state.current.no,
        ...(option === 'forbid-suit' ? { suit } : {}),
      },
    ],
  });
}
