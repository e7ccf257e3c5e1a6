// A change of the club's roles or members as the audit page says it: who did what to whom, without
// the time (the page shows it beside). Keyed by the audit's change union.
import type { RoleAudit } from '@club/application/shapes';
import { grantLabel } from '../components/roles/grant-label';
import type { ScopeNames } from '../components/roles/scope-names';

type Change = RoleAudit[number];
// The change of kind K (granted and revoked share one shape).
type OfKind<C, K> = C extends { change: infer X } ? (K extends X ? C : never) : never;
type Of<K extends Change['change']> = OfKind<Change, K>;

const orNone = (email: string | null) => email ?? 'none';

const WORDS: { readonly [K in Change['change']]: (c: Of<K>, names: ScopeNames) => string } = {
  granted: (c, names) => `granted ${c.member.name}: ${grantLabel(c.grant, names)}`,
  revoked: (c, names) => `revoked ${c.member.name}: ${grantLabel(c.grant, names)}`,
  added: (c) => `added ${c.name} as a member${c.email ? ` (email ${c.email})` : ''}`,
  edited: (c) =>
    `edited ${c.member.name}: ${[
      ...(c.details.name ? [`name ${c.details.name.from} → ${c.details.name.to}`] : []),
      ...(c.details.email ? [`email ${orNone(c.details.email.from)} → ${orNone(c.details.email.to)}`] : []),
    ].join('; ')}`,
  deactivated: (c) => `marked ${c.member.name} inactive`,
  'federation-id': (c) => `recorded ${c.member.name}'s federation number: ${c.federationId}`,
};

/** "Cecil Admin edited Anna Kovács: name Anna → Anna Kovács". */
export function auditChangeText(c: Change, names: ScopeNames): string {
  const what = (WORDS[c.change] as (c: Change, names: ScopeNames) => string)(c, names);
  return `${c.by ? c.by.name : 'The club'} ${what}`;
}
