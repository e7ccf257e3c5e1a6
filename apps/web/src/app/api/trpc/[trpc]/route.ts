// The API over HTTP: tRPC's fetch adapter; the context reads the session cookie and the origin.
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { appRouter, createRequestContext } from '@club/api';
import { services } from '../../../../server/services';

export const dynamic = 'force-dynamic';

function handler(req: Request) {
  return fetchRequestHandler({
    endpoint: '/api/trpc',
    req,
    router: appRouter,
    createContext: ({ req: request, resHeaders, info }) => createRequestContext(services(), request, resHeaders, info),
  });
}

export { handler as GET, handler as POST };
