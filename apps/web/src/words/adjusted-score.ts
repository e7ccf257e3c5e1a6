// An adjusted North-South score in the page's language: each outcome's score signed and never
// grouped, as travellers write scores (+1100, -50), a weighted outcome with its percentage in the
// page's number style (`33.33% +620`, `33,33 % +620`). The server sends the numbers only.
import type { createFormatter, useTranslations } from 'next-intl';

export interface AdjustedScorePart {
  /** The outcome's weight in percent; null: an assigned score, the only outcome. */
  readonly percent: number | null;
  readonly scoreNs: number;
}

export interface AdjustedScoreWords {
  readonly t: ReturnType<typeof useTranslations<'boardPage'>>;
  readonly format: Pick<ReturnType<typeof createFormatter>, 'number'>;
}

/** One line per outcome: `+620`, or `50% +620`, `30% +170`, `20% -100`. */
export function adjustedScoreLines(parts: readonly AdjustedScorePart[], { t, format }: AdjustedScoreWords): string[] {
  return parts.map((part) => {
    const score = format.number(part.scoreNs, { signDisplay: 'exceptZero', useGrouping: false });
    if (part.percent === null) return score;
    return t('weightedPart', { percent: format.number(part.percent, { maximumFractionDigits: 2 }), score });
  });
}
