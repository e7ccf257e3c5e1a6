// One row of a board's traveller: the result at one table with its scores. Its own file because
// both the pairs and the individual results build it (and each other would make an import cycle).
import { formatContract, type Card, type Seat } from '@club/bridge';
import { artificialLabel } from '@club/club';
import { MISSING_PAIR, type ScoredRow } from '@club/scoring';
import { adjustedScoreText, gradeBesideScoreLabel } from './adjusted-score-text';
import type { TableBoardEntry } from './session-document';

export interface TravellerRow {
  readonly section: string;
  readonly table: number;
  readonly round: number;
  readonly ns: string;
  readonly ew: string;
  /** As played or corrected: `4SX`, `Pass`; null when only an adjusted score stands. */
  readonly contract: string | null;
  readonly declarer: Seat | null;
  readonly tricks: number | null;
  /** The opening lead (`HK`) when it was played card by card or entered; absent in travellers stored before it was carried. */
  readonly lead?: Card | null;
  readonly nsScore: number | null;
  /** `A60/40` for an artificial adjustment, `A50/–` for a grade beside an assigned score, `assigned` / `weighted` for the others, else null. */
  readonly adjusted: string | null;
  /** North-South's adjusted score (`+620`, `50% +620, 50% −100`) when one stands, else null; absent in rows stored before it was carried. */
  readonly adjustedScore?: string | null;
  /** The appeal whose decision gave the adjusted score, or null; absent in rows stored before it was carried. */
  readonly decidedOnAppeal?: string | null;
  readonly rulings: readonly string[];
  /** Law 90 penalties assessed at the table on the board (they come off the pair's total); absent in rows stored before it was carried. */
  readonly penalties?: readonly {
    readonly contestant: string;
    readonly amount: number;
    readonly unit: string;
    readonly law: string;
  }[];
  readonly mpNS: number | null;
  readonly mpEW: number | null;
  readonly pctNS: number | null;
  readonly pctEW: number | null;
  readonly impNS: number | null;
  readonly impEW: number | null;
}

export function travellerRow(row: ScoredRow | null, entry: TableBoardEntry): TravellerRow {
  const r = entry.result;
  const a = entry.adjustment?.adjustment;
  const [nsThere, ewThere] = [entry.ns !== MISSING_PAIR, entry.ew !== MISSING_PAIR];
  const adjusted = a
    ? (artificialLabel(a) ??
      gradeBesideScoreLabel(a) ??
      (a.ns.kind === 'weighted' || a.ew.kind === 'weighted' ? 'weighted' : 'assigned'))
    : null;
  return {
    section: entry.section,
    table: entry.table,
    round: entry.round,
    ns: entry.ns,
    ew: entry.ew,
    contract: r ? formatContract(r.contract) : null,
    declarer: r?.declarer ?? null,
    tricks: r?.tricks ?? null,
    lead: entry.lead ?? null,
    nsScore: r?.nsScore ?? null,
    adjusted,
    adjustedScore: a ? adjustedScoreText(a) : null,
    decidedOnAppeal: entry.adjustment?.appealId ?? null,
    rulings: entry.rulings.map((x) => x.rulingId),
    penalties: entry.penalties.map((p) => ({ contestant: p.contestant, amount: p.amount, unit: p.unit, law: p.law })),
    // A missing pair's side (an imported `-`) scores nothing for anybody.
    mpNS: nsThere ? (row?.mpNS ?? null) : null,
    mpEW: ewThere ? (row?.mpEW ?? null) : null,
    pctNS: nsThere ? (row?.pctNS ?? null) : null,
    pctEW: ewThere ? (row?.pctEW ?? null) : null,
    impNS: nsThere ? (row?.impNS ?? null) : null,
    impEW: ewThere ? (row?.impEW ?? null) : null,
  };
}
