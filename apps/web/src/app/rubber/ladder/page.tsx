// The club's rubber ladder: members' points over a season's closed evenings (?season=, default the
// season the club is in).
import { DataTable } from '../../../components/data-table';
import { PageFrame } from '../../../components/page-frame';
import { load } from '../../../server/access';
import { serverCaller } from '../../../server/caller';

export default async function RubberLadderPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const season = (await searchParams).season;
  const caller = await serverCaller();
  const input = typeof season === 'string' && season !== '' ? { seasonId: season } : {};
  return (
    <PageFrame title="Rubber ladder" loaded={await load(() => caller.rubber.ladder(input))}>
      {(ladder) => (
        <>
          <p className="muted">Season {ladder.seasonId || '—'}: points summed over the closed evenings.</p>
          {ladder.rows.length === 0 ? (
            <p className="card muted">No closed rubber evening this season yet.</p>
          ) : (
            <DataTable
              headers={['Place', 'Member', 'Points', 'Evenings', 'Rubbers won']}
              rows={ladder.rows.map((r) => ({
                key: r.memberId,
                cells: [r.place, r.name, r.points, r.evenings, r.rubbersWon],
              }))}
            />
          )}
        </>
      )}
    </PageFrame>
  );
}
