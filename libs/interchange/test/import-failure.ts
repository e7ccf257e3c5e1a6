// The ImportError a parse throws, for tests of refusals (any other error, or none, fails the test).
import { ImportError } from '../src';

export const failure = (run: () => unknown): ImportError => {
  try {
    run();
  } catch (error) {
    if (error instanceof ImportError) return error;
    throw error;
  }
  throw new Error('expected an ImportError');
};
