// A session's ranking as the PBN TotalScoreTable (PBN 2.1 §5.5): each pair's place, section and
// direction, total (matchpoints and percentage, or IMPs), the players' names as "name - name" (how
// programs write and this club's import reads them), and the boards played; a teams session's teams
// with their VPs and Roster.
import type { ExportTag } from '@club/interchange';
import type { SessionResults } from './results-shapes';

const word = (text: string) => ({ kind: 'word' as const, text });
const quoted = (text: string) => ({ kind: 'string' as const, text });

const IMP_METHODS = new Set(['IMP-BUTLER', 'IMP-CROSS']);

type Section = SessionResults['sections'][number];
type Row = Section['fields'][number]['rows'][number];

/** The tag, or null when nothing is scored yet. */
export function totalScoreTableTag(results: SessionResults): ExportTag | null {
  const ranked = results.sections.filter((s) => s.fields.some((f) => f.rows.length > 0));
  if (ranked.length === 0) return null;
  // A teams session: each team's place in its match, its VPs, its players as the Roster (as a teams file writes them).
  if (ranked.every((s) => s.match !== null))
    return table(
      ['Rank\\3R', 'TeamId\\4R', 'Section\\3L', 'TotalScoreVP\\6R', 'Roster\\60L', 'NrBoards\\2R'],
      ranked,
      (s, _field, r) => [word(r.rank), word(r.pair), word(s.section), total(r), ...namesAndBoards(r)],
    );
  const sections = ranked.filter((s) => s.match === null);
  const imps = sections.every((s) => IMP_METHODS.has(s.method));
  const columns = [
    'Rank\\3R',
    'PairId\\4R',
    'Section\\3L',
    'Direction\\5R',
    ...(imps ? ['TotalScoreIMP\\7R'] : ['TotalScoreMP\\7R', 'TotalPercentage\\6R']),
    'Names\\40L',
    'NrBoards\\2R',
  ];
  return table(columns, sections, (s, field, r) => [
    word(r.rank),
    word(r.pair),
    word(s.section),
    word(field === 'NS' || field === 'EW' ? field : '-'),
    total(r),
    ...(imps ? [] : [word(r.percentage === null ? '-' : r.percentage.toFixed(2))]),
    ...namesAndBoards(r),
  ]);
}

const total = (r: Row) => word(String(Math.round(r.total * 100) / 100));
const namesAndBoards = (r: Row) => [quoted(r.names.join(' - ')), word(String(r.boardsPlayed))];

function table(
  columns: readonly string[],
  sections: readonly Section[],
  cells: (s: Section, field: string, r: Row) => { kind: 'word' | 'string'; text: string }[],
): ExportTag {
  const rows = sections.flatMap((s) => s.fields.flatMap((f) => f.rows.map((r) => ({ tokens: cells(s, f.field, r) }))));
  return { name: 'TotalScoreTable', value: columns.join(';'), section: rows };
}
