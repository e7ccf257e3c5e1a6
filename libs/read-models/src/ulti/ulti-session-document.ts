// The document of one Ulti session: who checked in, the rounds drawn, each round's score sheets
// and the ledger of every deal, per player.
import type { UltiCompetitionRules, UltiDealIrregularity, DisciplinaryAction, UltiDrawMethod } from '@club/club';

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
  /** How many times the deal's record was corrected (see the session's corrections). */
  readonly corrections: number;
  /** Set when the engine could not settle the record (it replayed when it was recorded). */
  readonly error?: string;
}

export interface UltiLedgerTable {
  /** The round the table played in: its own játszma, with its own placement points. */
  readonly round: number;
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
  readonly round: number;
  readonly table: number;
  readonly kind: 'renonsz' | 'discipline';
  readonly dealNo: number | null;
  readonly case: string | null;
  /** The rule of the renonsz case (e.g. §13(2)#4a), or §11 for discipline. */
  readonly section: string;
  readonly player: string | null;
  readonly action: DisciplinaryAction | null;
  readonly text: string | null;
  /** Who ruled (the command's actor: a member id) and when it happened (ISO), from the event's metadata. */
  readonly by: string;
  readonly at: string;
}

export interface UltiRoundEntry {
  readonly round: number;
  readonly method: UltiDrawMethod;
  readonly status: 'drawn' | 'ended';
  /** 1, or more when the round was drawn again. */
  readonly draws: number;
  /** Why it was last drawn again (null: drawn once). */
  readonly reason: string | null;
  readonly repeatedPairs: number;
}

export interface UltiCorrectionEntry {
  readonly round: number;
  readonly table: number;
  readonly dealNo: number;
  readonly by: string;
  readonly reason: string;
}

export interface UltiSessionDocument {
  readonly sessionId: string;
  readonly status: 'none' | 'scheduled' | 'closed';
  /** Players checked in and not withdrawn, in check-in order (excluded players leave the list). */
  readonly checkedIn: readonly string[];
  /** The latest round drawn (0: none yet). */
  readonly round: number;
  readonly rounds: readonly UltiRoundEntry[];
  readonly corrections: readonly UltiCorrectionEntry[];
  readonly leagueId: string | null;
  readonly ruleSet: { readonly name: string; readonly version: string } | null;
  readonly competition: UltiCompetitionRules | null;
  readonly dealsPerTable: number | null;
  /** Every round's tables, round by round. */
  readonly tables: readonly UltiLedgerTable[];
  readonly rulings: readonly UltiRulingEntry[];
  /** Stream position of the last event folded in. */
  readonly version: number;
}
