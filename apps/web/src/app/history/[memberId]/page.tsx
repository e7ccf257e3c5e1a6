// A club member's results over time (linked from the rankings).
import { HistoryView } from '../../../components/history/history-view';
import { PageFrame } from '../../../components/page-frame';
import { load } from '../../../server/access';
import { serverCaller } from '../../../server/caller';
import { routeParams } from '../../../server/route-params';

export default async function MemberHistoryPage({ params }: { params: Promise<{ memberId: string }> }) {
  const { memberId } = await routeParams(params);
  const caller = await serverCaller();
  const loaded = await load(() => caller.history.player({ memberId }));
  return (
    <PageFrame title={loaded.ok ? `Results over time: ${loaded.value.name}` : 'Results over time'} loaded={loaded}>
      {(h) => <HistoryView history={h} />}
    </PageFrame>
  );
}
