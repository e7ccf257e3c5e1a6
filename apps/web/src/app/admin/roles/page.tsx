import { PageFrame } from '../../../components/page-frame';
import { scopeNamesOf } from '../../../components/roles/scope-names';
import { When } from '../../../components/time/when';
import { load } from '../../../server/access';
import { serverCaller } from '../../../server/caller';
import { auditChangeText } from '../../../words/audit-changes';

// The audit: who granted or revoked which role of whom, who added, edited or marked inactive which
// member or recorded his federation number, and when (club time), newest first.
export default async function AuditPage() {
  const caller = await serverCaller();
  return (
    <PageFrame
      title="Role and member changes"
      loaded={await load(async () => ({
        changes: await caller.admin.roleAudit(),
        names: scopeNamesOf(await caller.admin.roleScopes()),
      }))}
    >
      {({ changes, names }) => (
        <ol className="stack member-roll" aria-label="Role and member changes">
          {changes.map((c, i) => (
            <li key={i} className="card">
              <When at={c.at} />
              <p>{auditChangeText(c, names)}</p>
            </li>
          ))}
        </ol>
      )}
    </PageFrame>
  );
}
