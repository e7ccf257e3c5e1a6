// Suits as symbols with their names for screen readers; hearts and diamonds red.
export type SuitLetter = 'S' | 'H' | 'D' | 'C';

const SUITS: Record<SuitLetter, { symbol: string; name: string; red: boolean }> = {
  S: { symbol: '♠', name: 'spades', red: false },
  H: { symbol: '♥', name: 'hearts', red: true },
  D: { symbol: '♦', name: 'diamonds', red: true },
  C: { symbol: '♣', name: 'clubs', red: false },
};

export function Suit({ suit }: { suit: SuitLetter }) {
  const s = SUITS[suit];
  return (
    <span className={s.red ? 'suit red' : 'suit'} role="img" aria-label={s.name}>
      {s.symbol}
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
    (_, before: string, suit: SuitLetter) => before + SUITS[suit].symbol,
  );
}

/** A card such as 'HK' → ♥K. */
export function Card({ card }: { card: string }) {
  const suit = card[0] as SuitLetter;
  if (!(suit in SUITS)) return <span>{card}</span>;
  return (
    <span>
      <Suit suit={suit} />
      {card.slice(1)}
    </span>
  );
}
