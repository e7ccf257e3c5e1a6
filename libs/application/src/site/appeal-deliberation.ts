// Who reads what of an appeal (issue 12). The rule: a hearing's notes are the deciding body's record
// of its deliberation, so the committee and the session's director read them; the members of both
// sides read every call, card, ruling and appeal step with its deadlines, who heard the case and who
// attended, the evidence named, and the decision, but not those notes. Nobody else reads the case
// (the API's secrecy/appeal-access.ts).
import type { AppealCase } from './appeals-shapes';

/** Whether the one reading a case, in the case's session, reads the deliberation (committee, the session's director). */
export type SeesDeliberation = (sessionId: string) => boolean;

/** The case as a member of a side reads it: the hearings without their notes. */
export function caseForReader(c: AppealCase, seesDeliberation: SeesDeliberation): AppealCase {
  if (seesDeliberation(c.sessionId)) return c;
  return { ...c, hearings: c.hearings.map((h) => ({ ...h, notes: null })) };
}
