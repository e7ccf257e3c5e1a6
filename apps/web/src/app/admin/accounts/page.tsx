import { getTranslations } from 'next-intl/server';
import { DataTable } from '../../../components/data-table';
import { PageFrame } from '../../../components/page-frame';
import { grantLabelIn } from '../../../components/roles/grant-label';
import { load } from '../../../server/access';
import { serverCaller } from '../../../server/caller';

export default async function AccountsPage() {
  const [caller, t, role, scope] = await Promise.all([
    serverCaller(),
    getTranslations('adminAccounts'),
    getTranslations('roles'),
    getTranslations('roleGrants'),
  ]);
  return (
    <PageFrame title={t('title')} loaded={await load(() => caller.admin.accounts())}>
      {(accounts) => (
        <DataTable
          headers={[t('name'), t('email'), t('roles')]}
          rows={accounts.map((a) => ({
            key: a.memberId,
            cells: [a.name, a.email, a.grants.map((g) => grantLabelIn({ role, scope }, g)).join(', ')],
          }))}
        />
      )}
    </PageFrame>
  );
}
