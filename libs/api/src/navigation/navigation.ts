// The site's navigation for a member's roles: each role sees the pages of its job. Each item is named
// by a key the site's words catalogue (apps/web/messages) writes in the page's language.
import { z } from 'zod';
import { hasRole, type SignedInMember } from '@club/auth';

export const NAV_KEYS = [
  'home',
  'signIn',
  'results',
  'history',
  'ulti',
  'rubber',
  'federation',
  'director',
  'leagues',
  'ultiDesk',
  'appeals',
  'members',
  'accounts',
  'signOut',
] as const;
export type NavKey = (typeof NAV_KEYS)[number];

export const navItemSchema = z.object({ href: z.string(), key: z.enum(NAV_KEYS) });
export type NavItem = z.infer<typeof navItemSchema>;

/** `federation`: the site has the federation's views (its clubs' logs in PostgreSQL): members get its page. */
export function navigationFor(
  member: SignedInMember | null,
  options: { readonly federation?: boolean } = {},
): NavItem[] {
  const items: NavItem[] = [{ href: '/', key: 'home' }];
  if (!member) return [...items, { href: '/sign-in', key: 'signIn' }];
  if (hasRole(member, 'member')) items.push({ href: '/results', key: 'results' });
  if (hasRole(member, 'member'))
    items.push(
      { href: '/history', key: 'history' },
      { href: '/ulti', key: 'ulti' },
      { href: '/rubber', key: 'rubber' },
    );
  if (hasRole(member, 'member') && options.federation) items.push({ href: '/federation', key: 'federation' });
  if (hasRole(member, 'director')) items.push({ href: '/director', key: 'director' });
  if (hasRole(member, 'league-admin')) items.push({ href: '/leagues', key: 'leagues' });
  // A league administrator opens and runs Ulti evenings.
  if (hasRole(member, 'league-admin')) items.push({ href: '/ulti/organise', key: 'ultiDesk' });
  if (hasRole(member, 'appeals-committee')) items.push({ href: '/appeals', key: 'appeals' });
  if (hasRole(member, 'club-admin'))
    items.push({ href: '/admin/members', key: 'members' }, { href: '/admin/accounts', key: 'accounts' });
  return [...items, { href: '/sign-out', key: 'signOut' }];
}
