// The clock a page writes times with: the club's zone and the viewer's locale (the page's language,
// in the browser's own style when it asks for that language). One per request (React's cache).
import { getLocale } from 'next-intl/server';
import { headers } from 'next/headers';
import { cache } from 'react';
import { clockLocaleOf, type ClubClock } from '../components/time/club-time';
import { clubTimeZone } from './club-time-zone';

export const requestClock = cache(async (): Promise<ClubClock> => ({
  timeZone: clubTimeZone(),
  locale: clockLocaleOf(await getLocale(), (await headers()).get('accept-language')),
}));
