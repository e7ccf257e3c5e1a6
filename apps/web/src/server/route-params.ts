// A page's route parameters, parsed the same way on every page: a malformed one (not
// percent-decodable, empty, longer than an id may be, a control character, a board, table or deal
// number that is not a whole number from 1 to 9999, a section with a '-') is a page that does not
// exist (404), never a server error. Every page with parameters reads them through routeParams.
import { notFound } from 'next/navigation';
import { TEXT_LIMITS } from '@club/api';

const NUMBERS = ['board', 'table', 'dealNo'] as const;
const TEXTS = ['sessionId', 'leagueId', 'appealId', 'memberId', 'section', 'tableId'] as const;
type NumberParam = (typeof NUMBERS)[number];
type ParamName = NumberParam | (typeof TEXTS)[number];

export type RouteParams<P> = { readonly [K in keyof P]: K extends NumberParam ? number : string };

// eslint-disable-next-line no-control-regex -- finding control characters is its purpose
const CONTROL = /[\u0000-\u001f\u007f]/;
const isNumberParam = (name: string): name is NumberParam => (NUMBERS as readonly string[]).includes(name);

function decoded(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    notFound();
  }
}

/** One parameter by its name; an unknown name is a programming error, not a visitor's. */
export function routeParam(name: string, raw: string): string | number {
  const value = decoded(raw);
  if (isNumberParam(name)) {
    if (!/^[1-9]\d{0,3}$/.test(value)) notFound();
    return Number(value);
  }
  if (!(TEXTS as readonly string[]).includes(name))
    throw new Error(`route parameter [${name}] has no parser in src/server/route-params.ts`);
  const max = name === 'section' ? TEXT_LIMITS.code : TEXT_LIMITS.id;
  if (value.length === 0 || value.length > max || CONTROL.test(value) || (name === 'section' && value.includes('-')))
    notFound();
  return value;
}

/** The page's parameters, each parsed by its name (numbers as numbers); 404 when any is malformed. */
export async function routeParams<P extends Partial<Record<ParamName, string>>>(
  params: Promise<P>,
): Promise<RouteParams<P>> {
  const raw = await params;
  return Object.fromEntries(
    Object.entries(raw).map(([name, value]) => [name, routeParam(name, String(value))]),
  ) as RouteParams<P>;
}
