// The API services the server process opened (server.ts), shared with the Next bundle.
import type { ApiServices } from '@club/api';

const SERVICES_KEY = Symbol.for('club.web.services');

export function services(): ApiServices {
  const found = (globalThis as Record<symbol, unknown>)[SERVICES_KEY] as ApiServices | undefined;
  if (!found)
    throw new Error(
      'the club services are not open: start the site with `npm start` or `tsx apps/web/server.ts`, not `next start`',
    );
  return found;
}
