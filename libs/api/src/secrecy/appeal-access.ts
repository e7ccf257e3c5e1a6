// Who follows an appeal (issue 12): the members of both sides at the table, the session's
// director and the appeals committee; nobody else sees the case or that it exists. Before lodging,
// a member sees the rulings of the tables where he played the board; the session's director sees
// every table. A pure rule over the case's facts, called by every appeals read path.
import { hasRole, hasRoleFor, type SignedInMember } from '@club/auth';

interface Side {
  readonly seat: 'NS' | 'EW';
  readonly members: readonly { readonly memberId: string }[];
}

export interface AppealViewer {
  /** The seat of the side the viewer played on, if he did. */
  readonly side: 'NS' | 'EW' | null;
  readonly directs: boolean;
  readonly committee: boolean;
}

export function appealViewer(
  member: SignedInMember,
  facts: { readonly sessionId: string; readonly sides: readonly Side[] },
): AppealViewer {
  return {
    side: facts.sides.find((s) => s.members.some((m) => m.memberId === member.memberId))?.seat ?? null,
    directs: hasRoleFor(member, 'director', { kind: 'session', id: facts.sessionId }),
    committee: hasRole(member, 'appeals-committee'),
  };
}

/** The committee and the session's director read the hearing notes (the rule: application's appeal-deliberation.ts). */
export const seesDeliberation = (member: SignedInMember) => (sessionId: string) =>
  hasRole(member, 'appeals-committee') || hasRoleFor(member, 'director', { kind: 'session', id: sessionId });

/** The caller's standing to hear an appeal's parts: on the committee; the sessions he directs (application's appeal-bench.ts). */
export const appealBench = (member: SignedInMember) => ({
  memberId: member.memberId,
  committee: hasRole(member, 'appeals-committee'),
  directs: (sessionId: string) => hasRoleFor(member, 'director', { kind: 'session', id: sessionId }),
});

export const followsAppeal = (viewer: AppealViewer) => viewer.side !== null || viewer.directs || viewer.committee;

export const NOT_INVOLVED =
  "Only the members of both sides, the session's director and the appeals committee follow this appeal.";

/** How the one reading a case stands to it, with the steps that are his: concurring (92D), the appellant side's. */
export function caseViewer(
  member: SignedInMember,
  facts: {
    readonly sessionId: string;
    readonly sides: readonly (Side & { readonly contestant: string })[];
    readonly appellant: { readonly contestant: string };
    readonly concurrence: { readonly from: { readonly memberId: string } | null };
  },
) {
  const viewer = appealViewer(member, facts);
  const side = facts.sides.find((s) => s.seat === viewer.side);
  return {
    ...viewer,
    appellantSide: side?.contestant === facts.appellant.contestant,
    concurrenceAsked: facts.concurrence.from?.memberId === member.memberId,
  };
}
