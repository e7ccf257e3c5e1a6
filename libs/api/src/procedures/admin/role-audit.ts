// Who changed which role when, newest first, for the club administrators.
import { roleAuditSchema } from '@club/application/shapes';
import { z } from 'zod';
import { procedureWith } from '../../trpc/init';
import { CLUB_ADMIN } from './policy';

export const roleAudit = procedureWith(CLUB_ADMIN)
  .input(z.void())
  .output(roleAuditSchema)
  .query(({ ctx }) => ctx.services.site.roleAudit());
