// The organiser's desk of one Ulti evening: check-in, draws, the table plan, rounds, close; its jury.
import { getTranslations } from 'next-intl/server';
import { PageFrame } from '../../../../components/page-frame';
import { UltiEveningDesk } from '../../../../components/ulti/ulti-evening-desk';
import { UltiJuryNaming } from '../../../../components/ulti/ulti-jury-naming';
import { load } from '../../../../server/access';
import { serverCaller } from '../../../../server/caller';
import { routeParams } from '../../../../server/route-params';

export default async function UltiEveningPage({ params }: { params: Promise<{ sessionId: string }> }) {
  const { sessionId } = await routeParams(params);
  const [caller, t] = await Promise.all([serverCaller(), getTranslations('ultiTitles')]);
  return (
    <PageFrame
      title={t('evening', { session: sessionId })}
      loaded={await load(() => caller.ulti.evening({ sessionId }))}
    >
      {(evening) => (
        <>
          <UltiEveningDesk evening={evening} />
          <UltiJuryNaming sessionId={evening.sessionId} leagueId={evening.leagueId} />
        </>
      )}
    </PageFrame>
  );
}
