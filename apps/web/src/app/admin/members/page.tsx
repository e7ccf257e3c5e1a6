import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { AddMemberForm } from '../../../components/admin/add-member-form';
import { ImportMembersForm } from '../../../components/admin/import-members-form';
import { MemberCard } from '../../../components/admin/member-card';
import { PasswordRequests } from '../../../components/admin/password-requests';
import { PageFrame } from '../../../components/page-frame';
import { load } from '../../../server/access';
import { serverCaller } from '../../../server/caller';

// The club administrator's members: the "forgot password" requests waiting on him first; add a
// member or import a list, edit or mark one inactive; inactive ones last.
export default async function MembersPage() {
  const [caller, t] = await Promise.all([serverCaller(), getTranslations('adminMembers')]);
  const loaded = await load(async () => ({
    roll: await caller.admin.members(),
    requests: await caller.admin.passwordRequests(),
    scopes: await caller.admin.roleScopes(),
  }));
  return (
    <PageFrame title={t('title')} loaded={loaded}>
      {({ roll, requests, scopes }) => (
        <>
          <p>
            <Link href="/admin/roles">{t('auditLink')}</Link>
          </p>
          <PasswordRequests requests={requests} />
          <AddMemberForm />
          <ImportMembersForm />
          <ul className="stack member-roll" aria-label={t('roll')}>
            {roll.map((member) => (
              <MemberCard key={member.memberId} member={member} scopes={scopes} />
            ))}
          </ul>
        </>
      )}
    </PageFrame>
  );
}
