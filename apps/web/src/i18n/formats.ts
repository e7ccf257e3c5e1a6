// The site's named number formats, the same in every language (each writes them its own way:
// "54.32%", "54,32 %", "54,32%"): pages call format.number(value, 'percent').
import type { Formats } from 'next-intl';

export const SITE_FORMATS = {
  number: {
    /** A matchpoint score or any share: two decimals at most. */
    percent: { style: 'percent', maximumFractionDigits: 2 },
    /** A score with its sign (IMPs, a swing): +3, −2, 0. */
    signed: { signDisplay: 'exceptZero', maximumFractionDigits: 2 },
    /** Points with at most two decimals (matchpoints, VPs). */
    points: { maximumFractionDigits: 2 },
  },
} satisfies Formats;
