// A club session as a PBN 2.1 export file (libs/interchange exportPbn): one game per board with the
// hand record and the board's markings, and a ScoreTable of every table's result as it stands
// (corrections applied; an adjusted board's artificial or assigned score is not a table result
// and is left out, the row keeping the contract played).
import { formatContract } from '@club/bridge';
import { exportPbn, type ExportTag } from '@club/interchange';
import { boardSecrecyFacts, sessionViewFrom, type BoardSecrecyFacts } from '@club/read-models';
import type { Club } from '../club';
import type { PbnFile } from './league-file-shapes';

const SCORE_TABLE =
  'Section\\1R;Table\\2R;Round\\2R;PairId_NS\\4R;PairId_EW\\4R;Contract\\5L;Declarer\\1R;Result\\2R;Score_NS\\6R';
const word = (text: string) => ({ kind: 'word' as const, text });

/** The file, with each board's secrecy facts: the API gives it only to a caller who may see every board. */
export type PbnExport = PbnFile & { readonly boards: BoardSecrecyFacts[] };

export function exportSessionPbn(club: Pick<Club, 'runner'>, sessionId: string): PbnExport | undefined {
  const view = sessionViewFrom(club.runner, sessionId);
  if (!view) return undefined;
  const { session, tables } = view;
  const date = (session.startsAt ?? '').slice(0, 10).replaceAll('-', '.');
  const games = session.boards.map((b) => {
    const rows = tables
      .filter((t) => t.board === b.board && t.result)
      .sort((x, y) => x.section.localeCompare(y.section) || x.table - y.table)
      .map((t) => {
        const r = t.result!;
        const played = r.contract !== 'Pass';
        return {
          tokens: [
            t.section,
            String(t.table),
            String(t.round),
            t.ns,
            t.ew,
            played ? formatContract(r.contract) : 'Pass',
            played ? (r.declarer ?? '-') : '-',
            played ? String(r.tricks) : '-',
            String(r.nsScore),
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
    ];
    return { tags };
  });
  return {
    fileName: `${sessionId}.pbn`,
    text: exportPbn(games),
    boards: session.boards.map((b) => boardSecrecyFacts(view, b.board)),
  };
}
