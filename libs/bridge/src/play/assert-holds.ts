import { isCard, type Card } from '../cards/card';
import { isSeat, SEATS, type Seat } from '../table/seat';
import type { PlayState } from './play-state';
import { Refused } from './refused';

/** Impossible data: a card the hand does not hold. */
export function assertHolds(state: PlayState, seat: Seat, card: Card): void {
  if (!isSeat(seat)) throw new Refused('not-a-seat', `seat: '${String(seat)}' is not N, E, S or W`);
  if (state.hands[seat].includes(card)) return;
  if (!isCard(card)) throw new Refused('not-a-card', `card: '${String(card)}' is not a card of the pack`);
  const played = [...state.tricks, state.current].find((t) => t.cards.some((c) => c.card === card));
  if (played) throw new Refused('card-not-held', `${seat} does not hold ${card}: it was played to trick ${played.no}`);
  const holder = SEATS.find((s) => state.hands[s].includes(card));
  if (holder) throw new Refused('card-not-held', `${seat} does not hold ${card}: it is in ${holder}'s hand`);
  throw new Refused('card-not-held', `${seat} does not hold ${card}`);
}
