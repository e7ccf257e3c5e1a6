// next-intl's configuration of a request (named in next.config.ts): the page's language from the
// signed-in member's setting, the cookie, the browser and the club (./resolve-locale.ts), its messages, the club's zone and the
// site's number formats.
import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { clubTimeZone } from '../server/club-time-zone';
import { memberLanguageOf } from '../server/member-language';
import { clubLanguage } from './club-language';
import { SITE_FORMATS } from './formats';
import { LOCALE_COOKIE } from './locales';
import { messagesOf } from './messages';
import { resolveLocale } from './resolve-locale';

export default getRequestConfig(async () => {
  const asked = await headers();
  const locale = resolveLocale({
    memberLanguage: await memberLanguageOf(asked.get('cookie')),
    cookie: (await cookies()).get(LOCALE_COOKIE)?.value,
    acceptLanguage: asked.get('accept-language'),
    clubLanguage: clubLanguage(),
  });
  return { locale, messages: messagesOf(locale), timeZone: clubTimeZone(), formats: SITE_FORMATS };
});
