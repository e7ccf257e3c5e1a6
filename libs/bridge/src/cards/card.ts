// The 52-card pack (Law 1). A card is written suit then rank, as in `SA`, `HT`, `C2`.

export const SUITS = ['S', 'H', 'D', 'C'] as const; // high to low (Law 1)
export type Suit = (typeof SUITS)[number];

export const RANKS = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'] as const; // high to low
export type Rank = (typeof RANKS)[number];

export type Card = `${Suit}${Rank}`;

export const DECK: readonly Card[] = SUITS.flatMap((s) => RANKS.map((r) => `${s}${r}` as Card));

const CARD_SET = new Set<string>(DECK);

export function isCard(value: string): value is Card {
  return CARD_SET.has(value);
}

/** Parses `SA`, `s10`, `HT`, `♠A`; throws with the offending text when it is not a card of the pack. */
export function parseCard(text: string): Card {
  const symbols: Record<string, Suit> = { '♠': 'S', '♥': 'H', '♦': 'D', '♣': 'C' };
  const trimmed = text.trim().toUpperCase();
  const first = trimmed.charAt(0);
  const suit = symbols[first] ?? first;
  const rank = trimmed.slice(1) === '10' ? 'T' : trimmed.slice(1);
  const card = `${suit}${rank}`;
  if (!isCard(card))
    throw new RangeError(`'${text}' is not a card of the pack (expected suit S/H/D/C then rank A K Q J T 9..2)`);
  return card;
}

export function suitOf(card: Card): Suit {
  return card[0] as Suit;
}

export function rankOf(card: Card): Rank {
  return card[1] as Rank;
}

/** Higher is stronger: A = 12 … 2 = 0. */
export function rankValue(rank: Rank): number {
  return RANKS.length - 1 - RANKS.indexOf(rank);
}
