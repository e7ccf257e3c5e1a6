// Hand-record secrecy, as at a real club: while a session is in play, a member may see a board's
// hands, traveller and results only once his own pair (or team, or he himself at an individual)
// has played it; everyone may once every table has played it or the director has closed the
// session. Publishing the official score reveals nothing by itself (issue 19). The session's
// directors see everything (they need it to rule). A pure rule: the facts come from the read
// models (@club/read-models boardSecrecyFacts). Every read path that shows a board's hands or
// table results calls this one function: see read-paths.ts and test/read-paths.test.ts.
import { hasRoleFor, type SignedInMember } from '@club/auth';

export interface BoardSecrecyFacts {
  readonly sessionId: string;
  /** The director closed the session, or every table that plays the board has played it. */
  readonly revealedToAll: boolean;
  /** For each entrant that has finished the board (a result recorded), the members in it. */
  readonly finishedBy: readonly (readonly string[])[];
}

export type BoardVisibility =
  | { readonly visible: true; readonly because: 'revealed' | 'played-it' | 'directs-session' | 'table-played-it' }
  | { readonly visible: false; readonly code: HiddenBoardCode; readonly reason: string };

/** Why a board is hidden, as a code the pages word (the reason keeps the English, for the CLI). */
export type HiddenBoardCode = 'until-pair-played' | 'until-every-table-played';

/**
 * `atTable`: a table's page (its code, or a member seated there) asks for the board: shown once every
 * pair seated at the table has played it (the members of each pair; a pair of guests only has none).
 */
export function boardVisibility(
  viewer: SignedInMember | null,
  facts: BoardSecrecyFacts,
  atTable?: { readonly seated: readonly (readonly string[])[] },
): BoardVisibility {
  if (facts.revealedToAll) return { visible: true, because: 'revealed' };
  const playedBy = (members: readonly string[]) =>
    members.length > 0 && facts.finishedBy.some((entrant) => members.some((m) => entrant.includes(m)));
  if (atTable && atTable.seated.some((p) => p.length > 0) && atTable.seated.every((p) => p.length === 0 || playedBy(p)))
    return { visible: true, because: 'table-played-it' };
  if (viewer && hasRoleFor(viewer, 'director', { kind: 'session', id: facts.sessionId }))
    return { visible: true, because: 'directs-session' };
  if (viewer && facts.finishedBy.some((entrant) => entrant.includes(viewer.memberId)))
    return { visible: true, because: 'played-it' };
  return viewer
    ? {
        visible: false,
        code: 'until-pair-played',
        reason:
          'This board is hidden until your pair has played it, every table has played it, or the director closes the session.',
      }
    : {
        visible: false,
        code: 'until-every-table-played',
        reason: 'This board is hidden until every table has played it or the director closes the session.',
      };
}
