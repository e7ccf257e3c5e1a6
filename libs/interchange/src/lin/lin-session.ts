// A replayed LIN file as a session's results. A two-room team match (a vugraph header naming both
// teams, boards played in the open and the closed room) is a teams match (lin-team-match.ts); any
// other file is a pairs session scored as cross-IMPs: a table per room, a pair for each two players
// who sat North-South or East-West together (numbered as they first appear).
import type { Participant, SessionResults } from '../session/session-results';
import type { LinImport } from './import-lin';
import { linBoardResults, linPlayerAt } from './lin-board-results';
import { linTeamMatch, linTeamsOf } from './lin-team-match';

export function linSessionResults(lin: LinImport): SessionResults {
  const teams = linTeamsOf(lin);
  const results = teams ? linTeamMatch(lin, teams) : linPairsSession(lin);
  // What the replay found irregular and kept goes with the results, for the import's report.
  return lin.irregularities.length > 0 ? { ...results, irregularities: lin.irregularities } : results;
}

function linPairsSession(lin: LinImport): SessionResults {
  const participants: Participant[] = [];
  const pairIds = new Map<string, string>();
  const pairOf = (names: readonly string[]): string => {
    const key = names.join('\n');
    const known = pairIds.get(key);
    if (known !== undefined) return known;
    const id = String(participants.length + 1);
    pairIds.set(key, id);
    participants.push({ id, number: id, kind: 'pair', direction: null, section: null, names, oracle: {} });
    return id;
  };
  const boards = linBoardResults(lin, (board) => ({
    ns: pairOf([linPlayerAt(board, 'N'), linPlayerAt(board, 'S')]),
    ew: pairOf([linPlayerAt(board, 'E'), linPlayerAt(board, 'W')]),
  }));
  return {
    source: { format: 'LIN', file: lin.file, generator: 'BBO' },
    event: { name: lin.event ?? '', date: null, scoring: 'Cross-IMPs', method: 'IMP-CROSS', site: null },
    boards,
    participants,
    matches: [],
    tables: [],
  };
}
