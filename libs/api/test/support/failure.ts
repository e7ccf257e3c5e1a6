// The TRPCError a call fails with (any other error is rethrown; a call that succeeds fails the test).
import { TRPCError } from '@trpc/server';

export async function failure(promise: Promise<unknown>): Promise<TRPCError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
