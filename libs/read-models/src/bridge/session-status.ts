// One definition of a bridge session's status and progress, for members' pages and the director's
// alike (issue 19: there were two, and a publication alone made a session "over"). Publication is
// not the end of play: a session is over when the director closes it, when every round has ended,
// when every table has a result on every board it plays, or when it was imported from a results file
// (the record of an event played elsewhere).
import { roundsRemaining, type SessionIncomplete } from '@club/club';
import type { BridgeSessionDocument, SessionView } from './session-document';

export type SessionStatus = 'scheduled' | 'running' | 'over';

const roundsOf = (doc: BridgeSessionDocument) => Math.max(0, ...doc.sections.map((s) => s.rounds));

/** Table plays of the movement, and those with a result or an adjusted score. */
function plays(view: SessionView): { readonly all: number; readonly done: number } {
  const all = view.session.sections.reduce(
    (n, s) => n + Object.values(s.boardTables ?? {}).reduce((a, b) => a + b, 0),
    0,
  );
  const done = view.tables.filter((t) => t.result || t.adjustment).length;
  return { all, done };
}

/** What is still missing before the official score can be published without a second confirmation. */
export function sessionIncomplete(view: SessionView): SessionIncomplete {
  const { all, done } = plays(view);
  const rounds = roundsRemaining({
    rounds: roundsOf(view.session),
    currentRound: view.session.currentRound,
    lastRoundEnded: view.session.roundsEnded,
  });
  return { roundsRemaining: view.session.status === 'closed' ? 0 : rounds, missingResults: Math.max(0, all - done) };
}

export function sessionStatus(view: SessionView): SessionStatus {
  const doc = view.session;
  const rounds = roundsOf(doc);
  if (doc.status === 'closed' || doc.importedFrom !== undefined || (rounds > 0 && doc.roundsEnded >= rounds))
    return 'over';
  const { all, done } = plays(view);
  if (all > 0 && done >= all) return 'over';
  return doc.currentRound !== null || doc.roundsEnded > 0 || doc.tableBoards.length > 0 || doc.publications.length > 0
    ? 'running'
    : 'scheduled';
}
