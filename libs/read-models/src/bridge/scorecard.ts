// A pair's personal scorecard: every board it played, in round order, from the travellers.
import type { SectionResults } from './session-results';

export interface ScorecardRow {
  readonly board: number;
  readonly round: number;
  readonly table: number;
  readonly direction: 'NS' | 'EW';
  readonly opponents: string;
  readonly contract: string | null;
  readonly declarer: string | null;
  readonly tricks: number | null;
  /** From the pair's own side: its score (NS score, negated for EW). */
  readonly score: number | null;
  readonly adjusted: string | null;
  readonly matchpoints: number | null;
  readonly percentage: number | null;
  readonly imps: number | null;
}

export interface Scorecard {
  readonly sessionId: string;
  readonly section: string;
  readonly pair: string;
  readonly rows: readonly ScorecardRow[];
}

/** `playersOf`: in an individual, the players of a traveller's partnership, so that a player's card lists the boards of his partnerships. */
export function scorecardOf(
  sessionId: string,
  results: SectionResults,
  pair: string,
  playersOf?: (side: string) => readonly string[],
): Scorecard {
  const rows: ScorecardRow[] = [];
  const sits = (side: string) => side === pair || (playersOf?.(side).includes(pair) ?? false);
  for (const t of results.travellers) {
    for (const r of t.rows) {
      if (!sits(r.ns) && !sits(r.ew)) continue;
      const ns = sits(r.ns);
      rows.push({
        board: t.board,
        round: r.round,
        table: r.table,
        direction: ns ? 'NS' : 'EW',
        opponents: ns ? r.ew : r.ns,
        contract: r.contract,
        declarer: r.declarer,
        tricks: r.tricks,
        score: r.nsScore === null ? null : ns ? r.nsScore : -r.nsScore,
        adjusted: r.adjusted,
        matchpoints: ns ? r.mpNS : r.mpEW,
        percentage: ns ? r.pctNS : r.pctEW,
        imps: ns ? r.impNS : r.impEW,
      });
    }
  }
  rows.sort((a, b) => a.round - b.round || a.board - b.board);
  return { sessionId, section: results.section, pair, rows };
}
