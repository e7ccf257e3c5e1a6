// A tRPC caller signed in by a session token: what a request from the site's own origin with the
// session cookie would be.
import { createCaller } from '../../src/router';
import { createRequestContext, type ApiServices } from '../../src/trpc/context';

const ORIGIN = 'http://club.test';

export function tokenCaller(services: ApiServices, token: string): ReturnType<typeof createCaller> {
  const headers = new Headers({ host: 'club.test', origin: ORIGIN, cookie: `club_session=${token}` });
  const request = new Request(`${ORIGIN}/api/trpc`, { method: 'POST', headers });
  return createCaller(() => createRequestContext(services, request, new Headers()));
}
