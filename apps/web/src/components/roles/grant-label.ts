// A role a member holds, in words: its label and, when scoped, the session or league (by its name
// when the page knows it, else its id).
import type { RoleGrant } from '@club/club';
import { ROLE_LABELS } from './role-labels';
import type { ScopeNames } from './scope-names';

export const grantLabel = (g: RoleGrant, names?: ScopeNames) =>
  g.scope ? `${ROLE_LABELS[g.role]} (${g.scope.kind} ${names?.(g.scope) ?? g.scope.id})` : ROLE_LABELS[g.role];
