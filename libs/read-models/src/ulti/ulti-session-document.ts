// The document of one Ulti session: its score sheets and the ledger of every deal, per player.
import type { UltiCompetitionRules, UltiDealIrregularity, DisciplinaryAction } from '@club/club';

export interface UltiLedgerDeal {
  readonly dealNo: number;
  readonly dealer: string;
  readonly expectedDealer: string;
  /** The three who played, as lines: first bidder (12 cards), second, third (ulti.md §2.2). */
  readonly lines: readonly string[];
  readonly board: string | null;
  readonly irregularities: readonly UltiDealIrregularity[];
  readonly outcome: 'played' | 'claimed' | 'conceded' | 'ruling' | 'redeal' | 'unsettled';
  readonly declarer: string | null;
  readonly contract: string | null;
  /** Forints (units) won (+) or paid (−) in this deal: every seat, zero-sum. */
  readonly deltas: Readonly<Record<string, number>>;
  /** Each player's running total at the table after this deal. */
  readonly after: Readonly<Record<string, number>>;
  /** Ids of the jury's renonsz rulings applied to this deal after it was recorded. */
  readonly rulings: readonly string[];
  /** Set when the engine could not settle the record (it replayed when it was recorded). */
  readonly error?: string;
}

export interface UltiLedgerTable {
  readonly table: number;
  /** The score sheet's seating as scheduled, and as it stands after corrections (§13(1)#6). */
  readonly players: readonly string[];
  readonly seating: readonly string[];
  readonly firstDealer: string;
  readonly deals: readonly UltiLedgerDeal[];
  /** Forint total of each player at this table: sums to zero. */
  readonly totals: Readonly<Record<string, number>>;
}

export interface UltiRulingEntry {
  readonly rulingId: string;
  readonly table: number;
  readonly kind: 'renonsz' | 'discipline';
  readonly dealNo: number | null;
  readonly case: string | null;
  readonly player: string | null;
  readonly action: DisciplinaryAction | null;
  readonly text: string | null;
}

export interface UltiSessionDocument {
  readonly sessionId: string;
  readonly status: 'none' | 'scheduled' | 'closed';
  readonly leagueId: string | null;
  readonly ruleSet: { readonly name: string; readonly version: string } | null;
  readonly competition: UltiCompetitionRules | null;
  readonly dealsPerTable: number | null;
  readonly tables: readonly UltiLedgerTable[];
  readonly rulings: readonly UltiRulingEntry[];
  /** Stream position of the last event folded in. */
  readonly version: number;
}
