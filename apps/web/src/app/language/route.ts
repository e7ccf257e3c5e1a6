// The language switcher's form (components/language/language-switcher.tsx) posts here: the
// chosen language is kept in the `locale` cookie for a year, and the visitor goes back to the page
// he was on (a path of this site only), now in that language. A plain form post: it works without
// scripts, and the whole page is written again in the new language. A signed-in member's choice is
// also saved as his own setting (auth.chooseLanguage), so any browser he signs in on follows it.
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { createCaller, createRequestContext } from '@club/api';
import { readCookie, SESSION_COOKIE } from '@club/auth';
import { isSitePath } from '../sign-in/return-to';
import { isLocale, LOCALE_COOKIE, LOCALES, type Locale } from '../../i18n/locales';
import { services } from '../../server/services';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

const plainText = (status: number, text: string) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** Saves the choice as the signed-in member's setting; null when saved or when no member is signed in. */
async function saveForMember(request: Request, locale: Locale): Promise<Response | null> {
  const token = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
  if (!token || !(await services().auth.memberForToken(token))) return null;
  try {
    await createCaller(await createRequestContext(services(), request, new Headers())).auth.chooseLanguage({
      language: locale,
    });
    return null;
  } catch (error) {
    if (error instanceof TRPCError) return plainText(getHTTPStatusCodeFromError(error), error.message);
    throw error;
  }
}

export async function POST(request: Request): Promise<Response> {
  const form = await request.formData().catch(() => null);
  const locale = form?.get('locale');
  if (!isLocale(locale))
    return plainText(400, `locale: expected one of ${LOCALES.join(', ')}, got '${String(locale ?? '')}'`);
  const refused = await saveForMember(request, locale);
  if (refused) return refused;
  const back = form?.get('back');
  return new Response(null, {
    status: 303,
    headers: {
      location: typeof back === 'string' && isSitePath(back) ? back : '/',
      'set-cookie': `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax; HttpOnly`,
    },
  });
}
