// The "forgot password" requests waiting for a club administrator: who asked, when, and whether he
// is still an active member. Answered by issuing his link (admin.passwordLink) or dismissed.
import { passwordRequestsSchema } from '@club/application/shapes';
import { z } from 'zod';
import { procedureWith } from '../../trpc/init';
import { CLUB_ADMIN } from './policy';

export const passwordRequests = procedureWith(CLUB_ADMIN)
  .input(z.void())
  .output(passwordRequestsSchema)
  .query(async ({ ctx }) => ctx.services.site.passwordRequests(await ctx.services.auth.pendingPasswordRequests()));
