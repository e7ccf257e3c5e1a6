// One appeal with its whole timeline, for whoever follows it: the members of both sides, the
// session's director, the appeals committee (secrecy/appeal-access.ts); to anyone else it does not exist.
import { appealCaseViewSchema } from '@club/application/shapes';
import { z } from 'zod';
import { idText } from '../../input/text-limits';
import { caseViewer, followsAppeal, NOT_INVOLVED, seesDeliberation } from '../../secrecy/appeal-access';
import { ApiError } from '../../trpc/api-error';
import { notFound } from '../../trpc/not-found';
import { procedureWith } from '../../trpc/init';
import { appealFollowers } from './policy';

export const appealCase = procedureWith(appealFollowers)
  .input(z.object({ appealId: idText }))
  .output(appealCaseViewSchema)
  .query(async ({ ctx, input }) => {
    const found = await ctx.services.site.appealCase(input.appealId, seesDeliberation(ctx.member!));
    if (!found)
      throw notFound('appeal-unknown', `Appeal '${input.appealId}' does not exist.`, { appealId: input.appealId });
    const viewer = caseViewer(ctx.member!, found);
    if (!followsAppeal(viewer))
      throw new ApiError('FORBIDDEN', NOT_INVOLVED, undefined, { code: 'appeal-not-followed', params: {} });
    return { ...found, viewer };
  });
