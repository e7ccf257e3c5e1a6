// A role a member holds, in words: its label and, when scoped, the session or league.
import type { RoleGrant } from '@club/club';
import { ROLE_LABELS } from './role-labels';

export const grantLabel = (g: RoleGrant) =>
  g.scope ? `${ROLE_LABELS[g.role]} (${g.scope.kind} ${g.scope.id})` : ROLE_LABELS[g.role];
