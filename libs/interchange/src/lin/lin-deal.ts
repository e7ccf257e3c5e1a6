// `md|3S269H2568QADTQC2T,S47AH...,S58Q...,|`: the dealer digit (1 South, 2 West, 3 North, 4 East),
// then the hands of South, West, North and East, each suit letter followed by its ranks; the last
// hand may be left empty (it is then the rest of the pack). `sv|` is the vulnerability: o (or 0, -)
// none, n North-South, e East-West, b both.
import { fillMissingHand, parseCard, type Card, type Deal, type Seat, type Vulnerability } from '@club/bridge';

const DEALERS: Readonly<Record<string, Seat>> = { '1': 'S', '2': 'W', '3': 'N', '4': 'E' };
/** The order of the hands in `md`. */
export const LIN_HAND_ORDER: readonly Seat[] = ['S', 'W', 'N', 'E'];

export interface LinDeal {
  /** null when the `md` value starts with no dealer digit. */
  readonly dealer: Seat | null;
  readonly deal: Deal;
}

export function parseLinDeal(value: string): LinDeal {
  const text = value.trim();
  const digit = /^[0-9]/.test(text) ? text[0]! : null;
  if (digit !== null && DEALERS[digit] === undefined)
    throw new RangeError(`dealer digit '${digit}' is not 1 (South), 2 (West), 3 (North) or 4 (East)`);
  const handTexts = (digit === null ? text : text.slice(1)).split(',');
  if (handTexts.length > 4) throw new RangeError(`${handTexts.length} hands; a deal has 4 (South, West, North, East)`);
  const hands: Partial<Record<Seat, Card[] | null>> = {};
  LIN_HAND_ORDER.forEach((seat, i) => {
    const handText = (handTexts[i] ?? '').trim();
    hands[seat] = handText === '' ? null : parseLinHand(handText, seat);
  });
  return {
    dealer: digit === null ? null : DEALERS[digit]!,
    deal: fillMissingHand(hands as Record<Seat, Card[] | null>),
  };
}

function parseLinHand(text: string, seat: Seat): Card[] {
  const cards: Card[] = [];
  let suit: string | null = null;
  for (const match of text.toUpperCase().matchAll(/10|./g)) {
    const char = match[0];
    if ('SHDC'.includes(char)) suit = char;
    else if (suit === null) throw new RangeError(`hand ${seat} '${text}': '${char}' comes before any suit letter`);
    else {
      try {
        cards.push(parseCard(`${suit}${char}`));
      } catch {
        throw new RangeError(`hand ${seat} '${text}': '${char}' is not a card rank (AKQJT98765432)`);
      }
    }
  }
  return cards;
}

const VULNERABILITY: Readonly<Record<string, Vulnerability>> = {
  o: 'None',
  '0': 'None',
  '-': 'None',
  n: 'NS',
  e: 'EW',
  b: 'All',
};

export function parseLinVulnerability(value: string): Vulnerability {
  const found = VULNERABILITY[value.trim().toLowerCase()];
  if (found === undefined)
    throw new RangeError(`'${value}' is not a vulnerability: o (none), n (North-South), e (East-West) or b (both)`);
  return found;
}
