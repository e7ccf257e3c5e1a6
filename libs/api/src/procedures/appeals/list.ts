// The appeals one follows, with their deadlines: the committee sees every appeal, a director those
// of his sessions, a member those on boards his side played (secrecy/appeal-access.ts).
import { appealSummarySchema } from '@club/application/shapes';
import { z } from 'zod';
import { appealViewer, followsAppeal } from '../../secrecy/appeal-access';
import { procedureWith } from '../../trpc/init';
import { appealFollowers } from './policy';

export const list = procedureWith(appealFollowers)
  .input(z.void())
  .output(z.array(appealSummarySchema))
  .query(async ({ ctx }) =>
    (await ctx.services.site.appeals()).filter((a) => followsAppeal(appealViewer(ctx.member!, a))),
  );
