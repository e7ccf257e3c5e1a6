// How an Ulti deal ended besides its bid, for the ledger's Game column and the replay: the renonsz
// case ruled on it (in the rules' words and section, never its id `deal-3b`), and after a redeal
// who deals the next hand, as the score sheet names him (house rule `redealDealer`, A-19).
import { expectedDealer, ultiSessionDecider, type UltiSessionEvent } from '@club/club';
import { renonszCase, rulingsOf, type RenonszCase, type UltiRecord } from '@club/ulti';

/** A renonsz case in words: what happened, and the rule's section. */
export function renonszCaseWords(id: RenonszCase): string {
  const c = renonszCase(id);
  return `${c.what} (${c.source})`;
}

/** A renonsz case as a page words it in its language: the case's id (the catalogue's key) and the rule's section. */
export function renonszCaseRef(id: RenonszCase): { id: string; source: string } {
  return { id, source: renonszCase(id).source };
}

/** The last renonsz ruling of a record as it stands (the jury's later rulings included); null without one. */
export function renonszOf(record: UltiRecord | undefined): string | null {
  const ruling = lastRuling(record);
  return ruling ? renonszCaseWords(ruling.case) : null;
}

/** The last renonsz ruling's case, as a code and section (null without one). */
export function renonszCaseOf(record: UltiRecord | undefined): { id: string; source: string } | null {
  const ruling = lastRuling(record);
  return ruling ? renonszCaseRef(ruling.case) : null;
}

const lastRuling = (record: UltiRecord | undefined) => (record ? rulingsOf(record).at(-1) : undefined);

/** Who the score sheet names to deal after this deal: the session folded up to the deal's recording. */
export function dealsNextAfter(
  events: readonly UltiSessionEvent[],
  where: { readonly round: number; readonly table: number; readonly dealNo: number },
): string | null {
  let state = ultiSessionDecider.initialState;
  for (const e of events) {
    state = ultiSessionDecider.evolve(state, e);
    if (e.type !== 'UltiDealRecorded' || e.round !== where.round || e.table !== where.table) continue;
    if (e.dealNo !== where.dealNo) continue;
    const sheet = state.rounds[where.round]?.tables[where.table];
    return sheet ? expectedDealer(sheet) : null;
  }
  return null;
}
