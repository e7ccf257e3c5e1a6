// The language switcher's form (components/language/language-switcher.tsx) posts here: the
// chosen language is kept in the `locale` cookie for a year, and the visitor goes back to the page
// he was on (a path of this site only), now in that language. A plain form post: it works without
// scripts, and the whole page is written again in the new language.
import { isSitePath } from '../sign-in/return-to';
import { isLocale, LOCALE_COOKIE, LOCALES } from '../../i18n/locales';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export async function POST(request: Request): Promise<Response> {
  const form = await request.formData().catch(() => null);
  const locale = form?.get('locale');
  if (!isLocale(locale))
    return new Response(`locale: expected one of ${LOCALES.join(', ')}, got '${String(locale ?? '')}'`, {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  const back = form?.get('back');
  return new Response(null, {
    status: 303,
    headers: {
      location: typeof back === 'string' && isSitePath(back) ? back : '/',
      'set-cookie': `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax; HttpOnly`,
    },
  });
}
