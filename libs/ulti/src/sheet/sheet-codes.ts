// The codes of a score sheet's refusals (SheetError): the index the translations key on.
export const ULTI_SHEET_CODES = [
  'component-missing',
  'declarer-cannot-kontra',
  'declarer-sits-out',
  'field-missing',
  'kontra-not-pairwise',
  'not-a-part-of-bid',
  'outcome-contradicts',
  'not-at-table',
  'player-sits-twice',
  'rekontra-without-kontra',
  'renonsz-not-on-sheet',
  'ruling-refused',
  'sheet-field-invalid',
  'silent-in-bid',
  'silent-not-in-this-game',
  'silent-twice',
  'sheet-not-derivable',
  'trump-missing',
  'trump-not-allowed',
  'unknown-bid',
  'wrong-dealer',
] as const;

export type UltiSheetCode = (typeof ULTI_SHEET_CODES)[number];
