// The 32-card Hungarian pack (§1(1)). A card is written `suit-rank`, e.g. `makk-A`, `piros-10`, `zold-O`.

export const SUITS = ['piros', 'makk', 'tok', 'zold'] as const;
export type Suit = (typeof SUITS)[number];

/** Display names, with the accents the players use. */
export const SUIT_NAMES: Readonly<Record<Suit, string>> = { piros: 'piros', makk: 'makk', tok: 'tök', zold: 'zöld' };

/** A 10 K O(felső) U(alsó) 9 8 7: the trump-game order, strongest first (§1(1)a). */
export const RANKS = ['A', '10', 'K', 'O', 'U', '9', '8', '7'] as const;
export type Rank = (typeof RANKS)[number];

export const RANK_NAMES: Readonly<Record<Rank, string>> = {
  A: 'ász',
  '10': 'tízes',
  K: 'király',
  O: 'felső',
  U: 'alsó',
  '9': 'kilences',
  '8': 'nyolcas',
  '7': 'hetes',
};

export type Card = `${Suit}-${Rank}`;

export const PACK: readonly Card[] = SUITS.flatMap((s) => RANKS.map((r) => `${s}-${r}` as Card));

const CARD_SET = new Set<string>(PACK);

export function isCard(value: unknown): value is Card {
  return typeof value === 'string' && CARD_SET.has(value);
}

/** Throws naming the text when it is not a card of the pack. */
export function parseCard(text: string): Card {
  const card = text
    .trim()
    .toLowerCase()
    .replace('ö', 'o')
    .replace(/-(a|k|o|u)$/, (m) => m.toUpperCase());
  if (!isCard(card))
    throw new RangeError(
      `'${text}' is not a card of the pack (expected suit-rank, suit piros/makk/tok/zold, rank A 10 K O U 9 8 7)`,
    );
  return card;
}

export function suitOf(card: Card): Suit {
  return card.slice(0, card.indexOf('-')) as Suit;
}

export function rankOf(card: Card): Rank {
  return card.slice(card.indexOf('-') + 1) as Rank;
}

export function cardName(card: Card): string {
  return `${SUIT_NAMES[suitOf(card)]} ${RANK_NAMES[rankOf(card)]}`;
}
