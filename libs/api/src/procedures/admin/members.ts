// The club's roll for its administrators: every member, active or not, with email, federation id and roles.
import { memberRollSchema } from '@club/application/shapes';
import { z } from 'zod';
import { procedureWith } from '../../trpc/init';
import { CLUB_ADMIN } from './policy';

export const members = procedureWith(CLUB_ADMIN)
  .input(z.void())
  .output(memberRollSchema)
  .query(({ ctx }) => ctx.services.site.memberRoll());
