// The facts hand-record secrecy decides on for one board (the rule itself is @club/api's
// boardVisibility): whether everyone may see it — the director closed the session, or every table
// that plays the board has played it — and, for each entrant that has played it, its members.
// A publication reveals nothing by itself (issue 19).
import { partnershipPlayers } from './individual-results';
import type { SessionView } from './session-document';

export interface BoardSecrecyFacts {
  readonly sessionId: string;
  readonly board: number;
  /** Closed by the director, played at every table that plays it, or imported from a results file. */
  readonly revealedToAll: boolean;
  /** For each entrant that has finished the board (a result or an adjusted score), its members. */
  readonly finishedBy: readonly (readonly string[])[];
}

const finished = (t: SessionView['tables'][number]) => Boolean(t.result || t.adjustment);

function finishedByOf(view: SessionView, board: number): string[][] {
  const pairs = new Set<string>();
  // In an individual session a table names its partnerships (`3-7`); entrants are single players.
  const sidesOf = view.session.form === 'individual' ? partnershipPlayers : (side: string) => [side];
  for (const t of view.tables) {
    if (t.board === board && finished(t)) {
      for (const side of [...sidesOf(t.ns), ...sidesOf(t.ew)]) pairs.add(`${t.section}\u0000${side}`);
    }
  }
  // A team's table-board rows name `<team>/<side>`; its entrant names the team alone.
  return view.session.entrants
    .filter((e) => pairs.has(`${e.section}\u0000${e.pair}`) || pairs.has(`${e.section}\u0000${e.pair.split('/')[0]}`))
    .map((e) => [...e.players]);
}

function playedEverywhere(view: SessionView, board: number): boolean {
  const expected = view.session.sections.reduce((n, s) => n + (s.boardTables?.[board] ?? 0), 0);
  if (expected === 0) return false;
  return view.tables.filter((t) => t.board === board && finished(t)).length >= expected;
}

/** `view` may hold only this board's table-boards. */
export function boardSecrecyFacts(view: SessionView, board: number): BoardSecrecyFacts {
  return {
    sessionId: view.session.sessionId,
    board,
    // An imported session is the record of an event already played elsewhere.
    revealedToAll:
      view.session.status === 'closed' || view.session.importedFrom !== undefined || playedEverywhere(view, board),
    finishedBy: finishedByOf(view, board),
  };
}
