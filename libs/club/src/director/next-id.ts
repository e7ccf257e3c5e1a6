// Ids that order a board's records (rulings r1, r2…, Law 79C2 authorisations a1, a2…) are made by
// the decider from the stream's state, so a retry after a concurrent append takes the next one.

/** `<prefix><n>` for the count of ids so far + 1, moved on past any id already taken. */
export function nextId(prefix: string, taken: readonly string[]): string {
  let n = taken.length + 1;
  while (taken.includes(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}
