// An adjusted score as the board and the form name it: an artificial one by its label ('A60/40'),
// an assigned or a weighted one by its kind in the page's language. Pure: the page (a server
// component) and the form (a client one) both call it.
const KINDS = ['assigned', 'weighted'] as const;

export function adjustmentIn(label: string, words: (key: `kinds.${(typeof KINDS)[number]}`) => string): string {
  return (KINDS as readonly string[]).includes(label) ? words(`kinds.${label as (typeof KINDS)[number]}`) : label;
}
