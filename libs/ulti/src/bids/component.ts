// The elementary undertakings a bid is made of (§3.3 of the spec, §4 of the rules), with their
// non-red values in units. Red (piros trump) doubles every trump component (§4(A)(4) etc.).

export const COMPONENTS = [
  'parti', // játék: more card points + melds than the defenders together (§4(A))
  '40-100', // 100 with card points and the trump 40 only (§4(B))
  '20-100', // 100 with card points and one 20
  '4-asz', // the four aces in the declarer's tricks (§4(C))
  'ultimo', // the last trick won with the trump seven (§4(D))
  'durchmars', // all ten tricks, trump game (§4(F)(2)a)
  'teritett-durchmars',
  'betli', // no trick, no trump (§4(E))
  'rebetli',
  'teritett-betli',
  'szintelen-durchmars', // all ten tricks, no trump (§4(F)(2)b)
  'redurchmars',
  'szintelen-teritett-durchmars',
] as const;
export type Component = (typeof COMPONENTS)[number];

export const COMPONENT_VALUE: Readonly<Record<Component, number>> = {
  parti: 1,
  '40-100': 4,
  '20-100': 8,
  '4-asz': 4,
  ultimo: 4,
  durchmars: 6,
  'teritett-durchmars': 12,
  betli: 5,
  rebetli: 10,
  'teritett-betli': 20,
  'szintelen-durchmars': 6,
  redurchmars: 12,
  'szintelen-teritett-durchmars': 24,
};

export const COMPONENT_NAMES: Readonly<Record<Component, string>> = {
  parti: 'játék (parti)',
  '40-100': '40-100',
  '20-100': '20-100',
  '4-asz': '4 ász',
  ultimo: 'ultimó',
  durchmars: 'durchmars',
  'teritett-durchmars': 'terített durchmars',
  betli: 'betli',
  rebetli: 'rebetli',
  'teritett-betli': 'terített betli',
  'szintelen-durchmars': 'szín nélküli durchmars',
  redurchmars: 'redurchmars',
  'szintelen-teritett-durchmars': 'szín nélküli terített durchmars',
};

const BETLI: ReadonlySet<Component> = new Set(['betli', 'rebetli', 'teritett-betli']);
const NO_TRUMP_DURCHMARS: ReadonlySet<Component> = new Set([
  'szintelen-durchmars',
  'redurchmars',
  'szintelen-teritett-durchmars',
]);

export const isBetli = (c: Component): boolean => BETLI.has(c);
export const isNoTrump = (c: Component): boolean => BETLI.has(c) || NO_TRUMP_DURCHMARS.has(c);
/** Any level of durchmars, trump or not: the declarer must take all ten tricks. */
export const isDurchmars = (c: Component): boolean =>
  c === 'durchmars' || c === 'teritett-durchmars' || NO_TRUMP_DURCHMARS.has(c);
/** Played open after the first trick (§4(E)(2)c, §4(F)(2)). */
export const isOpen = (c: Component): boolean =>
  c === 'teritett-betli' || c === 'teritett-durchmars' || c === 'szintelen-teritett-durchmars';
