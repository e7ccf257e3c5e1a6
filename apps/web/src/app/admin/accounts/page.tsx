import type { RoleGrant } from '@club/club';
import { DataTable } from '../../../components/data-table';
import { PageFrame } from '../../../components/page-frame';
import { ROLE_LABELS } from '../../../components/roles/role-labels';
import { load } from '../../../server/access';
import { serverCaller } from '../../../server/caller';

const grantLabel = (g: RoleGrant) =>
  g.scope ? `${ROLE_LABELS[g.role]} (${g.scope.kind} ${g.scope.id})` : ROLE_LABELS[g.role];

export default async function AccountsPage() {
  const caller = await serverCaller();
  return (
    <PageFrame title="Accounts" loaded={await load(() => caller.admin.accounts())}>
      {(accounts) => (
        <DataTable
          headers={['Name', 'Email', 'Roles']}
          rows={accounts.map((a) => ({
            key: a.memberId,
            cells: [a.name, a.email, a.grants.map(grantLabel).join(', ')],
          }))}
        />
      )}
    </PageFrame>
  );
}
