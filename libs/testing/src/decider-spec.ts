// given(events).when(command).then(events): the test shape for deciders. It throws
// node's AssertionError, which vitest (and any runner) shows with a diff.
import { AssertionError, deepStrictEqual } from 'node:assert/strict';
import { fold, type Decider } from '@club/events';

export type ErrorMatcher = (new (...args: never[]) => Error) | RegExp | string | ((error: unknown) => boolean);

export interface Then<Event, State> {
  /** The decision equals exactly these events, in this order. */
  then(expected: readonly Event[]): void;
  /** The command is refused with an error matching: a class, a message pattern, a DomainError code, or a predicate (required: a refusal for another reason must not pass). */
  thenThrows(matcher: ErrorMatcher): void;
  /** The state after the given events and the decided events equals this. */
  thenState(expected: State): void;
}

export interface When<Command, Event, State> {
  when(command: Command): Then<Event, State>;
}

export interface DeciderSpec<Command, Event, State> {
  given(events: readonly Event[]): When<Command, Event, State>;
}

export function matches(error: unknown, matcher: ErrorMatcher): boolean {
  if (matcher instanceof RegExp) return error instanceof Error && matcher.test(error.message);
  if (typeof matcher === 'string') return (error as { code?: unknown } | null)?.code === matcher;
  if (matcher.prototype instanceof Error || matcher === Error) {
    return error instanceof (matcher as new (...args: never[]) => Error);
  }
  return (matcher as (error: unknown) => boolean)(error);
}

export function deciderSpec<Command, Event, State>(
  decider: Decider<Command, Event, State>,
): DeciderSpec<Command, Event, State> {
  return {
    given: (history) => ({
      when: (command) => {
        const decideNow = () => decider.decide(command, fold(decider, history));
        return {
          then(expected) {
            deepStrictEqual([...decideNow()], [...expected]);
          },
          thenThrows(matcher) {
            // Also at run time: a test written in JS, or cast, must not pass on any refusal.
            if (matcher === undefined)
              throw new TypeError(
                'thenThrows needs the expected error: a class, a message pattern, a DomainError code or a predicate',
              );
            let decided: readonly Event[];
            try {
              decided = decideNow();
            } catch (error) {
              if (!matches(error, matcher)) {
                throw new AssertionError({
                  message: `the command was refused with an unexpected error: ${String(error)}`,
                  actual: error,
                  expected: matcher,
                });
              }
              return;
            }
            throw new AssertionError({
              message: 'expected the command to be refused, but it was accepted',
              actual: decided,
              expected: matcher,
            });
          },
          thenState(expected) {
            deepStrictEqual(fold(decider, decideNow(), fold(decider, history)), expected);
          },
        };
      },
    }),
  };
}
