// The club's sign-in accounts and their roles, for club administrators (each as the member it
// signs in as). Never the hashes.
import { signedInMemberSchema } from '@club/auth';
import { z } from 'zod';
import { procedureWith } from '../../trpc/init';
import { CLUB_ADMIN } from './policy';

export const accounts = procedureWith(CLUB_ADMIN)
  .input(z.void())
  .output(z.array(signedInMemberSchema))
  .query(({ ctx }) => ctx.services.auth.accounts());
