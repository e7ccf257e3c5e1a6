// The sessions and leagues a role may be scoped to, for the club administrators' grant form.
import { roleScopesSchema } from '@club/application/shapes';
import { z } from 'zod';
import { procedureWith } from '../../trpc/init';
import { CLUB_ADMIN } from './policy';

export const roleScopes = procedureWith(CLUB_ADMIN)
  .input(z.void())
  .output(roleScopesSchema)
  .query(({ ctx }) => ctx.services.site.roleScopes());
