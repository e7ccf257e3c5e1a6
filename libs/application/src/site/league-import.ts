// Import of a PBN, USEBIO or Bridgemate BWS results file for a league administrator, in steps the page can follow:
// decode and parse (libs/interchange), then check every board's table results against the Law 77
// score (libs/bridge), then score the session by the file's method (libs/scoring). Each step, and
// the parsing itself every few thousand lines, yields to the event loop so progress can be polled
// (and other requests answered) while it runs. Problems name file:line:field.
import { scoreNS, formatContract } from '@club/bridge';
import { ImportError, importResultsBytesInSteps, type SessionResults } from '@club/interchange';
import {
  fileScoringFields,
  isScoringMethod,
  PAIRS_METHOD_NAMES,
  teamStandings,
  pairsOptionsFromFile,
  scorePairsSession,
  sessionBoards,
  totalsUnit,
  type ContestChoices,
  type TeamMatchResult,
} from '@club/scoring';
import type { ImportedBoard, ImportProblem, ImportProgress } from './league-file-shapes';
import { bwsUpload } from './league-import-bws';
import { scoredTeamMatches } from './league-import-team-matches';
import { nextTurn, runStepsInTurns } from './steps-in-turns';

const problemOf = (error: unknown, file: string): ImportProblem =>
  error instanceof ImportError
    ? { file: error.file, line: error.line, field: error.field, message: error.problem, ...error.reason }
    : { file, line: null, field: null, message: error instanceof Error ? error.message : String(error) };

function methodNameOf(method: string | null): string | null {
  if (method === null || !isScoringMethod(method)) return null;
  return method === 'TEAMS' ? 'Teams' : PAIRS_METHOD_NAMES[method];
}

