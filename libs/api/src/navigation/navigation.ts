// The site's navigation for a member's roles: each role sees the pages of its job.
import { z } from 'zod';
import { hasRole, type SignedInMember } from '@club/auth';

export const navItemSchema = z.object({ href: z.string(), label: z.string() });
export type NavItem = z.infer<typeof navItemSchema>;

export function navigationFor(member: SignedInMember | null): NavItem[] {
  const items: NavItem[] = [{ href: '/', label: 'Home' }];
  if (!member) return [...items, { href: '/sign-in', label: 'Sign in' }];
  if (hasRole(member, 'member')) items.push({ href: '/results', label: 'Results' });
  if (hasRole(member, 'member'))
    items.push(
      { href: '/history', label: 'History' },
      { href: '/ulti', label: 'Ulti' },
      { href: '/rubber', label: 'Rubber' },
    );
  if (hasRole(member, 'director')) items.push({ href: '/director', label: 'Director' });
  if (hasRole(member, 'league-admin')) items.push({ href: '/leagues', label: 'Leagues' });
  // A league administrator opens and runs Ulti evenings.
  if (hasRole(member, 'league-admin')) items.push({ href: '/ulti/organise', label: 'Ulti desk' });
  if (hasRole(member, 'appeals-committee')) items.push({ href: '/appeals', label: 'Appeals' });
  if (hasRole(member, 'club-admin'))
    items.push({ href: '/admin/members', label: 'Members' }, { href: '/admin/accounts', label: 'Accounts' });
  return [...items, { href: '/sign-out', label: 'Sign out' }];
}
