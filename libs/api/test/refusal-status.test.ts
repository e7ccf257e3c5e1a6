// The table from a refusal's code to the API error: something the input names that is not there
// (an import) is NOT_FOUND; a code the table does not list, or none, is BAD_INPUT.
import { describe, expect, it } from 'vitest';
import { refusalError, refusalStatus } from '../src/trpc/refusal-status';

describe('refusal status', () => {
  it('an unknown import the input names is NOT_FOUND; other refusals are BAD_INPUT', () => {
    expect(refusalStatus('import-unknown')).toBe('NOT_FOUND');
    expect(refusalStatus('season-exists')).toBe('BAD_INPUT');
    const error = refusalError("importId: import 'I9' is not known", {
      code: 'import-unknown',
      params: { importId: 'I9' },
    });
    expect([error.code, error.message]).toEqual(['NOT_FOUND', "Import: import 'I9' is not known"]);
    expect(refusalError('no code').code).toBe('BAD_INPUT');
  });
});
