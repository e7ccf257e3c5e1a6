// The names of the sessions and leagues a role may be scoped to, looked up by scope.
import type { RoleScopes } from '@club/application/shapes';
import type { RoleScope } from '@club/club';

export type ScopeNames = (scope: RoleScope) => string | undefined;

export function scopeNamesOf(scopes: RoleScopes): ScopeNames {
  const names = new Map<string, string>([
    ...scopes.sessions.map((s): [string, string] => [`session:${s.sessionId}`, s.name]),
    ...scopes.leagues.map((l): [string, string] => [`league:${l.leagueId}`, l.name]),
  ]);
  return (scope) => names.get(`${scope.kind}:${scope.id}`);
}
