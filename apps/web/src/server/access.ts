// Pages show a clear message instead of failing when the API refuses the signed-in member or
// the input (a page's parameters are checked before, so a refused input is shown, never a 500).
import { TRPCError } from '@trpc/server';

/** The refusal's engine code and params, when the API sent them (for the page's language). */
type RefusalData = { readonly refusal: { readonly code: string; readonly params: object } | null };

export type Loaded<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly code: string; readonly message: string; readonly data?: RefusalData };

/** The refusal an error's cause (the API's ApiError) carries, by shape: the services are another copy of the classes. */
function refusalOfCause(cause: unknown): RefusalData['refusal'] {
  const refusal = (cause as { refusal?: unknown } | undefined)?.refusal;
  if (typeof refusal !== 'object' || refusal === null) return null;
  const { code, params } = refusal as { code?: unknown; params?: unknown };
  return typeof code === 'string'
    ? { code, params: typeof params === 'object' && params !== null ? params : {} }
    : null;
}

export async function load<T>(read: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, value: await read() };
  } catch (error) {
    if (error instanceof TRPCError && ['UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'BAD_REQUEST'].includes(error.code)) {
      return { ok: false, code: error.code, message: error.message, data: { refusal: refusalOfCause(error.cause) } };
    }
    throw error;
  }
}
