// A club session as a PBN 2.1 export file (libs/interchange exportPbn): one game per board with the
// hand record and the board's markings, and a ScoreTable of every table's result as it stands
// (corrections applied; an adjusted board's row keeps the contract played, its score the adjusted
// one marked artificial); the first game carries the session's ranking with the players' names.
import { formatContract } from '@club/bridge';
import { exportPbn, type ExportTag } from '@club/interchange';
import { boardSecrecyFacts, sessionViewFrom, type BoardSecrecyFacts } from '@club/read-models';
import type { Club } from '../club';
import type { PbnFile } from './league-file-shapes';
import { adjustedScoreCell } from './pbn-adjusted-score';
import { totalScoreTableTag } from './pbn-total-score-table';
import type { SessionResults } from './results-shapes';

const SCORE_TABLE =
  'Section\\1R;Table\\2R;Round\\2R;PairId_NS\\4R;PairId_EW\\4R;Contract\\5L;Declarer\\1R;Result\\2R;Score_NS\\6R;Score_EW\\6R';
const word = (text: string) => ({ kind: 'word' as const, text });

/** The file, with each board's secrecy facts: the API gives it only to a caller who may see every board. */
export type PbnExport = PbnFile & { readonly boards: BoardSecrecyFacts[] };

/** `results`: the session's ranking with the players' names, as its results page reads it. */
export function exportSessionPbn(
  club: Pick<Club, 'runner'>,
  sessionId: string,
  results?: SessionResults,
): PbnExport | undefined {
  const view = sessionViewFrom(club.runner, sessionId);
  if (!view) return undefined;
  const { session, tables } = view;
  const date = (session.startsAt ?? '').slice(0, 10).replaceAll('-', '.');
  const totals = results ? totalScoreTableTag(results) : null;
  const games = session.boards.map((b, index) => {
    const rows = tables
      .filter((t) => t.board === b.board && (t.result || t.adjustment))
      .sort((x, y) => x.section.localeCompare(y.section) || x.table - y.table)
      .map((t) => {
        const r = t.result;
        const played = r !== null && r.contract !== 'Pass';
        const adjusted = t.adjustment?.adjustment;
        return {
          tokens: [
            t.section,
            String(t.table),
            String(t.round),
            t.ns,
            t.ew,
            r === null ? '-' : played ? formatContract(r.contract) : 'Pass',
            played ? (r.declarer ?? '-') : '-',
            played ? String(r.tricks) : '-',
            adjusted ? adjustedScoreCell(adjusted.ns, 'ns') : r ? String(r.nsScore) : '-',
            adjusted ? adjustedScoreCell(adjusted.ew, 'ew') : '-',
          ].map(word),
        };
      });
    const tags: ExportTag[] = [
      { name: 'Event', value: session.name ?? sessionId },
      { name: 'Site', value: '' },
      { name: 'Date', value: date || '?' },
      { name: 'Board', value: String(b.board) },
      { name: 'Dealer', value: b.dealer },
      { name: 'Vulnerable', value: b.vulnerability === 'All' ? 'All' : b.vulnerability },
      ...(b.deal ? [{ name: 'Deal', value: b.deal }] : []),
      { name: 'Scoring', value: session.scoring === 'MP' || session.scoring === 'MP-NA' ? 'MatchPoints' : 'IMP' },
      { name: 'ScoreTable', value: SCORE_TABLE, section: rows },
      ...(index === 0 && totals ? [totals] : []),
    ];
    return { tags };
  });
  return {
    fileName: `${sessionId}.pbn`,
    text: exportPbn(games),
    boards: session.boards.map((b) => boardSecrecyFacts(view, b.board)),
  };
}
