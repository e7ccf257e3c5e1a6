// The signed-in member's own language setting (issue 16), read with the request's session cookie:
// null for a visitor, or a member who has chosen none. Only looked up when there is a session
// cookie, so a page of a visitor (and the build) never opens the club.
import { readCookie, SESSION_COOKIE } from '@club/auth';
import { services } from './services';

export async function memberLanguageOf(cookieHeader: string | null): Promise<string | null> {
  const token = readCookie(cookieHeader, SESSION_COOKIE);
  if (!token) return null;
  const member = await services().auth.memberForToken(token);
  return member ? services().site.memberLanguage(member.memberId) : null;
}
