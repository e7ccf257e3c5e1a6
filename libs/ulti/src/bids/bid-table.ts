// The 54 legal bids, weakest first: the table of spec §3.5 (the source's own licittábla is missing,
// Values are stated, not computed, so that a test can check them against the components.
import type { Component } from './component';

export interface BidDefinition {
  /** Position in the spec's table, 1 = weakest. A club may reorder (setting `bidOrder`). */
  readonly rank: number;
  /** ASCII identifier used in records, e.g. `piros-40-100-ultimo`. */
  readonly id: string;
  /** The name said at the table. */
  readonly name: string;
  readonly components: readonly Component[];
  readonly red: boolean;
  readonly value: number;
}

type Row = [id: string, name: string, components: Component[], red: boolean, value: number];

const ROWS: Row[] = [
  ['passz', 'Passz (játék)', ['parti'], false, 1],
  ['piros-passz', 'Piros passz (piros játék)', ['parti'], true, 2],
  ['40-100', '40-100', ['40-100'], false, 4],
  ['4-asz', '4 ász', ['4-asz', 'parti'], false, 5],
  ['ultimo', 'Ultimó', ['ultimo', 'parti'], false, 5],
  ['betli', 'Betli', ['betli'], false, 5],
  ['durchmars', 'Durchmars', ['durchmars'], false, 6],
  ['szintelen-durchmars', 'Szín nélküli durchmars', ['szintelen-durchmars'], false, 6],
  ['40-100-4-asz', '40-100 4 ász', ['40-100', '4-asz'], false, 8],
  ['ultimo-4-asz', 'Ultimó 4 ász', ['ultimo', '4-asz'], false, 8],
  ['40-100-ultimo', '40-100 ultimó', ['40-100', 'ultimo'], false, 8],
  ['piros-40-100', 'Piros 40-100', ['40-100'], true, 8],
  ['20-100', '20-100', ['20-100'], false, 8],
  ['piros-4-asz', 'Piros 4 ász', ['4-asz', 'parti'], true, 10],
  ['piros-ultimo', 'Piros ultimó', ['ultimo', 'parti'], true, 10],
  ['40-100-durchmars', '40-100 durchmars', ['40-100', 'durchmars'], false, 10],
  ['ultimo-durchmars', 'Ultimó durchmars', ['ultimo', 'durchmars'], false, 10],
  ['rebetli', 'Rebetli', ['rebetli'], false, 10],
  ['40-100-ultimo-4-asz', '40-100 ultimó 4 ász', ['40-100', 'ultimo', '4-asz'], false, 12],
  ['20-100-4-asz', '20-100 4 ász', ['20-100', '4-asz'], false, 12],
  ['20-100-ultimo', '20-100 ultimó', ['20-100', 'ultimo'], false, 12],
  ['redurchmars', 'Redurchmars', ['redurchmars'], false, 12],
  ['piros-durchmars', 'Piros durchmars', ['durchmars'], true, 12],
  ['teritett-durchmars', 'Terített durchmars', ['teritett-durchmars'], false, 12],
  ['40-100-ultimo-durchmars', '40-100 ultimó durchmars', ['40-100', 'ultimo', 'durchmars'], false, 14],
  ['20-100-durchmars', '20-100 durchmars', ['20-100', 'durchmars'], false, 14],
  ['20-100-ultimo-4-asz', '20-100 ultimó 4 ász', ['20-100', 'ultimo', '4-asz'], false, 16],
  ['piros-40-100-4-asz', 'Piros 40-100 4 ász', ['40-100', '4-asz'], true, 16],
  ['piros-ultimo-4-asz', 'Piros ultimó 4 ász', ['ultimo', '4-asz'], true, 16],
  ['piros-40-100-ultimo', 'Piros 40-100 ultimó', ['40-100', 'ultimo'], true, 16],
  ['40-100-teritett-durchmars', '40-100 terített durchmars', ['40-100', 'teritett-durchmars'], false, 16],
  ['ultimo-teritett-durchmars', 'Ultimó terített durchmars', ['ultimo', 'teritett-durchmars'], false, 16],
  ['piros-20-100', 'Piros 20-100', ['20-100'], true, 16],
  ['20-100-ultimo-durchmars', '20-100 ultimó durchmars', ['20-100', 'ultimo', 'durchmars'], false, 18],
  [
    '40-100-ultimo-teritett-durchmars',
    '40-100 ultimó terített durchmars',
    ['40-100', 'ultimo', 'teritett-durchmars'],
    false,
    20,
  ],
  ['piros-40-100-durchmars', 'Piros 40-100 durchmars', ['40-100', 'durchmars'], true, 20],
  ['piros-ultimo-durchmars', 'Piros ultimó durchmars', ['ultimo', 'durchmars'], true, 20],
  ['20-100-teritett-durchmars', '20-100 terített durchmars', ['20-100', 'teritett-durchmars'], false, 20],
  ['teritett-betli', 'Terített betli', ['teritett-betli'], false, 20],
  ['piros-40-100-ultimo-4-asz', 'Piros 40-100 ultimó 4 ász', ['40-100', 'ultimo', '4-asz'], true, 24],
  [
    '20-100-ultimo-teritett-durchmars',
    '20-100 ultimó terített durchmars',
    ['20-100', 'ultimo', 'teritett-durchmars'],
    false,
    24,
  ],
  ['piros-20-100-4-asz', 'Piros 20-100 4 ász', ['20-100', '4-asz'], true, 24],
  ['piros-20-100-ultimo', 'Piros 20-100 ultimó', ['20-100', 'ultimo'], true, 24],
  ['piros-teritett-durchmars', 'Piros terített durchmars', ['teritett-durchmars'], true, 24],
  ['szintelen-teritett-durchmars', 'Szín nélküli terített durchmars', ['szintelen-teritett-durchmars'], false, 24],
  ['piros-40-100-ultimo-durchmars', 'Piros 40-100 ultimó durchmars', ['40-100', 'ultimo', 'durchmars'], true, 28],
  ['piros-20-100-durchmars', 'Piros 20-100 durchmars', ['20-100', 'durchmars'], true, 28],
  ['piros-20-100-ultimo-4-asz', 'Piros 20-100 ultimó 4 ász', ['20-100', 'ultimo', '4-asz'], true, 32],
  ['piros-40-100-teritett-durchmars', 'Piros 40-100 terített durchmars', ['40-100', 'teritett-durchmars'], true, 32],
  ['piros-ultimo-teritett-durchmars', 'Piros ultimó terített durchmars', ['ultimo', 'teritett-durchmars'], true, 32],
  ['piros-20-100-ultimo-durchmars', 'Piros 20-100 ultimó durchmars', ['20-100', 'ultimo', 'durchmars'], true, 36],
  [
    'piros-40-100-ultimo-teritett-durchmars',
    'Piros 40-100 ultimó terített durchmars',
    ['40-100', 'ultimo', 'teritett-durchmars'],
    true,
    40,
  ],
  ['piros-20-100-teritett-durchmars', 'Piros 20-100 terített durchmars', ['20-100', 'teritett-durchmars'], true, 40],
  [
    'piros-20-100-ultimo-teritett-durchmars',
    'Piros 20-100 ultimó terített durchmars',
    ['20-100', 'ultimo', 'teritett-durchmars'],
    true,
    48,
  ],
];

export const BID_TABLE: readonly BidDefinition[] = ROWS.map(([id, name, components, red, value], i) => ({
  rank: i + 1,
  id,
  name,
  components,
  red,
  value,
}));

/** The spec's order (§3.5), the default of the `bidOrder` setting. */
export const SPEC_BID_ORDER: readonly string[] = BID_TABLE.map((b) => b.id);

const BY_ID = new Map(BID_TABLE.map((b) => [b.id, b]));

export function bidById(id: string): BidDefinition {
  const bid = BY_ID.get(id);
  if (!bid)
    throw new RangeError(`'${id}' is not a bid of the table (e.g. passz, piros-ultimo, 40-100-4-asz, teritett-betli)`);
  return bid;
}

export function isBidId(id: string): boolean {
  return BY_ID.has(id);
}
