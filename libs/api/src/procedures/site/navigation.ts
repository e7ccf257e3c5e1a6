// The navigation the signed-in member (or a visitor) sees.
import { z } from 'zod';
import { navigationFor, navItemSchema } from '../../navigation/navigation';
import { procedureWith } from '../../trpc/init';

export const navigation = procedureWith({ access: 'public' })
  .input(z.void())
  .output(z.array(navItemSchema))
  .query(({ ctx }) => navigationFor(ctx.member, { federation: ctx.services.federation !== undefined }));
