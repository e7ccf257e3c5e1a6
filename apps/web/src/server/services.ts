// The API services the server process opened (server.ts), shared with the Next bundle: the
// request's club's (many clubs in one site: ./request-services.ts), else the one club's.
import type { ApiServices } from '@club/api';

const SERVICES_KEY = Symbol.for('club.web.services');
const REQUEST_SERVICES_KEY = Symbol.for('club.web.request-services');

export function services(): ApiServices {
  const scope = globalThis as Record<symbol, unknown>;
  const request = (scope[REQUEST_SERVICES_KEY] as { getStore(): ApiServices | undefined } | undefined)?.getStore();
  const found = request ?? (scope[SERVICES_KEY] as ApiServices | undefined);
  if (!found)
    throw new Error(
      'the club services are not open: start the site with `npm start` or `tsx apps/web/server.ts`, not `next start`',
    );
  return found;
}
