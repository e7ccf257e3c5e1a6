// The jury's (zsűri) page of one Ulti session: renonsz rulings with their payments before Confirm,
// discipline, and the rulings so far. For the members named to the session's jury and its organiser
// (a league administrator comes with ?league=<his league>, as the desk links him).
import { getTranslations } from 'next-intl/server';
import { PageFrame } from '../../../../components/page-frame';
import { UltiJuryDesk } from '../../../../components/ulti/ulti-jury-desk';
import { load } from '../../../../server/access';
import { serverCaller } from '../../../../server/caller';
import { routeParams } from '../../../../server/route-params';

export default async function UltiJuryPage({
  params,
  searchParams,
}: {
  params: Promise<{ sessionId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { sessionId } = await routeParams(params);
  const league = (await searchParams).league;
  const leagueId = typeof league === 'string' ? league : null;
  const [caller, t] = await Promise.all([serverCaller(), getTranslations('ultiTitles')]);
  return (
    <PageFrame
      title={t('jury', { session: sessionId })}
      loaded={await load(() => caller.ulti.juryDesk({ sessionId, ...(leagueId ? { leagueId } : {}) }))}
    >
      {(desk) => <UltiJuryDesk desk={desk} leagueId={leagueId} />}
    </PageFrame>
  );
}
