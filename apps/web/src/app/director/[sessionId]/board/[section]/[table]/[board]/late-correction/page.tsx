// Law 79C2 for one board: after the 79C1 correction period, the director and the tournament
// organizer authorise a late correction (who, why); the correction form then accepts it with the
// authorisation. Without one, the correction is refused and the refusal names the 79C1 deadline.
import Link from 'next/link';
import { CorrectionForm } from '../../../../../../../../components/director/correction-form';
import { LateCorrectionForm } from '../../../../../../../../components/director/late-correction-form';
import { PageFrame } from '../../../../../../../../components/page-frame';
import { Contract } from '../../../../../../../../components/suit';
import { When } from '../../../../../../../../components/time/when';
import { load } from '../../../../../../../../server/access';
import { serverCaller } from '../../../../../../../../server/caller';
import { routeParams } from '../../../../../../../../server/route-params';

const unused = (b: { authorizations: { authorizationId: string; used: boolean }[] }) =>
  b.authorizations.filter((a) => !a.used).map((a) => a.authorizationId);

export default async function LateCorrectionPage({
  params,
}: {
  params: Promise<{ sessionId: string; section: string; table: string; board: string }>;
}) {
  const at = await routeParams(params);
  const caller = await serverCaller();
  const back = `/director/${encodeURIComponent(at.sessionId)}/board/${at.section}/${at.table}/${at.board}`;
  return (
    <PageFrame
      title={`Late correction, board ${at.board}, table ${at.table}`}
      loaded={await load(() => caller.director.tableBoard(at))}
    >
      {(b) => (
        <>
          <p className="muted">
            <Link href={back}>Back to the board</Link> · N-S {b.ns}, E-W {b.ew}
          </p>
          <section className="card" aria-label="Deadline">
            {b.correctionDeadline ? (
              <p data-testid="correction-deadline">
                The correction period (Law 79C1) ends at <When at={b.correctionDeadline} />. After it a correction needs
                an authorisation by the director and the tournament organizer (Law 79C2).
              </p>
            ) : (
              <p>
                The official score has not been published: the result may still be corrected under Law 79A/79B on the
                board&apos;s page.
              </p>
            )}
            {b.result ? (
              <p data-testid="board-result">
                Result: <Contract contract={b.result.contract} />
                {b.result.declarer ? ` by ${b.result.declarer}, ${b.result.tricks} tricks` : ''}, N-S {b.result.scoreNs}
              </p>
            ) : (
              <p>No result is recorded for this board: there is nothing to correct.</p>
            )}
          </section>
          {b.authorizations.length ? (
            <ul className="card" aria-label="Authorisations">
              {b.authorizations.map((a) => (
                <li key={a.authorizationId}>
                  {a.authorizationId}: director {a.directorName}, organizer {a.organizerName}, <When at={a.at} />:{' '}
                  {a.attestation}
                  {a.used ? ' (used)' : ''}
                </li>
              ))}
            </ul>
          ) : null}
          <LateCorrectionForm at={at} />
          {b.result ? (
            // Remounted when an authorisation is added, so the new one is selected.
            <CorrectionForm at={at} current={b.result} authorizations={unused(b)} />
          ) : null}
        </>
      )}
    </PageFrame>
  );
}
