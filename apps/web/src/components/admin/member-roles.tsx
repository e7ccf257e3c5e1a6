'use client';
// A member's roles on the administrator's roll: each with a button to revoke it, and a form to
// grant one, club-wide or for one session or league (the scopes the role is held in), the session
// or league chosen from the club's by name (sessions with their date), never typed as an id.
import type { RoleScopes } from '@club/application/shapes';
import { ROLE_SCOPES, type ClubRole, type RoleGrant } from '@club/club';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../../trpc/client';
import { grantLabelIn } from '../roles/grant-label';
import { ROLE_LABELS } from '../roles/role-labels';
import { scopeNamesOf } from '../roles/scope-names';
import { ScopeSelect, scopeChoices } from './scope-select';
import { RefusalText } from '../refusal-words';

type GrantableRole = Exclude<ClubRole, 'member'>;
const GRANTABLE = (Object.keys(ROLE_LABELS) as ClubRole[]).filter((r): r is GrantableRole => r !== 'member');
const ALL = 'all';
const ALL_WORDS = { session: 'allSessions', league: 'allLeagues' } as const;
const SCOPE_WORDS = { session: 'oneSession', league: 'oneLeague' } as const;

export function MemberRoles({
  memberId,
  name,
  grants,
  scopes,
}: {
  memberId: string;
  name: string;
  grants: RoleGrant[];
  scopes: RoleScopes;
}) {
  const trpc = useTRPC();
  const t = useTranslations('memberRoles');
  const roleName = useTranslations('roles');
  const grantWords = { role: roleName, scope: useTranslations('roleGrants') };
  const router = useRouter();
  const [role, setRole] = useState<GrantableRole>('director');
  const [kind, setKind] = useState<string>(ALL);
  const [scopeId, setScopeId] = useState('');
  const refresh = { onSuccess: () => router.refresh() };
  const grant = useMutation(trpc.admin.grantRole.mutationOptions(refresh));
  const revoke = useMutation(trpc.admin.revokeRole.mutationOptions(refresh));
  const error = grant.error ?? revoke.error;
  const kinds = ROLE_SCOPES[role];
  const names = scopeNamesOf(scopes);
  const scoped = kind !== ALL && kinds.includes(kind as 'session' | 'league');
  // A new kind or role starts on the first session or league offered.
  const choose = (nextRole: GrantableRole, nextKind: string) => {
    setRole(nextRole);
    setKind(nextKind);
    const first = nextKind === ALL ? undefined : scopeChoices(scopes, nextRole, nextKind as 'session' | 'league')[0];
    setScopeId(first?.id ?? '');
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    grant.mutate({ memberId, role, ...(scoped ? { scope: { kind: kind as 'session' | 'league', id: scopeId } } : {}) });
  };
  return (
    <>
      <ul className="member-grants" aria-label={t('rolesOf', { name })}>
        {grants.map((g) => (
          <li key={`${g.role} ${g.scope?.kind ?? ''} ${g.scope?.id ?? ''}`}>
            {grantLabelIn(grantWords, g, names)}
            {g.role === 'member' ? null : (
              <button
                type="button"
                onClick={() => revoke.mutate({ memberId, ...g, role: g.role as GrantableRole })}
                aria-label={t('revokeGrant', { grant: grantLabelIn(grantWords, g, names) })}
              >
                {t('revoke')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <form className="stack" onSubmit={submit} aria-label={t('grantForm', { name })} noValidate>
        <label>
          {t('role')}
          <select name="role" value={role} onChange={(e) => choose(e.target.value as GrantableRole, ALL)}>
            {GRANTABLE.map((r) => (
              <option key={r} value={r}>
                {roleName(r)}
              </option>
            ))}
          </select>
        </label>
        {kinds.length > 0 ? (
          <label>
            {t('for')}
            <select name="scope" value={kind} onChange={(e) => choose(role, e.target.value)}>
              <option value={ALL}>{t(ALL_WORDS[kinds[0]!])}</option>
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {t(SCOPE_WORDS[k])}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {scoped ? (
          <ScopeSelect
            scopes={scopes}
            role={role}
            kind={kind as 'session' | 'league'}
            value={scopeId}
            onChange={setScopeId}
          />
        ) : null}
        <button type="submit" disabled={grant.isPending || (scoped && scopeId === '')}>
          {t('submit')}
        </button>
      </form>
      {error ? (
        <p className="error" role="alert">
          <RefusalText error={error} plain />
        </p>
      ) : null}
    </>
  );
}
