// A session's ranking as the PBN TotalScoreTable (PBN 2.1 §5.5): each pair's place, section and
// direction, total (matchpoints and percentage, or IMPs), the players' names as "name - name" (how
// programs write and this club's import reads them), and the boards played.
import type { ExportTag } from '@club/interchange';
import type { SessionResults } from './results-shapes';

const word = (text: string) => ({ kind: 'word' as const, text });
const quoted = (text: string) => ({ kind: 'string' as const, text });

const IMP_METHODS = new Set(['IMP-BUTLER', 'IMP-CROSS']);

/** The tag, or null when the session has no pairs ranking (a teams match, nothing scored yet). */
export function totalScoreTableTag(results: SessionResults): ExportTag | null {
  const sections = results.sections.filter((s) => s.match === null && s.fields.some((f) => f.rows.length > 0));
  if (sections.length === 0) return null;
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
  const rows = sections.flatMap((s) =>
    s.fields.flatMap((f) =>
      f.rows.map((r) => ({
        tokens: [
          word(r.rank),
          word(r.pair),
          word(s.section),
          word(f.field === 'NS' || f.field === 'EW' ? f.field : '-'),
          word(String(Math.round(r.total * 100) / 100)),
          ...(imps ? [] : [word(r.percentage === null ? '-' : r.percentage.toFixed(2))]),
          quoted(r.names.join(' - ')),
          word(String(r.boardsPlayed)),
        ],
      })),
    ),
  );
  return { name: 'TotalScoreTable', value: columns.join(';'), section: rows };
}