/** Runs an import, reporting each step through `report` (and the parsed file through `parsed`); resolves with the last progress. */
export async function runImport(
  importId: string,
  fileName: string,
  bytes: Uint8Array,
  report: (p: ImportProgress) => void,
  parsed?: (session: SessionResults) => void,
  /** The club's scoring choices no file states: the standings shown are the ones the recording will store. */
  contest: ContestChoices = {},
): Promise<ImportProgress> {
  let p: ImportProgress = {
    importId,
    fileName,
    step: 'parsing',
    done: 0,
    total: 1,
    problems: [],
    irregularities: [],
    event: null,
    boards: [],
    standings: [],
    unit: null,
    matches: [],
    recording: null,
  };
  const set = (next: Partial<ImportProgress>) => report((p = { ...p, ...next }));
  set({});
  await nextTurn();
  let session: SessionResults;
  try {
    // In steps, the event loop turning between them: a 2 MB file would otherwise hold every request while it is read.
    session = bwsUpload(bytes, fileName) ?? (await runStepsInTurns(importResultsBytesInSteps(bytes, fileName)));
  } catch (error) {
    set({ step: 'failed', problems: [problemOf(error, fileName)] });
    return p;
  }
  parsed?.(session);
  const total = session.boards.length + 2;
  set({
    irregularities: (session.irregularities ?? []).map(({ problem, ...found }) => ({ ...found, message: problem })),
    step: 'checking',
    done: 1,
    total,
    event: {
      name: session.event.name ?? null,
      date: session.event.date ?? null,
      method: session.event.method ?? null,
      methodName: methodNameOf(session.event.method ?? null),
    },
  });
  const problems: ImportProblem[] = [];
  const boards: ImportedBoard[] = [];
  for (const [i, board] of session.boards.entries()) {
    await nextTurn();
    for (const r of board.results) {
      // A played result's recorded score must be the Law 77 score of its contract and tricks (a
      // score marked artificial, `^`, or adjusted, `800>a`, is an adjusted one, not the table's).
      if (
        r.assigned === true ||
        r.oracle['Score_NS']?.artificial === true ||
        r.oracle['Score_EW']?.artificial === true ||
        r.contract === null ||
        r.contract === 'Pass' ||
        r.declarer === null ||
        r.tricks === null ||
        r.scoreNS === null ||
        board.vulnerability === null
      )
        continue;
      const law77 = scoreNS(r.contract, r.declarer, board.vulnerability, r.tricks);
      if (law77 !== r.scoreNS)
        problems.push({
          file: fileName,
          line: r.line ?? null,
          field: `board ${board.board}, ${r.ns} v ${r.ew}, score`,
          message: `the file says NS ${r.scoreNS}; ${formatContract(r.contract)} by ${r.declarer} making ${r.tricks} tricks scores NS ${law77} (Law 77)`,
        });
    }
    boards.push({
      board: board.board,
      dealer: board.dealer,
      vulnerability: board.vulnerability,
      results: board.results.map((r) => ({
        ns: r.ns,
        ew: r.ew,
        contract: r.contract === null ? 'not played' : formatContract(r.contract),
        declarer: r.declarer,
        tricks: r.tricks,
        scoreNS: r.scoreNS,
      })),
    });
    set({ done: i + 2, boards: [...boards], problems: [...problems] });
  }
  set({ step: 'scoring' });
  await nextTurn();
  const method = session.event.method;
  let matches: TeamMatchResult[];
  try {
    matches = scoredTeamMatches(session);
  } catch (error) {
    set({ step: 'failed', done: total, problems: [...problems, problemOf(error, fileName)] });
    return p;
  }
  if (matches.length > 0) {
    // Two-room matches recorded board by board: the teams ranked by their VPs, each match's boards' IMPs shown.
    const names = new Map(session.participants.map((x) => [x.id, x.names.join(', ')]));
    set({
      step: problems.length ? 'failed' : 'done',
      done: total,
      standings: teamStandings(matches).map((t) => ({
        rank: parseInt(t.rank, 10),
        pair: t.team,
        names: names.get(t.team) ?? '',
        percentage: null,
        total: t.vp,
      })),
      unit: 'VP',
      matches: matches.map((match) => ({
        home: match.home,
        away: match.away,
        impsHome: match.impsHome,
        impsAway: match.impsAway,
        carriedOver: match.carriedOver ?? null,
        vpHome: match.vp.home,
        vpAway: match.vp.away,
        boards: match.boardImps.map((b) => ({ board: b.board, imps: b.imps })),
      })),
    });
    return p;
  }
  if (!method || !isScoringMethod(method) || method === 'TEAMS') {
    set({
      step: problems.length ? 'failed' : 'done',
      done: total,
      problems: [
        ...problems,
        ...(method === 'TEAMS'
          ? []
          : [
              {
                file: fileName,
                line: null,
                field: 'Scoring',
                message: `scoring method '${session.event.scoring ?? ''}' is not one this club scores pairs by`,
              },
            ]),
      ],
    });
    return p;
  }
  try {
    const options = pairsOptionsFromFile(session, method, contest);
    // Sections numbering their pairs each from 1 are scored as the recording will compare them (ranked per field).
    const standings = fileScoringFields(session).flatMap((field) => {
      const scored = scorePairsSession(sessionBoards(field), options);
      const names = new Map(field.participants.map((x) => [x.id, x.names.join(' – ')]));
      const ranked = [...scored.totals].sort((a, b) => (b.percentage ?? b.total) - (a.percentage ?? a.total));
      return ranked.map((t, i) => ({
        rank: i + 1,
        pair: t.pair,
        names: names.get(t.pair) ?? '',
        percentage: t.percentage === null ? null : Math.round(t.percentage * 100) / 100,
        total: t.total,
      }));
    });
    set({ step: problems.length ? 'failed' : 'done', done: total, standings, unit: totalsUnit(method) });
  } catch (error) {
    set({ step: 'failed', done: total, problems: [...problems, problemOf(error, fileName)] });
  }
  return p;
}
