// Typed errors, so callers can tell a lost race (retry) from bad input (fix the caller)
// from a conflicting retry (a bug or a forged eventId).
import type { ExpectedVersion } from '../append/expected-version';

export class EventStoreError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The stream's version was not what the writer expected: re-read, re-decide, retry. */
export class ConcurrencyError extends EventStoreError {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    /** The stream's version when the append was tried: 'no-stream' when it has no events. */
    readonly actual: number | 'no-stream',
  ) {
    super(`stream ${streamId}: expected version ${String(expected)}, but it is ${String(actual)}`);
  }
}

/** A call with a bad argument (a read option, a setting): the message names it and its value. */
export class InvalidArgumentError extends EventStoreError {}

/** An append that cannot be stored as given: the message names the event and the field. */
export class InvalidAppendError extends InvalidArgumentError {}

/**
 * A retried batch that does not match what is stored: some of its eventIds are stored and
 * others are new, or a stored eventId belongs to a different event (stream, type or data).
 */
export class IdempotencyConflictError extends EventStoreError {
  constructor(
    message: string,
    readonly storedEventIds: readonly string[],
    readonly newEventIds: readonly string[],
  ) {
    super(message);
  }
}

/** The command handler lost the race on every attempt. */
export class CommandRetriesExhaustedError extends EventStoreError {
  constructor(
    readonly streamId: string,
    readonly attempts: number,
    readonly lastConflict: ConcurrencyError,
  ) {
    super(`stream ${streamId}: still conflicting after ${attempts} attempts (${lastConflict.message})`, {
      cause: lastConflict,
    });
  }
}
