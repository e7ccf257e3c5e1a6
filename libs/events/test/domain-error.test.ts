// DomainError: code and JSON params; recognised by its brand from another copy of the library
// (the web server loads the libraries twice), never by class name or message.
import { describe, expect, it } from 'vitest';
import { DomainError, isDomainError } from '../src';

describe('DomainError', () => {
  it('carries its code, params and message, and is recognised from a second copy of the module', async () => {
    const error = new DomainError('lead-not-held', 'lead ♠A: East does not hold it', { card: 'SA', seat: 'E' });
    expect([error.code, error.params, error.message]).toEqual([
      'lead-not-held',
      { card: 'SA', seat: 'E' },
      'lead ♠A: East does not hold it',
    ]);
    // A second instance of the module, as the Next bundle has beside the services' copy.
    const second = '../src/decider/domain-error.ts?copy';
    const copy = (await import(/* @vite-ignore */ second)) as typeof import('../src/decider/domain-error');
    expect(copy.DomainError).not.toBe(DomainError);
    const fromCopy = new copy.DomainError('round-running', 'round 1 has not ended', { round: 1 });
    expect(fromCopy instanceof DomainError).toBe(false);
    expect(isDomainError(fromCopy)).toBe(true);
  });

  it('is not matched by name or by a code alone', () => {
    const lookalike = Object.assign(new Error('round 1 has not ended'), { name: 'DomainError', code: 'round-running' });
    expect(isDomainError(lookalike)).toBe(false);
    expect(isDomainError(null)).toBe(false);
  });
});
