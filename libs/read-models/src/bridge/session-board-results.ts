// From the folded session document to @club/scoring's input: each board's table results, each side
// scored on the result played (or agreed, or corrected) or on the director's adjusted score
// (spec §10.9: effective(NS) = adjustment?.ns ?? tableScore(NS)).
import { sideScoreOf } from '@club/club';
import type { BoardResult, SessionBoard, SideScore } from '@club/scoring';
import type { SessionView, TableBoardEntry } from './session-document';

export function entriesOfSection(view: SessionView, section: string): TableBoardEntry[] {
  return view.tables
    .filter((t) => t.section === section)
    .sort((a, b) => a.board - b.board || a.table - b.table);
}

/** The sides a table result is scored on, or null while the board has no result and no adjustment. */
export function sidesOf(entry: TableBoardEntry): { nsSide: SideScore; ewSide: SideScore } | null {
  if (entry.adjustment) return { nsSide: sideScoreOf(entry.adjustment.adjustment.ns), ewSide: sideScoreOf(entry.adjustment.adjustment.ew) };
  if (!entry.result) return null;
  const side: SideScore = { kind: 'score', scoreNS: entry.result.nsScore };
  return { nsSide: side, ewSide: side };
}

export function sessionBoardsOf(view: SessionView, section: string): SessionBoard[] {
  const summary = view.session.sections.find((s) => s.section === section);
  const byBoard = new Map<number, BoardResult[]>();
  for (const entry of entriesOfSection(view, section)) {
    const sides = sidesOf(entry);
    if (!sides) continue;
    const list = byBoard.get(entry.board) ?? [];
    list.push({ ns: entry.ns, ew: entry.ew, ...sides });
    byBoard.set(entry.board, list);
  }
  return [...byBoard.entries()]
    .sort(([a], [b]) => a - b)
    .map(([board, results]) => {
      const sitOuts = summary?.sitOuts.filter((o) => o.boards.includes(board)).map((o) => o.pair) ?? [];
      return sitOuts.length > 0 ? { board, results, sitOuts } : { board, results };
    });
}
