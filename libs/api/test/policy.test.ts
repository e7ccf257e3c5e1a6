import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { decide } from '../src/policy/policy';
import { createCallerFactory, guardedProcedure, router } from '../src/trpc/init';
import type { SignedInMember } from '@club/auth';

const dora: SignedInMember = {
  memberId: 'dora',
  name: 'Dora',
  email: 'd@x',
  grants: [{ role: 'director', scope: { kind: 'session', id: 'S1' } }],
};
const directorOfSession = {
  access: 'roles',
  anyOf: [{ role: 'director', scopedBy: { kind: 'session', field: 'sessionId' } }],
} as const;

describe('policies', () => {
  it('a scoped rule reads the session from the input', () => {
    expect(decide(directorOfSession, dora, { sessionId: 'S1' })).toEqual({ allowed: true });
    expect(decide(directorOfSession, dora, { sessionId: 'S2' })).toEqual({
      allowed: false,
      code: 'FORBIDDEN',
      message: 'Only the director of this session may do this.',
      refusal: { code: 'role-of-scope-only', params: { role: 'director', kind: 'session' } },
    });
    expect(decide(directorOfSession, dora, {})).toMatchObject({ allowed: false });
  });
  it('a club-wide grant satisfies a scoped rule', () => {
    expect(decide(directorOfSession, { ...dora, grants: [{ role: 'director' }] }, { sessionId: 'S9' })).toEqual({
      allowed: true,
    });
  });
  it('a procedure without a policy is refused to everyone (deny by default)', async () => {
    const bare = router({ open: guardedProcedure.input(z.void()).query(() => 'secret') });
    const call = createCallerFactory(bare)({
      services: {} as never,
      member: dora,
      sessionToken: null,
      table: null,
      csrf: { ok: true },
      clientAddress: 'x',
      batchSize: 1,
      secure: false,
      setCookie: () => {},
    });
    const error = await call.open().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).message).toBe('open has no access policy, so nobody may call it');
  });
});
