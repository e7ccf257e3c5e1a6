// This request's origin as the table cards print it (./public-origin.ts says which).
import { headers } from 'next/headers';
import { originOf, publicOrigin } from './public-origin';

export async function requestOrigin(): Promise<string> {
  return originOf(publicOrigin(), await headers());
}
