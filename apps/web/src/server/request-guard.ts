// What the site server checks on every request before anything else reads it (apps/web/server.ts
// calls it first): the body limit (body-limit.ts), and an address that is not valid
// percent-encoding (e.g. '/results/%ZZ'), refused with 400 here instead of failing deeper down.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { bodyLimit } from './body-limit';
import type { RequestLimits } from './request-limits';

function malformedAddress(req: IncomingMessage, res: ServerResponse): boolean {
  try {
    decodeURIComponent((req.url ?? '/').split('?', 1)[0]!);
    return false;
  } catch {
    res
      .writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
      .end('The address is not valid percent-encoding.\n');
    return true;
  }
}

/** Returns true when it has answered (refused) the request, false when the request may go on. */
export function requestGuard(
  limits: Pick<RequestLimits, 'maxBodyBytes'>,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const overBodyLimit = bodyLimit(limits.maxBodyBytes);
  return (req, res) => overBodyLimit(req, res) || malformedAddress(req, res);
}
