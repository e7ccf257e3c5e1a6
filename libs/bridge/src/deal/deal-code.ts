// A complete deal as 26 hexadecimal digits: for each card of the pack in order (spade ace first),
// two bits naming its holder. Exact and reversible, so a deal can name a document or a job (no hash,
// no collision): boards with the same cards share their double-dummy analysis.
import { DECK, type Card } from '../cards/card';
import type { Seat } from '../table/seat';
import { type Deal } from './deal';
import { sortHand } from './hand';

const HOLDERS: readonly Seat[] = ['N', 'E', 'S', 'W'];
const CODE = /^[0-9a-f]{26}$/;

/** The 26-digit code of a complete deal. */
export function dealCode(deal: Deal): string {
  const holder = new Map<Card, number>();
  HOLDERS.forEach((seat, index) => deal[seat].forEach((card) => holder.set(card, index)));
  let code = '';
  // Two cards a hex digit: 52 cards, 26 digits.
  for (let i = 0; i < DECK.length; i += 2) {
    const high = holder.get(DECK[i]!);
    const low = holder.get(DECK[i + 1]!);
    if (high === undefined || low === undefined) throw new RangeError('a deal code needs a complete deal of 52 cards');
    code += ((high << 2) | low).toString(16);
  }
  return code;
}

/** Whether a text is a deal code (26 lower-case hexadecimal digits). */
export const isDealCode = (text: string): boolean => CODE.test(text);

/** The deal a code names; throws on a text that is not one, or on a code whose hands are not 13 cards each. */
export function dealOfCode(code: string): Deal {
  if (!isDealCode(code)) throw new RangeError(`'${code}' is not a deal code (26 hexadecimal digits)`);
  const hands: Record<Seat, Card[]> = { N: [], E: [], S: [], W: [] };
  for (let i = 0; i < code.length; i++) {
    const digit = parseInt(code[i]!, 16);
    hands[HOLDERS[digit >> 2]!].push(DECK[2 * i]!);
    hands[HOLDERS[digit & 3]!].push(DECK[2 * i + 1]!);
  }
  for (const seat of HOLDERS)
    if (hands[seat].length !== 13)
      throw new RangeError(`deal code '${code}' gives ${seat} ${hands[seat].length} cards, not 13`);
  return { N: sortHand(hands.N), E: sortHand(hands.E), S: sortHand(hands.S), W: sortHand(hands.W) };
}
