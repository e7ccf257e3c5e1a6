// Law 79C2 for one board: after the 79C1 correction period, the director and the tournament
// organizer authorise a late correction (who, why); the correction form then accepts it with the
// authorisation. Without one, the correction is refused and the refusal names the 79C1 deadline.
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { CorrectionForm } from '../../../../../../../../components/director/correction-form';
import { LateCorrectionForm } from '../../../../../../../../components/director/late-correction-form';
import { PageFrame } from '../../../../../../../../components/page-frame';
import { When } from '../../../../../../../../components/time/when';
import { load } from '../../../../../../../../server/access';
import { serverCaller } from '../../../../../../../../server/caller';
import { routeParams } from '../../../../../../../../server/route-params';
import { ResultLine } from '../result-line';

const unused = (b: { authorizations: { authorizationId: string; used: boolean }[] }) =>
  b.authorizations.filter((a) => !a.used).map((a) => a.authorizationId);

export default async function LateCorrectionPage({
  params,
}: {
  params: Promise<{ sessionId: string; section: string; table: string; board: string }>;
}) {
  const at = await routeParams(params);
  const caller = await serverCaller();
  const t = await getTranslations('rulingsLateCorrection');
  const back = `/director/${encodeURIComponent(at.sessionId)}/board/${at.section}/${at.table}/${at.board}`;
  return (
    <PageFrame
      title={t('title', { board: at.board, table: at.table })}
      loaded={await load(() => caller.director.tableBoard(at))}
    >
      {(b) => (
        <>
          <p className="muted">
            <Link href={back}>{t('back')}</Link> · {t('sides', { ns: b.ns, ew: b.ew })}
          </p>
          <section className="card" aria-label={t('deadline')}>
            {b.correctionDeadline ? (
              <p data-testid="correction-deadline">
                {t.rich('periodEnds', { when: () => <When at={b.correctionDeadline!} /> })}
              </p>
            ) : (
              <p>{t('notPublished')}</p>
            )}
            {b.result ? <ResultLine result={b.result} /> : <p>{t('noResult')}</p>}
          </section>
          {b.authorizations.length ? (
            <ul className="card" aria-label={t('authorisations')}>
              {b.authorizations.map((a) => (
                <li key={a.authorizationId}>
                  {t.rich('authorisation', {
                    authorizationId: a.authorizationId,
                    director: a.directorName,
                    organizer: a.organizerName,
                    attestation: a.attestation,
                    when: () => <When at={a.at} />,
                  })}
                  {a.used ? t('used') : ''}
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
