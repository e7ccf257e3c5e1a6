// The appeals' policies: who may call at all (the case itself then answers only those who follow
// it: secrecy/appeal-access.ts); the director's steps are his for the session named in the input.
import type { Policy } from '../../policy/policy';

const sessionDirector = { role: 'director', scopedBy: { kind: 'session', field: 'sessionId' } } as const;

/** A member (a side at the table), any director, the committee: each then sees only the appeals he follows. */
export const appealFollowers: Policy = {
  access: 'roles',
  anyOf: [{ role: 'member' }, { role: 'director' }, { role: 'appeals-committee' }],
};

/** A member acting for his own side (lodging, concurring, withdrawing, appealing further). */
export const appealMember: Policy = { access: 'roles', anyOf: [{ role: 'member' }] };

/** The director of the session named in the input. */
export const appealSessionDirector: Policy = { access: 'roles', anyOf: [sessionDirector] };

/** A member of the board's sides, or the session's director: who sees a board's rulings before lodging. */
export const appealBoardReaders: Policy = { access: 'roles', anyOf: [{ role: 'member' }, sessionDirector] };

/** Law 93C2: the director of the session or the appeals committee refers a case. */
export const appealReferrers: Policy = { access: 'roles', anyOf: [sessionDirector, { role: 'appeals-committee' }] };

/** Law 93A/B: the committee, or a director (the use case admits only the appeal's session's director, for the parts routed to him). */
export const appealHearers: Policy = {
  access: 'roles',
  anyOf: [{ role: 'appeals-committee' }, { role: 'director' }],
};
