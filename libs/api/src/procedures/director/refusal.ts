// A command refused by a decider (DomainError, or the bridge engine's Refused: a card the player
// does not hold, a lead the opening leader does not hold) or by bad data the application layer found
// (RangeError) becomes BAD_INPUT with the decider's own message, which names the field, the value
// or the deadline (e.g. the 79C1 correction period's end).
import { ApiError } from '../../trpc/api-error';

// By name, not class: the services run outside the Next bundle, with their own copies of the classes.
const isRefusal = (error: unknown): error is Error => error instanceof Error && (error.name === 'DomainError' || error.name === 'Refused' || error instanceof RangeError);

export async function orRefusal<T>(run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isRefusal(error) && !(error instanceof ApiError)) throw new ApiError('BAD_INPUT', error.message);
    throw error;
  }
}
