// From the folded session document to @club/scoring's input: each board's table results, each side
// scored on the result played (or agreed, or corrected) or on the director's adjusted score
// (spec §10.9: effective(NS) = adjustment?.ns ?? tableScore(NS)).
import { sideScoreOf } from '@club/club';
import {
  adjustedSides,
  MISSING_PAIR,
  withMissingPair,
  type BoardResult,
  type SessionBoard,
  type SideScore,
} from '@club/scoring';
import type { SessionView, TableBoardEntry } from './session-document';

export function entriesOfSection(view: SessionView, section: string): TableBoardEntry[] {
  return view.tables.filter((t) => t.section === section).sort((a, b) => a.board - b.board || a.table - b.table);
}

/** The sides a table result is scored on, or null while the board has no result and no adjustment. */
export function sidesOf(entry: TableBoardEntry): { nsSide: SideScore; ewSide: SideScore } | null {
  if (entry.adjustment)
    return adjustedSides(sideScoreOf(entry.adjustment.adjustment.ns), sideScoreOf(entry.adjustment.adjustment.ew));
  if (!entry.result) return null;
  const side: SideScore = { kind: 'score', scoreNS: entry.result.nsScore };
  return { nsSide: side, ewSide: side };
}

/**
 * Where results are compared: each section on its own (`per-section`, the default), or every
 * section together (`across-field`, sections playing the same boards); across the field a pair is
 * named `<section>:<pair>` so the sections' pair numbers stay apart.
 */
export interface ScoringField {
  readonly label: string;
  readonly sections: readonly string[];
  readonly across: boolean;
}

export function fieldsOf(view: SessionView): ScoringField[] {
  const sections = view.session.sections.map((s) => s.section);
  if (view.session.sectionScoring === 'across-field' && sections.length > 1)
    return [{ label: sections.join('+'), sections, across: true }];
  return sections.map((section) => ({ label: section, sections: [section], across: false }));
}

export const pairIdIn = (field: ScoringField, section: string, pair: string) =>
  field.across && pair !== MISSING_PAIR ? `${section}:${pair}` : pair;

/** The field's table-boards, pairs named as the field names them. */
export function entriesOfField(view: SessionView, field: ScoringField): TableBoardEntry[] {
  const entries = field.sections.flatMap((section) => entriesOfSection(view, section));
  const named = field.across
    ? entries.map((e) => ({ ...e, ns: pairIdIn(field, e.section, e.ns), ew: pairIdIn(field, e.section, e.ew) }))
    : entries;
  return named.sort((a, b) => a.board - b.board || a.section.localeCompare(b.section) || a.table - b.table);
}

/**
 * The first of `entries` at each (board, NS, EW), found by a lookup: a traveller asks for each of
 * its rows, and a search of the whole field per row made a session's results quadratic.
 */
export function entryAt(
  entries: readonly TableBoardEntry[],
): (board: number, ns: string, ew: string) => TableBoardEntry | undefined {
  const byBoard = new Map<number, Map<string, Map<string, TableBoardEntry>>>();
  for (const entry of entries) {
    let byNs = byBoard.get(entry.board);
    if (!byNs) byBoard.set(entry.board, (byNs = new Map()));
    let byEw = byNs.get(entry.ns);
    if (!byEw) byNs.set(entry.ns, (byEw = new Map()));
    if (!byEw.has(entry.ew)) byEw.set(entry.ew, entry);
  }
  return (board, ns, ew) => byBoard.get(board)?.get(ns)?.get(ew);
}

/** `entries`: the field's, when the caller has them already (entriesOfField). */
export function sessionBoardsOf(
  view: SessionView,
  field: ScoringField,
  entries: readonly TableBoardEntry[] = entriesOfField(view, field),
): SessionBoard[] {
  const byBoard = new Map<number, BoardResult[]>();
  for (const entry of entries) {
    const sides = sidesOf(entry);
    if (!sides) continue;
    const list = byBoard.get(entry.board) ?? [];
    // A pair missing from the table (an imported file's `-`): the present pair is scored on its own.
    list.push(withMissingPair({ ns: entry.ns, ew: entry.ew, ...sides }));
    byBoard.set(entry.board, list);
  }
  const sitOutsOf = (board: number) =>
    view.session.sections
      .filter((s) => field.sections.includes(s.section))
      .flatMap((s) => s.sitOuts.filter((o) => o.boards.includes(board)).map((o) => pairIdIn(field, s.section, o.pair)));
  return [...byBoard.entries()]
    .sort(([a], [b]) => a - b)
    .map(([board, results]) => {
      const sitOuts = sitOutsOf(board);
      return sitOuts.length > 0 ? { board, results, sitOuts } : { board, results };
    });
}
