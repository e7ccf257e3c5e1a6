// The irregularities the engine notices, as codes: the auction's (classify-call.ts, Laws 25–39),
// the play's (Laws 50–64) and the choice a penalty card leaves declarer (lead-election). The site
// words each code in the page's language; the English names here are the engine's own, for logs,
// the CLI and any reader without a language. A stored event keeps its kind as it was recorded: a
// kind outside this list is still shown, its hyphens read as spaces.
export const IRREGULARITY_KINDS = [
  'insufficient-bid',
  'pass-out-of-rotation',
  'bid-out-of-rotation',
  'double-out-of-rotation',
  'redouble-out-of-rotation',
  'inadmissible-double',
  'inadmissible-redouble',
  'call-when-required-to-pass',
  'bid-above-seven',
  'call-after-final-pass',
  'double-or-redouble-forbidden-this-turn',
  'repeat-call-not-made',
  'lead-out-of-turn',
  'premature-play',
  'revoke',
  'penalty-card-not-played',
  'lead-before-declarer-option',
  'lead-election',
] as const;

export type IrregularityKind = (typeof IRREGULARITY_KINDS)[number];

export const isIrregularityKind = (kind: string): kind is IrregularityKind =>
  (IRREGULARITY_KINDS as readonly string[]).includes(kind);

/** The kind in the engine's English: the code read as words ('insufficient-bid' → 'insufficient bid'). */
export const irregularityInEnglish = (kind: string): string => kind.replaceAll('-', ' ');
