import { getTranslations } from 'next-intl/server';
import { PageFrame } from '../../../components/page-frame';
import { ExportForm } from '../../../components/import/export-form';
import { ImportForm } from '../../../components/import/import-form';
import { load } from '../../../server/access';
import { serverCaller } from '../../../server/caller';

export const dynamic = 'force-dynamic';

export default async function ImportPage() {
  const [caller, t] = await Promise.all([serverCaller(), getTranslations('importPage')]);
  // Only league administrators get the page: the seasons query is theirs.
  return (
    <PageFrame title={t('title')} loaded={await load(() => caller.league.seasons())}>
      {(seasons) => (
        <>
          <ImportForm
            leagues={seasons.flatMap((s) =>
              s.leagues
                .filter((l) => l.game === 'bridge')
                .map((l) => ({ leagueId: l.leagueId, name: t('leagueOfSeason', { league: l.name, season: s.name }) })),
            )}
          />
          <ExportForm />
        </>
      )}
    </PageFrame>
  );
}
