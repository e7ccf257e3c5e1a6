'use client';
// A member's roles on the administrator's roll: each with a button to revoke it, and a form to
// grant one, club-wide or for one session or league (the scopes the role is held in).
import { ROLE_SCOPES, type ClubRole, type RoleGrant } from '@club/club';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../../trpc/client';
import { grantLabel } from '../roles/grant-label';
import { ROLE_LABELS } from '../roles/role-labels';

type GrantableRole = Exclude<ClubRole, 'member'>;
const GRANTABLE = (Object.keys(ROLE_LABELS) as ClubRole[]).filter((r): r is GrantableRole => r !== 'member');
const ALL = 'all';
const SCOPE_WORDS = { session: 'one session', league: 'one league' } as const;

export function MemberRoles({ memberId, name, grants }: { memberId: string; name: string; grants: RoleGrant[] }) {
  const trpc = useTRPC();
  const router = useRouter();
  const [role, setRole] = useState<GrantableRole>('director');
  const [kind, setKind] = useState<string>(ALL);
  const [scopeId, setScopeId] = useState('');
  const refresh = { onSuccess: () => router.refresh() };
  const grant = useMutation(trpc.admin.grantRole.mutationOptions(refresh));
  const revoke = useMutation(trpc.admin.revokeRole.mutationOptions(refresh));
  const error = grant.error ?? revoke.error;
  const kinds = ROLE_SCOPES[role];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const scoped = kind !== ALL && kinds.includes(kind as 'session' | 'league');
    grant.mutate({ memberId, role, ...(scoped ? { scope: { kind: kind as 'session' | 'league', id: scopeId } } : {}) });
  };
  return (
    <>
      <ul className="member-grants" aria-label={`Roles of ${name}`}>
        {grants.map((g) => (
          <li key={grantLabel(g)}>
            {grantLabel(g)}
            {g.role === 'member' ? null : (
              <RevokeButton
                grant={{ ...g, role: g.role }}
                onRevoke={(grant) => revoke.mutate({ memberId, ...grant })}
              />
            )}
          </li>
        ))}
      </ul>
      <form className="stack" onSubmit={submit} aria-label={`Grant ${name} a role`} noValidate>
        <label>
          Role
          <select name="role" value={role} onChange={(e) => (setRole(e.target.value as GrantableRole), setKind(ALL))}>
            {GRANTABLE.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </label>
        {kinds.length > 0 ? (
          <label>
            For
            <select name="scope" value={kind} onChange={(e) => setKind(e.target.value)}>
              <option value={ALL}>all {kinds[0]}s</option>
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {SCOPE_WORDS[k]}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {kind !== ALL ? (
          <label>
            {kind === 'session' ? 'Session id' : 'League id'}
            <input name="scopeId" value={scopeId} onChange={(e) => setScopeId(e.target.value)} />
          </label>
        ) : null}
        <button type="submit" disabled={grant.isPending}>
          Grant the role
        </button>
      </form>
      {error ? (
        <p className="error" role="alert">
          {error.message}
        </p>
      ) : null}
    </>
  );
}

function RevokeButton({
  grant,
  onRevoke,
}: {
  grant: RoleGrant & { role: GrantableRole };
  onRevoke: (grant: RoleGrant & { role: GrantableRole }) => void;
}) {
  return (
    <button type="button" onClick={() => onRevoke(grant)} aria-label={`Revoke ${grantLabel(grant)}`}>
      Revoke
    </button>
  );
}
