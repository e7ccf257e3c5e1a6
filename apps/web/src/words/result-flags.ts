// A result far from the field's, in words: what was entered, then why it stands out, from the flag's
// params (@club/bridge resultFlags). Keyed by the flag code union: a new check without its words
// does not compile. resultFlagWords is English; resultFlagIn writes it in the page's language, with
// the catalogue's `resultFlags` words (messages/results).
import type { ResultFlag, ResultFlagCode, Seat, Side, Strain } from '@club/bridge';
import type { useTranslations } from 'next-intl';

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

/** The page's words for a flag: its `resultFlags` messages and a seat's letter (N, or S in Czech). */
export interface ResultFlagTranslation {
  readonly t: ReturnType<typeof useTranslations<'resultFlags'>>;
  readonly seat: (seat: Seat) => string;
}

const DOUBLING_KEYS = { X: 'doubled', XX: 'redoubled' } as const;

const WHY_IN: {
  readonly [C in ResultFlagCode]: (p: Params<C>, t: ResultFlagTranslation['t']) => string;
} = {
  'contract-not-reached-beyond-range': (p, t) =>
    t('notReached', { min: signedScore(p.fieldMin), max: signedScore(p.fieldMax) }),
  'vulnerable-undertrick-others-made': (p, t) =>
    t('downVulnerable', { undertricks: p.undertricks, others: p.othersMade }),
  'declarer-side-differs': (p, t) =>
    t('otherSide', {
      others: p.others,
      strain: t(`strains.${p.strain}`),
      othersSide: t(`sides.${p.othersSide}`),
      side: t(`sides.${p.side}`),
    }),
};

/** The flag as a sentence in the page's language; in English the same as resultFlagWords. */
export function resultFlagIn(flag: ResultFlag, { t, seat }: ResultFlagTranslation): string {
  const { contract, declarer, nsScore } = flag.params as { contract: string; declarer: Seat; nsScore: number };
  const match = /^([1-7])(NT|[SHDC])(X{0,2})$/.exec(contract);
  const doubling = match?.[3] ? DOUBLING_KEYS[match[3] as keyof typeof DOUBLING_KEYS] : null;
  const written = match ? `${match[1]}${STRAIN_SYMBOLS[match[2] as Strain]}${doubling ? t(doubling) : ''}` : contract;
  const why = (WHY_IN[flag.code] as (p: ResultFlag['params'], t: ResultFlagTranslation['t']) => string)(flag.params, t);
  return t('sentence', { contract: written, declarer: seat(declarer), score: signedScore(nsScore), why });
}
