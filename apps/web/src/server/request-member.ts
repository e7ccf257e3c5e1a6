// The signed-in member a plain Node request comes from, by its session cookie (for the server's
// own handlers outside tRPC, e.g. the live-updates stream).
import type { IncomingMessage } from 'node:http';
import { readCookie, SESSION_COOKIE } from '@club/auth';
import type { ApiServices } from '@club/api';

export function requestMember(services: ApiServices): (req: IncomingMessage) => Promise<string | null> {
  return async (req) =>
    (await services.auth.memberForToken(readCookie(req.headers.cookie, SESSION_COOKIE) ?? null))?.memberId ?? null;
}
