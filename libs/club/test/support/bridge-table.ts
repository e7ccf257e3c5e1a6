// A hand-made deal for scripting a whole board: every hand holds one suit, so North (all the
// spades) ruffs the heart lead and draws the rest. 7S by North makes all 13 tricks.
//   N: spades  E: hearts  S: diamonds  W: clubs
import { parseCall, type Card, type Seat, type TableBoardCommand } from '@club/bridge';

export const ONE_SUIT_EACH = 'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432';

const RANKS = 'AKQJT98765432';

export function auction(dealer: Seat, text: string): TableBoardCommand[] {
  const order: Seat[] = ['N', 'E', 'S', 'W'];
  return text
    .split(' ')
    .map((t, i) => ({ type: 'MakeCall', seat: order[(order.indexOf(dealer) + i) % 4]!, call: parseCall(t) }));
}

/** The whole play of 7S by North on ONE_SUIT_EACH: East leads hearts, North wins every trick. */
export function sevenSpadesPlay(): TableBoardCommand[] {
  const cards: TableBoardCommand[] = [];
  const card = (seat: Seat, suit: string, i: number): TableBoardCommand => ({
    type: 'PlayCard',
    seat,
    card: `${suit}${RANKS[i]}` as Card,
  });
  cards.push(card('E', 'H', 0), card('S', 'D', 0), card('W', 'C', 0), card('N', 'S', 0));
  for (let i = 1; i < 13; i++) cards.push(card('N', 'S', i), card('E', 'H', i), card('S', 'D', i), card('W', 'C', i));
  return cards;
}
