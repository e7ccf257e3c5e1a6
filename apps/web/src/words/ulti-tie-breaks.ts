// The Ulti league table's tie-break criteria in words, as the league page and the league form say them.
// English; the pages' own language: the catalogue's ultiTieBreaks (messages/ulti).
import type { ULTI_TIE_BREAKS } from '@club/club';

export type UltiTieBreak = (typeof ULTI_TIE_BREAKS)[number];

export const ULTI_TIE_BREAK_WORDS: Readonly<Record<UltiTieBreak, string>> = {
  'placement-points': 'placement points',
  forints: 'forints',
  'head-to-head': 'head-to-head',
  'table-wins': 'table wins',
};

/** The criteria in the order the league form offers them. */
export const ULTI_TIE_BREAK_CHOICES = Object.keys(ULTI_TIE_BREAK_WORDS) as UltiTieBreak[];
