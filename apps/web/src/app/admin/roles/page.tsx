import { PageFrame } from '../../../components/page-frame';
import { grantLabel } from '../../../components/roles/grant-label';
import { When } from '../../../components/time/when';
import { load } from '../../../server/access';
import { serverCaller } from '../../../server/caller';

// The role audit: who granted or revoked which role of whom, and when (club time), newest first.
export default async function RoleAuditPage() {
  const caller = await serverCaller();
  return (
    <PageFrame title="Role changes" loaded={await load(() => caller.admin.roleAudit())}>
      {(changes) => (
        <ol className="stack member-roll" aria-label="Role changes">
          {changes.map((c, i) => (
            <li key={i} className="card">
              <When at={c.at} />
              <p>
                {c.by ? c.by.name : 'The club'} {c.change} {c.member.name}: {grantLabel(c.grant)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </PageFrame>
  );
}
