// Who runs an Ulti evening. The organiser: a league administrator of the session's own league (a
// grant scoped to another league does not reach it), or the director named for the session. An
// evening is opened by an administrator of the league it opens in. The score-keepers are the
// players at the tables, club members. The jury: members named for the session.
import type { Policy } from '../../policy/policy';

const DIRECTOR_RULE = { role: 'director', scopedBy: { kind: 'session', field: 'sessionId' } } as const;
const ORGANISER_RULES = [
  { role: 'league-admin', scopedBy: { kind: 'league', field: 'sessionId', of: 'ulti-session' } },
  DIRECTOR_RULE,
] as const;
const JURY_RULE = { role: 'ulti-jury', scopedBy: { kind: 'session', field: 'sessionId' } } as const;

/** Opening an evening: the session has no league yet, so the league is the one it is opened in. */
export const ULTI_OPENER = {
  access: 'roles',
  anyOf: [{ role: 'league-admin', scopedBy: { kind: 'league', field: 'leagueId' } }, DIRECTOR_RULE],
} as const satisfies Policy;
export const ULTI_ORGANISER = { access: 'roles', anyOf: ORGANISER_RULES } as const satisfies Policy;
export const ULTI_SCORE_KEEPER = {
  access: 'roles',
  anyOf: [{ role: 'member' }, ...ORGANISER_RULES, JURY_RULE],
} as const satisfies Policy;
/** A recorded deal is corrected by the organiser or the jury, not by a player at the table. */
export const ULTI_CORRECTOR = { access: 'roles', anyOf: [...ORGANISER_RULES, JURY_RULE] } as const satisfies Policy;
/** Rulings: the members named to the session's jury, or the organiser (who named them). */
export const ULTI_JURY = { access: 'roles', anyOf: [...ORGANISER_RULES, JURY_RULE] } as const satisfies Policy;
