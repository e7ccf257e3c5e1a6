// "Higher bid" (§3(2), §3(5)): the table order decides. The order is a setting, so every
// function takes it; `SPEC_BID_ORDER` is the default.
import { bidById, isBidId } from './bid-table';

export type BidOrder = readonly string[];

function position(order: BidOrder, id: string): number {
  const at = order.indexOf(id);
  if (at < 0) throw new RangeError(`'${id}' is not in the bid order of this rule set`);
  return at;
}

export function isHigher(a: string, b: string, order: BidOrder): boolean {
  return position(order, a) > position(order, b);
}

/** The bid with the next higher rank, or undefined above the highest (§13(2)#3c, #4a, #5). */
export function nextBid(id: string, order: BidOrder): string | undefined {
  return order[position(order, id) + 1];
}

/** Without red and without the level of betli / no-trump durchmars: the "name" of §3(4). */
export function bidFamily(id: string): string {
  const plain = id.replace(/^piros-/, '');
  if (plain === 'piros') return 'passz';
  if (plain === 'rebetli' || plain === 'teritett-betli') return 'betli';
  if (plain === 'redurchmars' || plain === 'szintelen-teritett-durchmars') return 'szintelen-durchmars';
  return plain;
}

/**
 * What a said name means (§3(4)): a name that leaves red or the level unsaid means the lowest bid
 * of that name above the current bid ("40-100" after ultimó is piros 40-100; "betli" after piros
 * ultimó is rebetli). A fully specified name means itself. Without a higher one it stays as said,
 * and the caller finds it not higher.
 */
export function resolveShortName(said: string, current: string | undefined, order: BidOrder): string {
  if (!isBidId(said)) bidById(said); // throws naming the unknown bid
  if (bidFamily(said) !== said || current === undefined) return said;
  const candidates = order.filter((id) => bidFamily(id) === said && isHigher(id, current, order));
  return candidates[0] ?? said;
}
