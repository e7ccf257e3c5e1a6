// Law 92D: an appeal is not heard unless, in a pairs event, both members of the pair agree (in an
// individual event the appellant needs no one), or in a team event the captain agrees. The 1997
// code adds that an absent member is deemed to concur (the setting defaults by edition).
import type { LawsEdition } from '@club/bridge';
import { refuse } from '../shared/refuse';
import type { SessionForm } from '../session/session-setup';
import type { AppellantRole } from './appeal-events';

export interface AppellantFacts {
  readonly form: SessionForm;
  readonly appellant: { readonly contestant: string; readonly memberId: string; readonly role: AppellantRole };
  readonly contestantMembers: readonly string[];
  readonly captain: string | null;
}

/** The member whose agreement the appeal still needs, or null; refuses an appellant who cannot lodge for the contestant. */
export function concurrenceNeededFrom(f: AppellantFacts): string | null {
  const { memberId, role, contestant } = f.appellant;
  if (role === 'captain') {
    if (f.form !== 'teams')
      refuse(
        'no-captain',
        `appellant.role: a ${f.form} contestant has no captain; a player lodges the appeal (Law 92A)`,
      );
    if (f.captain !== memberId)
      refuse(
        'not-the-captain',
        `appellant.memberId: '${memberId}' is not the captain of team '${contestant}' (${f.captain ?? 'no captain named'})`,
      );
    return null;
  }
  if (!f.contestantMembers.includes(memberId))
    refuse(
      'not-a-member',
      `appellant.memberId: '${memberId}' is not a player of '${contestant}' (${f.contestantMembers.join(', ')})`,
    );
  switch (f.form) {
    case 'individual':
      return null;
    case 'pairs':
      return (
        f.contestantMembers.find((m) => m !== memberId) ??
        refuse('no-partner', `contestantMembers: pair '${contestant}' lists no partner of '${memberId}'`)
      );
    case 'teams':
      if (f.captain === null)
        refuse(
          'no-captain',
          `captain: an appeal by a team member needs the captain's agreement (Law 92D2); name team '${contestant}''s captain`,
        );
      return f.captain === memberId ? null : f.captain;
  }
}

/** Law 92D as the edition has it: 1997 deems an absent member to concur, 2007 does not. */
export const absentMemberDeemedToConcurByDefault = (edition: LawsEdition): boolean => edition === '1997';
