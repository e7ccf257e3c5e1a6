import { DataTable } from '../../../components/data-table';
import { PageFrame } from '../../../components/page-frame';
import { grantLabel } from '../../../components/roles/grant-label';
import { load } from '../../../server/access';
import { serverCaller } from '../../../server/caller';

export default async function AccountsPage() {
  const caller = await serverCaller();
  return (
    <PageFrame title="Accounts" loaded={await load(() => caller.admin.accounts())}>
      {(accounts) => (
        <DataTable
          headers={['Name', 'Email', 'Roles']}
          rows={accounts.map((a) => ({
            key: a.memberId,
            cells: [a.name, a.email, a.grants.map((g) => grantLabel(g)).join(', ')],
          }))}
        />
      )}
    </PageFrame>
  );
}
