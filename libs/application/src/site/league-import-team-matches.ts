// The two-room matches of a teams file as the club records them, each a section scored as one match
// (TEAMS-IMP-VP: the home team North-South at table 1, the open room, the away team at table 2). A
// vugraph LIN's one match is that already (recordedTeamMatch). A file recording teams table by table
// (a Bridgemate teams session) has its matches found as `club results` finds them
// (teamMatchesFromTables), each moved to a section of its own when a section of the file holds several: its
// home team's table becomes table 1 and its away team's table 2 (a note says where they sat). A
// team with more than one match (a Swiss or a round robin) is refused: a session enters each team,
// and each member, once.
import type { BoardResults, Participant, SessionResults, TableResult } from '@club/interchange';
import {
  CLOSED_ROOM,
  OPEN_ROOM,
  recordedTeamMatch,
  SessionInputError,
  teamMatchesFromTables,
  type TableTeamMatch,
  type TeamMatchResult,
} from '@club/scoring';
import { ImportPlanError } from './league-import-plan-error';

/** One match of the session: its section, and its teams by the file's ids. */
export interface ClubTeamMatch {
  readonly section: string;
  readonly home: string;
  readonly away: string;
  readonly boards: readonly number[];
  /** The IMPs each team carries into the match (a vugraph header's carry-over); absent when none. */
  readonly carriedOver?: { readonly home: number; readonly away: number };
}

export interface TeamMatchesOfFile {
  /** The file with each result at its match's section and room (table 1 or 2), a board's results together. */
  readonly file: SessionResults;
  readonly matches: readonly ClubTeamMatch[];
  /** Where a match's tables were in the file, when they are renumbered. */
  readonly notes: readonly string[];
}

/** The club's section for a file that names none. */
const SECTION = 'A';

/** The file's matches as the club records them; null when the file is not one or more two-room matches with board results. */
export function teamMatchesOfFile(file: SessionResults): TeamMatchesOfFile | null {
  if (file.event.method !== 'TEAMS') return null;
  const recorded = recordedTeamMatch(file);
  if (recorded !== null) {
    const boards = file.boards.map((b) => b.board);
    const { home, away, carriedOver } = recorded;
    return {
      file,
      matches: [{ section: SECTION, home, away, boards, ...(carriedOver ? { carriedOver } : {}) }],
      notes: [],
    };
  }
  if (!recordsTablesOfMatches(file)) return null;
  const found = matchesOf(file);
  oneMatchPerTeam(file, found);
  const placed = found.map((m) => ({ match: m, letter: sectionOf(file, m) }));
  // A file's section holding one match is its section; one holding several gives each its home table's number.
  const several = (letter: string | null) => placed.filter((p) => p.letter === letter).length > 1;
  const matches = placed.map(({ match, letter }) => ({
    match,
    section: several(letter) ? `${letter ?? SECTION}${match.table}` : (letter ?? SECTION),
    letter,
  }));
  const matchOf = (r: TableResult) =>
    matches.find(
      ({ match: m }) => r.round === m.round && [r.ns, r.ew].sort().join('/') === [m.home, m.away].sort().join('/'),
    );
  const room = (r: TableResult, m: TableTeamMatch) => (r.table === m.table ? OPEN_ROOM : CLOSED_ROOM);
  const boards = mergedBoards(
    file,
    file.boards.map((b) => ({
      ...b,
      results: b.results.flatMap((r) => {
        const m = matchOf(r);
        return m === undefined ? [] : [{ ...r, section: m.section, table: room(r, m.match) }];
      }),
    })),
  );
  const teamSection = new Map(matches.flatMap((m) => [m.match.home, m.match.away].map((t) => [t, m.section])));
  const participants = file.participants.map((p): Participant => ({
    ...p,
    section: teamSection.get(p.id) ?? p.section,
  }));
  const notes = matches
    .filter(
      ({ match: m, section, letter }) =>
        section !== (letter ?? SECTION) || m.table !== OPEN_ROOM || m.awayTable !== CLOSED_ROOM,
    )
    .map(
      ({ match: m, section, letter }) =>
        `${file.source.file}: ${m.home} v ${m.away}${m.round === null ? '' : ` (round ${m.round})`}, at tables ${m.table} and ${m.awayTable}${letter === null ? '' : ` of section ${letter}`}: recorded as section ${section}, tables ${OPEN_ROOM} and ${CLOSED_ROOM}`,
    );
  return {
    file: { ...file, boards, participants },
    matches: matches.map(({ match: m, section }) => ({
      section,
      home: m.home,
      away: m.away,
      boards: m.boardImps.map((b) => b.board),
    })),
    notes,
  };
}

