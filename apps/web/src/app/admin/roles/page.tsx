import { getTranslations } from 'next-intl/server';
import { PageFrame } from '../../../components/page-frame';
import { scopeNamesOf } from '../../../components/roles/scope-names';
import { When } from '../../../components/time/when';
import { load } from '../../../server/access';
import { serverCaller } from '../../../server/caller';
import { auditChangeTextIn } from '../../../words/audit-changes';

// The audit: who granted or revoked which role of whom, who added, edited or marked inactive which
// member or recorded his federation number, and when (club time), newest first.
export default async function AuditPage() {
  const [caller, t, say, role, scope] = await Promise.all([
    serverCaller(),
    getTranslations('adminAudit'),
    getTranslations('auditChanges'),
    getTranslations('roles'),
    getTranslations('roleGrants'),
  ]);
  const words = { say, grants: { role, scope } };
  return (
    <PageFrame
      title={t('title')}
      loaded={await load(async () => ({
        changes: await caller.admin.roleAudit(),
        names: scopeNamesOf(await caller.admin.roleScopes()),
      }))}
    >
      {({ changes, names }) => (
        <ol className="stack member-roll" aria-label={t('title')}>
          {changes.map((c, i) => (
            <li key={i} className="card">
              <When at={c.at} />
              <p>{auditChangeTextIn(words, c, names)}</p>
            </li>
          ))}
        </ol>
      )}
    </PageFrame>
  );
}
