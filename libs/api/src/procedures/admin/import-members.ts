// A club administrator imports a member list from CSV: recorded whole, or its errors by line and column.
import { importMembersInputSchema, memberImportOutcomeSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { CLUB_ADMIN } from './policy';

export const importMembers = procedureWith(CLUB_ADMIN)
  .input(importMembersInputSchema)
  .output(memberImportOutcomeSchema)
  .mutation(({ ctx, input }) => ctx.services.site.importMembers(input, { memberId: ctx.member!.memberId }));
