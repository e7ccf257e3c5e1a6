// A command refused by a decider (a DomainError of any library, recognised by its brand, mapped by
// its code through trpc/refusal-status) or by bad data the application layer found (RangeError) becomes
// an ApiError with the decider's own message, which names the field, the value or the deadline
// (e.g. the 79C1 correction period's end), and the refusal's code and params for the pages.
import { isDomainError } from '@club/events';
import { refusalError } from '../../trpc/refusal-status';

export async function orRefusal<T>(run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isDomainError(error)) throw refusalError(error.message, { code: error.code, params: error.params });
    // Bad data the application layer found (a command's parsing is a coded refusal): no code.
    if (error instanceof RangeError) throw refusalError(error.message);
    throw error;
  }
}
