// The demo club's membership at work, recorded by its club administrator (Olga Organizer, `to`):
// a member who left (marked inactive, his history kept) and a few role changes, so the members
// page shows an inactive member and the role audit a trail of who changed which role when.
import { clubDecider, clubStreamId } from '@club/club';
import type { Club } from '../club';
import { executeBridge } from '../bridge/bridge-commands';

/** The demo's former member (the id sorts after every other, so no demo account is given to him). */
export const DEMO_FORMER_MEMBER = 'zz_former';

export async function seedDemoMembership(club: Club, clubId: string, day: string): Promise<void> {
  const at = (time: string) => `${day}T${time}:00.000Z`;
  const byAdmin = { actor: { id: 'to', role: 'club-admin' } };
  const run = (command: Parameters<typeof clubDecider.decide>[0]) =>
    executeBridge(club, clubStreamId(clubId), clubDecider, command, byAdmin);
  await run({
    type: 'AdmitMember',
    memberId: DEMO_FORMER_MEMBER,
    name: 'Rezső Régi',
    email: 'rezso.regi@demo.club',
    at: at('10:00'),
  });
  await run({ type: 'DeactivateMember', memberId: DEMO_FORMER_MEMBER, at: at('10:05') });
  const pairs = { kind: 'league' as const, id: 'pairs' };
  await run({ type: 'GrantRole', memberId: 'ac1', role: 'league-admin', scope: pairs, at: at('10:10') });
  await run({ type: 'RevokeRole', memberId: 'ac1', role: 'league-admin', scope: pairs, at: at('10:20') });
  await run({
    type: 'GrantRole',
    memberId: 'ac3',
    role: 'league-admin',
    scope: { kind: 'league', id: 'ulti' },
    at: at('10:30'),
  });
}
