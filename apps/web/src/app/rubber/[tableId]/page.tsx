// A rubber table: its score sheet for any member; its scorer (opener or a player) also gets the pad.
import Link from 'next/link';
import { PageFrame } from '../../../components/page-frame';
import { RubberScorer } from '../../../components/rubber/rubber-scorer';
import { load } from '../../../server/access';
import { serverCaller } from '../../../server/caller';
import { routeParams } from '../../../server/route-params';

const VARIANT_WORDS = { standard: 'standard scoring', 'czech-text-003': "the Czech text's table", chicago: 'Chicago' };

export default async function RubberTablePage({ params }: { params: Promise<{ tableId: string }> }) {
  const { tableId } = await routeParams(params);
  const caller = await serverCaller();
  return (
    <PageFrame title="Rubber table" loaded={await load(() => caller.rubber.sheet({ tableId }))}>
      {(sheet) => (
        <>
          <p className="muted">
            {sheet.table.players.map((p) => p.name).join(', ')} · {VARIANT_WORDS[sheet.table.variant]}
            {sheet.table.stake !== null ? ` · stake ${sheet.table.stake} per 100` : ''}
            {sheet.table.closedAt ? ' · closed' : ''}
          </p>
          <p>
            <Link href="/rubber/ladder">The club&apos;s rubber ladder</Link>
          </p>
          <RubberScorer tableId={tableId} initial={sheet} />
        </>
      )}
    </PageFrame>
  );
}
