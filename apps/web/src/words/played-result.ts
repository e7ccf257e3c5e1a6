// A table's result on its replay page in the page's language ("3NT by N, 13 tricks, NS 520"), from
// the facts the results reader gives (contract, declarer, tricks, North-South's score).
import type { Seat } from '@club/bridge';
import type { useTranslations } from 'next-intl';

export interface PlayedResultFacts {
  readonly contract: string;
  readonly declarer: Seat | null;
  readonly tricks: number | null;
  readonly scoreNs: number;
}

export interface PlayedResultWords {
  readonly t: ReturnType<typeof useTranslations<'replayPage'>>;
  /** A seat's letter in the page's language (N, or S in Czech). */
  readonly seat: (seat: Seat) => string;
}

/** The result in words; a passed-out board is `Pass, NS 0`. */
export function playedResultIn(result: PlayedResultFacts, { t, seat }: PlayedResultWords): string {
  return [
    result.contract,
    result.declarer ? t('resultBy', { declarer: seat(result.declarer) }) : '',
    result.tricks !== null ? t('resultTricks', { tricks: result.tricks }) : '',
    // As the traveller writes scores: the number alone, never grouped.
    t('resultScore', { score: String(result.scoreNs) }),
  ].join('');
}
