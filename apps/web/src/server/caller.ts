// Server components call the router directly, with the request's cookies: no HTTP round trip.
import { headers } from 'next/headers';
import { createCaller, createServerComponentContext } from '@club/api';
import { services } from './services';

export async function serverCaller() {
  return createCaller(createServerComponentContext(services(), new Headers(await headers())));
}
