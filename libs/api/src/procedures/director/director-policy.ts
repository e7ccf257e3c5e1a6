// The director's policies: a scoped rule (a director of the session named in the input's
// sessionId, or a club-wide director) and, for opening a new session, any director.
import type { Policy } from '../../policy/policy';

export const directorOfSession: Policy = {
  access: 'roles',
  anyOf: [{ role: 'director', scopedBy: { kind: 'session', field: 'sessionId' } }],
};

export const anyDirector: Policy = { access: 'roles', anyOf: [{ role: 'director' }] };
