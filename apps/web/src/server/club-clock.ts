// The clock a page writes times with: the club's zone and the viewer's locale (this request's
// Accept-Language). One per request (React's cache).
import { headers } from 'next/headers';
import { cache } from 'react';
import { localeOf, type ClubClock } from '../components/time/club-time';
import { clubTimeZone } from './club-time-zone';

export const requestClock = cache(async (): Promise<ClubClock> => ({
  timeZone: clubTimeZone(),
  locale: localeOf((await headers()).get('accept-language')),
}));
