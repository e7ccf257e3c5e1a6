// What a role may be scoped to: the club's sessions (bridge sessions and Ulti evenings) and leagues,
// read from their projections and the leagues' opening events, for the administrator's picker; and
// the check that a grant names one that exists (the club decider cannot know other streams).
import type { RoleScope } from '@club/club';
import {
  BRIDGE_SESSION_PROJECTION,
  ULTI_SESSION_PROJECTION,
  type BridgeSessionDocument,
  type UltiSessionDocument,
} from '@club/read-models';
import type { Club } from '../club';
import { leagueSiteReader } from './league-reader';
import type { RoleScopes } from './member-admin-shapes';
import { refuseSite } from './site-refusal';

export interface RoleScopesReader {
  roleScopes(): RoleScopes;
  /** Refuses (code 'scope-unknown', field scope) a scope naming no session or league of the club. */
  refuseUnknownScope(scope: RoleScope | undefined): void;
}

export function roleScopesReader(club: Pick<Club, 'store' | 'runner'>): RoleScopesReader {
  const documents = <Doc extends { readonly status: string }>(projection: string): Doc[] =>
    club.runner.keys(projection).flatMap((id) => {
      const doc = club.runner.document<Doc>(projection, id);
      return doc && doc.status !== 'none' ? [doc] : [];
    });
  const leagues = () =>
    leagueSiteReader(club)
      .seasons()
      .flatMap((s) => s.leagues)
      .map(({ leagueId, name, game }) => ({ leagueId, name, game }));
  const roleScopes = (): RoleScopes => {
    const all = leagues();
    const leagueName = (leagueId: string | null) => all.find((l) => l.leagueId === leagueId)?.name;
    const bridge = documents<BridgeSessionDocument>(BRIDGE_SESSION_PROJECTION)
      .map((d) => ({
        sessionId: d.sessionId,
        name: d.name ?? d.sessionId,
        startsAt: d.startsAt,
        game: 'bridge' as const,
      }))
      .sort((a, b) => (b.startsAt ?? '').localeCompare(a.startsAt ?? '') || a.sessionId.localeCompare(b.sessionId));
    const ulti = documents<UltiSessionDocument>(ULTI_SESSION_PROJECTION)
      .map((d) => {
        const league = leagueName(d.leagueId);
        return {
          sessionId: d.sessionId,
          name: league ? `${league}: ${d.sessionId}` : d.sessionId,
          startsAt: null,
          game: 'ulti' as const,
        };
      })
      .sort((a, b) => b.sessionId.localeCompare(a.sessionId));
    return { sessions: [...bridge, ...ulti], leagues: [...all].sort((a, b) => a.name.localeCompare(b.name)) };
  };
  return {
    roleScopes,
    refuseUnknownScope(scope) {
      if (!scope) return;
      const known =
        scope.kind === 'session'
          ? [BRIDGE_SESSION_PROJECTION, ULTI_SESSION_PROJECTION].some(
              (projection) =>
                (club.runner.document<{ status: string }>(projection, scope.id)?.status ?? 'none') !== 'none',
            )
          : leagues().some((l) => l.leagueId === scope.id);
      if (!known)
        refuseSite('scope-unknown', `scope: the club has no ${scope.kind} '${scope.id}'`, {
          field: 'scope',
          kind: scope.kind,
          id: scope.id,
        });
    },
  };
}
