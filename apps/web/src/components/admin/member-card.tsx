'use client';
// One member on the club administrator's roll: his details and roles (granted and revoked there);
// edit his details, or mark him inactive (his history stays; he is then shown as inactive since that day).
import type { MemberRoll, RoleScopes } from '@club/application/shapes';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../../trpc/client';
import { When } from '../time/when';
import { MemberFields } from './member-fields';
import { MemberRoles } from './member-roles';
import { PasswordLinkButton } from './password-link-button';
import { grantLabelIn } from '../roles/grant-label';
import { scopeNamesOf } from '../roles/scope-names';
import { RefusalText } from '../refusal-words';

export function MemberCard({ member, scopes }: { member: MemberRoll[number]; scopes: RoleScopes }) {
  const trpc = useTRPC();
  const t = useTranslations('memberCard');
  const grantWords = { role: useTranslations('roles'), scope: useTranslations('roleGrants') };
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [details, setDetails] = useState({
    name: member.name,
    email: member.email ?? '',
    federationId: member.federationId ?? '',
  });
  const done = { onSuccess: () => (setEditing(false), router.refresh()) };
  const edit = useMutation(trpc.admin.editMember.mutationOptions(done));
  const deactivate = useMutation(trpc.admin.deactivateMember.mutationOptions(done));
  const error = edit.error ?? deactivate.error;
  const inactiveSince = member.deactivatedAt;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    edit.mutate({ memberId: member.memberId, ...details });
  };
  return (
    <li className="card member-card" aria-label={member.name}>
      <h3>{member.name}</h3>
      <p className="muted">
        {member.federationId
          ? t('withFederationId', { email: member.email ?? t('noEmail'), federationId: member.federationId })
          : (member.email ?? t('noEmail'))}
      </p>
      {member.deactivatedAt ? (
        <p>{member.grants.map((g) => grantLabelIn(grantWords, g, scopeNamesOf(scopes))).join(', ')}</p>
      ) : (
        <MemberRoles memberId={member.memberId} name={member.name} grants={member.grants} scopes={scopes} />
      )}
      {inactiveSince ? (
        <p className="muted">{t.rich('inactiveSince', { when: () => <When at={inactiveSince} /> })}</p>
      ) : editing ? (
        <form className="stack" onSubmit={submit} aria-label={t('editForm', { name: member.name })} noValidate>
          <MemberFields details={details} onChange={setDetails} />
          <button type="submit" disabled={edit.isPending}>
            {t('save')}
          </button>
        </form>
      ) : (
        <div className="board-links">
          <button type="button" onClick={() => setEditing(true)}>
            {t('edit')}
          </button>
          <PasswordLinkButton memberId={member.memberId} name={member.name} />
          <button
            type="button"
            disabled={deactivate.isPending}
            onClick={() => deactivate.mutate({ memberId: member.memberId })}
          >
            {t('markInactive')}
          </button>
        </div>
      )}
      {error ? (
        <p className="error" role="alert">
          <RefusalText error={error} plain />
        </p>
      ) : null}
    </li>
  );
}
