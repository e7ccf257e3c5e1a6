// A synthetic multi-board LIN file for the benchmark: seeded deals, 1NT by the dealer passed out
// to, and every trick played with a legal card (the lowest of the suit led, else the lowest held),
// the last five tricks claimed by declarer (`mc`, declarer's side's total).
import { generateDeal, leftOf, SEATS, suitOf, trickWinner, type Card, type PlayedCard, type Seat } from '@club/bridge';

const DIGIT: Readonly<Record<Seat, string>> = { S: '1', W: '2', N: '3', E: '4' };
const LIN_ORDER: readonly Seat[] = ['S', 'W', 'N', 'E'];

export function syntheticLin(boards: number): string {
  const parts: string[] = [`vg|Bench,Synthetic,I,1,${boards},Home,0,Away,0|`];
  for (let board = 1; board <= boards; board++) {
    const dealer = SEATS[(board - 1) % 4]!;
    const deal = generateDeal(board, dealer);
    const hand = (seat: Seat) =>
      ['S', 'H', 'D', 'C']
        .map(
          (suit) =>
            suit +
            deal[seat]
              .filter((c) => c[0] === suit)
              .map((c) => c[1])
              .join(''),
        )
        .join('');
    parts.push(
      `qx|o${board}|pn|s,w,n,e|md|${DIGIT[dealer]}${LIN_ORDER.slice(0, 3).map(hand).join(',')},|ah|Board ${board}|sv|o|`,
      'mb|1N|mb|p|mb|p|mb|p|pg||',
    );
    const hands: Record<Seat, Card[]> = { N: [...deal.N], E: [...deal.E], S: [...deal.S], W: [...deal.W] };
    let leader = leftOf(dealer);
    let won = 0;
    for (let trick = 1; trick <= 8; trick++) {
      const cards: PlayedCard[] = [];
      let seat = leader;
      for (let i = 0; i < 4; i++) {
        const held = hands[seat];
        const following = cards.length === 0 ? [] : held.filter((c) => suitOf(c) === suitOf(cards[0]!.card));
        const card = (following.length > 0 ? following : held)[(following.length > 0 ? following : held).length - 1]!;
        held.splice(held.indexOf(card), 1);
        cards.push({ seat, card });
        parts.push(`pc|${card}|`);
        seat = leftOf(seat);
      }
      leader = trickWinner(cards, null);
      if (leader === dealer || leader === leftOf(leftOf(dealer))) won++;
      parts.push('pg||');
    }
    parts.push(`mc|${won + 5}|pg||\n`);
  }
  return parts.join('');
}
