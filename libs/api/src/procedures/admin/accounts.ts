// The club's sign-in accounts and their roles, for club administrators. Never the hashes.
import { z } from 'zod';
import { roleGrantSchema } from '@club/club';
import { procedureWith } from '../../trpc/init';

export const accounts = procedureWith({ access: 'roles', anyOf: [{ role: 'club-admin' }] })
  .input(z.void())
  .output(
    z.array(z.object({ memberId: z.string(), email: z.string(), name: z.string(), grants: z.array(roleGrantSchema) })),
  )
  .query(({ ctx }) => ctx.services.auth.accounts().map((a) => ({ ...a, grants: [...a.grants] })));
