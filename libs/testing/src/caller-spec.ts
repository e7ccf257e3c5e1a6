// given(subject).when(call).thenReturns(value) / thenRefused(code): the test shape for API callers
// (a tRPC caller per signed-in subject, or any async function). A refusal must name its expected
// code: the error's `code` (TRPCError and DomainError both carry one).
import { AssertionError, deepStrictEqual } from 'node:assert/strict';

export interface CallerThen<T> {
  thenReturns(expected: T): Promise<void>;
  /** Refused with this code (e.g. 'FORBIDDEN', 'UNAUTHORIZED', a DomainError code). */
  thenRefused(code: string): Promise<void>;
}

export interface CallerSpec<Subject, Caller> {
  given(subject: Subject): { when<T>(call: (caller: Caller) => Promise<T> | T): CallerThen<T> };
}

export function callerSpec<Subject, Caller>(
  callerFor: (subject: Subject) => Caller | Promise<Caller>,
): CallerSpec<Subject, Caller> {
  return {
    given: (subject) => ({
      when: <T>(call: (caller: Caller) => Promise<T> | T): CallerThen<T> => {
        const run = async () => call(await callerFor(subject));
        return {
          async thenReturns(expected) {
            deepStrictEqual(await run(), expected);
          },
          async thenRefused(code) {
            if (typeof code !== 'string' || code === '')
              throw new TypeError('thenRefused needs the expected error code');
            let result: T;
            try {
              result = await run();
            } catch (error) {
              const actual = (error as { code?: unknown } | null)?.code;
              if (actual !== code)
                throw new AssertionError({
                  message: `the call was refused with ${String(actual)} (${String(error)}), not ${code}`,
                  actual,
                  expected: code,
                });
              return;
            }
            throw new AssertionError({
              message: `expected the call to be refused with ${code}, but it returned`,
              actual: result,
              expected: code,
            });
          },
        };
      },
    }),
  };
}
