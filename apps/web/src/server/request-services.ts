// Many clubs in one process (CLUB_BASE_HOST): each request runs with its club's services in an
// AsyncLocalStorage, which the Next bundle finds through globalThis (./services.ts reads it before
// the one club's services of a single-club site). Not in the Next bundle: server.ts runs requests here.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ApiServices } from '@club/api';

export const REQUEST_SERVICES_KEY = Symbol.for('club.web.request-services');

const storage = new AsyncLocalStorage<ApiServices>();
(globalThis as Record<symbol, unknown>)[REQUEST_SERVICES_KEY] = storage;

/** Runs `work` (a request's handling, and everything it awaits) with the club's services. */
export function withServices<T>(services: ApiServices, work: () => T): T {
  return storage.run(services, work);
}
