import { PageFrame } from '../../../components/page-frame';
import { ExportForm } from '../../../components/import/export-form';
import { ImportForm } from '../../../components/import/import-form';
import { load } from '../../../server/access';
import { serverCaller } from '../../../server/caller';

export const dynamic = 'force-dynamic';

export default async function ImportPage() {
  const caller = await serverCaller();
  // Only league administrators get the page: the seasons query is theirs.
  return (
    <PageFrame title="Import and export" loaded={await load(() => caller.league.seasons())}>
      {(seasons) => (
        <>
          <ImportForm
            leagues={seasons.flatMap((s) =>
              s.leagues
                .filter((l) => l.game === 'bridge')
                .map((l) => ({ leagueId: l.leagueId, name: `${l.name} (${s.name})` })),
            )}
          />
          <ExportForm />
        </>
      )}
    </PageFrame>
  );
}
