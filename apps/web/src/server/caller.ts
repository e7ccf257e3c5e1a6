// Server components call the router directly, with the request's cookies: no HTTP round trip.
// One caller per request (React's cache), so the layout and the page look the session up once.
import { headers } from 'next/headers';
import { cache } from 'react';
import { createCaller, createServerComponentContext } from '@club/api';
import { services } from './services';

export const serverCaller = cache(async () =>
  createCaller(await createServerComponentContext(services(), new Headers(await headers()))),
);
