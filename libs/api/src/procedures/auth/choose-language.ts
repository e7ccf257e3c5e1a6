// The signed-in member chooses the language he reads the site in (issue 16): his own setting, which
// comes before his browser's languages and the club's (the site's resolveLocale).
import { chooseLanguageInputSchema } from '@club/application/shapes';
import { z } from 'zod';
import { recorded } from '../../trpc/command-outcome';
import { procedureWith } from '../../trpc/init';

export const chooseLanguage = procedureWith({ access: 'signed-in' })
  .input(chooseLanguageInputSchema)
  .output(z.object({ recorded: z.literal(true) }))
  .mutation(async ({ ctx, input }) =>
    recorded(await ctx.services.site.chooseLanguage(input, { memberId: ctx.member!.memberId })),
  );
