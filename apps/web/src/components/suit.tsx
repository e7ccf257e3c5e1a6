// Suits as symbols with their names for screen readers, in the page's language (src/words/cards.ts);
// hearts and diamonds red, and different in shape from spades and clubs: colour is never the only sign.
import { CARD_WORDS, type SuitLetter } from '../words/cards';
import { useCardWords } from './card-words';

export type { SuitLetter };

const SYMBOLS: Record<SuitLetter, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const RED: ReadonlySet<SuitLetter> = new Set(['H', 'D']);

const isSuit = (letter: string | undefined): letter is SuitLetter => letter !== undefined && letter in SYMBOLS;

export function Suit({ suit }: { suit: SuitLetter }) {
  const words = useCardWords();
  return (
    <span className={RED.has(suit) ? 'suit red' : 'suit'} role="img" aria-label={words.suits[suit]}>
      {SYMBOLS[suit]}
    </span>
  );
}

/** '4S' → 4♠, '3NTx' stays readable, 'Pass' as is. */
export function Contract({ contract }: { contract: string }) {
  const match = /^([1-7])([SHDC])(.*)$/.exec(contract);
  if (!match) return <span>{contract}</span>;
  return (
    <span>
      {match[1]}
      <Suit suit={match[2] as SuitLetter} />
      {match[3]}
    </span>
  );
}

/** A call, card or suit as text, for places that take no markup (an option): '1S' → 1♠, 'HK' → ♥K, 'S' → ♠. */
export function symbolsOf(text: string): string {
  return text.replace(
    /(^|\d)([SHDC])(?=$|[AKQJT1-9])/,
    (_, before: string, suit: SuitLetter) => before + SYMBOLS[suit],
  );
}

/** A card ('HK', 'S10') in English words: 'king of hearts'; not a card, as it is. */
export function cardWords(card: string): string {
  const suit = card[0];
  return isSuit(suit) ? CARD_WORDS.card(suit, card.slice(1)) : card;
}

/**
 * A card such as 'HK' → ♥K, read out as 'king of hearts' ('kőr király'): one image named in words,
 * so its text on the page stays what is seen.
 */
export function Card({ card }: { card: string }) {
  const words = useCardWords();
  const suit = card[0];
  if (!isSuit(suit)) return <span>{card}</span>;
  return (
    <span className="card-face" role="img" aria-label={words.card(suit, card.slice(1))}>
      <span className={RED.has(suit) ? 'suit red' : 'suit'}>{SYMBOLS[suit]}</span>
      {card.slice(1)}
    </span>
  );
}

/** One suit's cards in a hand ('AKT5'), shown with 10 for T and read out rank by rank (an image named in words). */
export function Holding({ cards }: { cards: string }) {
  const words = useCardWords();
  return (
    <span role="img" aria-label={cards === '' ? words.void : words.holding(cards)}>
      {cards === '' ? '—' : cards.replaceAll('T', '10')}
    </span>
  );
}
