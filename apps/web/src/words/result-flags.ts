// A result far from the field's, in words: what was entered, then why it stands out, from the flag's
// params (@club/bridge resultFlags). Keyed by the flag code union: a new check without its words
// does not compile.
import type { ResultFlag, ResultFlagCode, Seat, Side, Strain } from '@club/bridge';

const STRAIN_SYMBOLS: Readonly<Record<Strain, string>> = { S: '♠', H: '♥', D: '♦', C: '♣', NT: 'NT' };
const STRAIN_NAMES: Readonly<Record<Strain, string>> = {
  S: 'spades',
  H: 'hearts',
  D: 'diamonds',
  C: 'clubs',
  NT: 'no trumps',
};
const DOUBLING: Readonly<Record<string, string>> = { '': '', X: ' doubled', XX: ' redoubled' };
const SIDES: Readonly<Record<Side, string>> = { NS: 'North-South', EW: 'East-West' };

/** A score from North-South's view with its sign: +200, −1100, 0. */
export const signedScore = (score: number): string => (score > 0 ? `+${score}` : score < 0 ? `−${-score}` : '0');

/** '4SX' → 4♠ doubled; anything else as it is. */
function contractWords(contract: string): string {
  const match = /^([1-7])(NT|[SHDC])(X{0,2})$/.exec(contract);
  return match ? `${match[1]}${STRAIN_SYMBOLS[match[2] as Strain]}${DOUBLING[match[3]!]}` : contract;
}

const tables = (n: number) => `${n} table${n === 1 ? '' : 's'}`;

type Params<C extends ResultFlagCode> = Extract<ResultFlag, { code: C }>['params'];

const WHY: { readonly [C in ResultFlagCode]: (p: Params<C>) => string } = {
  'contract-not-reached-beyond-range': (p) =>
    `no other table reached this contract; the field ranged from ${signedScore(p.fieldMin)} to ${signedScore(p.fieldMax)}`,
  'vulnerable-undertrick-others-made': (p) =>
    `${p.undertricks} down vulnerable, where all ${tables(p.othersMade)} that played the board made their contract`,
  'declarer-side-differs': (p) =>
    `at the ${tables(p.others)} that played in ${STRAIN_NAMES[p.strain]}, ${SIDES[p.othersSide]} declared, not ${SIDES[p.side]}`,
};

/** The flag as a sentence: "4♠ doubled by N, −1100: no other table reached this contract; …". */
export function resultFlagWords(flag: ResultFlag): string {
  const { contract, declarer, nsScore } = flag.params as { contract: string; declarer: Seat; nsScore: number };
  const why = (WHY[flag.code] as (p: ResultFlag['params']) => string)(flag.params);
  return `${contractWords(contract)} by ${declarer}, ${signedScore(nsScore)}: ${why}`;
}
