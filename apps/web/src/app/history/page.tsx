// The signed-in member's own results over time.
import { HistoryView } from '../../components/history/history-view';
import { PageFrame } from '../../components/page-frame';
import { load } from '../../server/access';
import { serverCaller } from '../../server/caller';

export default async function MyHistoryPage() {
  const caller = await serverCaller();
  return (
    <PageFrame title="My results over time" loaded={await load(() => caller.history.player({}))}>
      {(h) => <HistoryView history={h} />}
    </PageFrame>
  );
}
