// Hand-record secrecy, as at a real club: while a session is running, a member may see a board's
// hands, traveller and results only once his own pair (or team, or he himself at an individual)
// has played it; when the session is over everyone may. The session's directors see everything
// (they need it to rule). A pure rule: the facts come from the session's read model.
import { hasRoleFor, type SignedInMember } from '../roles/role';

export interface BoardSecrecyFacts {
  readonly sessionId: string;
  /** Every round has ended (or the session is closed). */
  readonly sessionOver: boolean;
  /** For each entrant that has finished the board (a result recorded), the members in it. */
  readonly finishedBy: readonly (readonly string[])[];
}

export type BoardVisibility =
  | { readonly visible: true; readonly because: 'session-over' | 'played-it' | 'directs-session' }
  | { readonly visible: false; readonly reason: string };

export function boardVisibility(viewer: SignedInMember | null, facts: BoardSecrecyFacts): BoardVisibility {
  if (facts.sessionOver) return { visible: true, because: 'session-over' };
  if (viewer && hasRoleFor(viewer, 'director', { kind: 'session', id: facts.sessionId })) return { visible: true, because: 'directs-session' };
  if (viewer && facts.finishedBy.some((entrant) => entrant.includes(viewer.memberId))) return { visible: true, because: 'played-it' };
  return {
    visible: false,
    reason: viewer
      ? 'This board is hidden until your pair has played it or the session is over.'
      : 'This board is hidden until the session is over.',
  };
}
