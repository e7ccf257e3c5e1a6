import { AssertionError } from 'node:assert';
import { describe, expect, test } from 'vitest';
import { callerSpec } from '../src';

// A stand-in API: members may read their own name; anyone else is refused with a code.
type Subject = 'ann' | 'anonymous';
const refusal = (code: string) => Object.assign(new Error(code.toLowerCase()), { code });
const api = (subject: Subject) => ({
  async me() {
    if (subject === 'anonymous') throw refusal('UNAUTHORIZED');
    return { memberId: subject };
  },
});

describe('callerSpec', () => {
  const spec = callerSpec(api);
  test('thenReturns and thenRefused', async () => {
    await spec
      .given('ann')
      .when((c) => c.me())
      .thenReturns({ memberId: 'ann' });
    await spec
      .given('anonymous')
      .when((c) => c.me())
      .thenRefused('UNAUTHORIZED');
  });
  test('thenRefused fails on another code, on a call that returns, and without a code', async () => {
    await expect(
      spec
        .given('anonymous')
        .when((c) => c.me())
        .thenRefused('FORBIDDEN'),
    ).rejects.toThrow(/refused with UNAUTHORIZED .*not FORBIDDEN/);
    await expect(
      spec
        .given('ann')
        .when((c) => c.me())
        .thenRefused('UNAUTHORIZED'),
    ).rejects.toThrow(AssertionError);
    const untyped = spec.given('anonymous').when((c) => c.me()) as unknown as { thenRefused(): Promise<void> };
    await expect(untyped.thenRefused()).rejects.toThrow('thenRefused needs the expected error code');
  });
  test('thenReturns fails when the value differs', async () => {
    await expect(
      spec
        .given('ann')
        .when((c) => c.me())
        .thenReturns({ memberId: 'bob' } as never),
    ).rejects.toThrow(AssertionError);
  });
});
