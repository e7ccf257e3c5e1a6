// Who hears and decides an appeal's parts (Law 93A/B): the appeals committee what is routed to it;
// the chief director — at a club, the director of the appeal's session — what is routed to him
// (every part under the 1997 Laws with no committee; the parts on law or regulation under 2007).
// The API knows the caller's roles; the use case knows the appeal's session, so it checks here.
import type { AppealBody } from '@club/club';
import { refuseSite } from './site-refusal';

/** The caller's standing as the API knows it: on the appeals committee; the sessions he directs. */
export interface AppealBench {
  readonly committee: boolean;
  readonly directs: (sessionId: string) => boolean;
}

/** The role the caller acts in for `body` on an appeal of `sessionId`; refuses one who is not that body. */
export function benchRole(body: AppealBody, sessionId: string, by: AppealBench): 'appeals-committee' | 'director' {
  if (body === 'appeals-committee') {
    if (by.committee) return 'appeals-committee';
    refuseSite(
      'not-the-hearing-body',
      'body: only the appeals committee hears and decides the parts routed to it (Law 93B)',
      { body, sessionId },
    );
  }
  if (by.directs(sessionId)) return 'director';
  refuseSite(
    'not-the-hearing-body',
    `body: only the director of session '${sessionId}' hears and decides, as chief director, the parts routed to him (Law 93A/B)`,
    { body, sessionId },
  );
}
