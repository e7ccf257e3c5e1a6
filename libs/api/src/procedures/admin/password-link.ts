// A club administrator gets a one-time set-password link for a member, to hand over: it creates
// his sign-in account when he has none, and serves again when he forgot his password.
import { passwordLinkSchema } from '@club/application/shapes';
import { z } from 'zod';
import { unlessRefused } from '../../trpc/command-outcome';
import { procedureWith } from '../../trpc/init';
import { CLUB_ADMIN } from './policy';

export const passwordLink = procedureWith(CLUB_ADMIN)
  .input(z.object({ memberId: z.string().min(1).max(100) }))
  .output(passwordLinkSchema)
  .mutation(async ({ ctx, input }) => {
    const { ok: _, ...holder } = unlessRefused(ctx.services.site.accountHolder(input.memberId));
    const link = await ctx.services.auth.issuePasswordLink(holder);
    return { path: `/set-password?token=${link.token}`, expiresAt: new Date(link.expiresAt).toISOString() };
  });
