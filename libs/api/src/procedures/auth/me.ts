// The signed-in member, or null.
import { z } from 'zod';
import { signedInMemberSchema } from '@club/auth';
import { procedureWith } from '../../trpc/init';

export const me = procedureWith({ access: 'public' })
  .input(z.void())
  .output(signedInMemberSchema.nullable())
  .query(({ ctx }) => ctx.member);
