// Names of the parts of a page that a screen reader announces but nobody sees written, in English.
// The site's pages take them in their own language from the catalogue's `pageParts` (messages/results).

export const PAGE_PART_WORDS = {
  /** A wide table's box, reached by Tab so that a keyboard can scroll it sideways. */
  tableScroll: 'Table, scrolls sideways',
} as const;
