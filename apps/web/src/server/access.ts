// Pages show a clear message instead of failing when the API refuses the signed-in member or
// the input (a page's parameters are checked before, so a refused input is shown, never a 500).
import { TRPCError } from '@trpc/server';

export type Loaded<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly code: string; readonly message: string };

export async function load<T>(read: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, value: await read() };
  } catch (error) {
    if (error instanceof TRPCError && ['UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'BAD_REQUEST'].includes(error.code)) {
      return { ok: false, code: error.code, message: error.message };
    }
    throw error;
  }
}
