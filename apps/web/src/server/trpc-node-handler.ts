// The API at /api/trpc served straight from the Node server (apps/web/server.ts) with tRPC's
// Node HTTP adapter: the same router, context and checks as the Next route handler
// (apps/web/src/app/api/trpc), without a pass through Next's request handling.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHTTPHandler } from '@trpc/server/adapters/standalone';
import { appRouter, createRequestContext, type ApiServices } from '@club/api';

export const TRPC_PATH = '/api/trpc';

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  return headers;
}

/** Handles requests under /api/trpc/; returns false for any other request (left to the caller). `maxBodyBytes`: a body over it is refused (413). */
export function trpcNodeHandler(
  services: ApiServices,
  options: { readonly maxBodyBytes?: number } = {},
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const handler = createHTTPHandler({
    router: appRouter,
    basePath: `${TRPC_PATH}/`,
    // The server's body limit (body-limit.ts) answers first; tRPC then stops reading the body too.
    ...(options.maxBodyBytes ? { maxBodySize: options.maxBodyBytes } : {}),
    createContext: ({ req, res, info }) =>
      createRequestContext(
        services,
        { headers: headersOf(req), url: `http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}` },
        { append: (name, value) => void res.appendHeader(name, value) },
        info,
      ),
  });
  return (req, res) => {
    if (!(req.url ?? '').startsWith(`${TRPC_PATH}/`)) return false;
    handler(req, res);
    return true;
  };
}