/**
 * The file's two-room matches scored from their boards, as the club will score them (the import's
 * check shows them; a team may have several, as in a Swiss, which only recording refuses); none when
 * the file holds no board results of a teams session.
 */
export function scoredTeamMatches(file: SessionResults): TeamMatchResult[] {
  if (file.event.method !== 'TEAMS') return [];
  const recorded = recordedTeamMatch(file);
  if (recorded !== null) return [recorded];
  return recordsTablesOfMatches(file) ? matchesOf(file) : [];
}

/** Table results and no match of its own: a file of match totals (or a LIN match with no board played in both rooms) is no session. */
const recordsTablesOfMatches = (file: SessionResults) =>
  file.matches.length === 0 && file.boards.some((b) => b.results.length > 0);

function matchesOf(file: SessionResults): TableTeamMatch[] {
  try {
    return teamMatchesFromTables(file);
  } catch (error) {
    if (error instanceof SessionInputError)
      throw new ImportPlanError('teams-file', error.message, { file: file.source.file });
    throw error;
  }
}

/** A team meeting two opponents (or one twice, in two rounds) is more than one session's match. */
function oneMatchPerTeam(file: SessionResults, matches: readonly TableTeamMatch[]): void {
  const seen = new Map<string, TableTeamMatch>();
  for (const m of matches)
    for (const team of [m.home, m.away]) {
      const other = seen.get(team);
      if (other !== undefined)
        throw new ImportPlanError(
          'teams-file',
          `${file.source.file}: team ${team} plays ${other.home} v ${other.away}${other.round === null ? '' : ` in round ${other.round}`} and ${m.home} v ${m.away}${m.round === null ? '' : ` in round ${m.round}`}: a teams session records each team's one match, so a file of several rounds (a Swiss, a round robin) cannot be recorded as one session`,
          { file: file.source.file, team },
        );
      seen.set(team, m);
    }
}

/** The file's section of a match: its home team's results'. */
function sectionOf(file: SessionResults, m: TableTeamMatch): string | null {
  for (const b of file.boards)
    for (const r of b.results) if (r.round === m.round && r.table === m.table && r.ns === m.home) return r.section;
  return null;
}

/** Boards of one number from several of the file's sections made one board of the session: their deals must agree. */
function mergedBoards(file: SessionResults, boards: readonly BoardResults[]): BoardResults[] {
  const byNumber = new Map<number, BoardResults>();
  for (const b of boards) {
    const earlier = byNumber.get(b.board);
    if (earlier === undefined) {
      byNumber.set(b.board, b);
      continue;
    }
    if (earlier.deal !== null && b.deal !== null && earlier.deal !== b.deal)
      throw new ImportPlanError(
        'teams-file',
        `${file.source.file}: board ${b.board} has two different deals in the file's sections: a session has one deal a board`,
        { file: file.source.file, board: b.board },
      );
    byNumber.set(b.board, {
      ...earlier,
      deal: earlier.deal ?? b.deal,
      hands: earlier.hands ?? b.hands,
      results: [...earlier.results, ...b.results],
      sitOuts: [...earlier.sitOuts, ...b.sitOuts],
      ...(earlier.penalties || b.penalties
        ? { penalties: [...(earlier.penalties ?? []), ...(b.penalties ?? [])] }
        : {}),
    });
  }
  return [...byNumber.values()].sort((a, b) => a.board - b.board);
}
