// The signed-in member's own results over time.
import { HistoryView } from '../../components/history/history-view';
import { RubberEvenings } from '../../components/rubber/rubber-evenings';
import { PageFrame } from '../../components/page-frame';
import { load } from '../../server/access';
import { serverCaller } from '../../server/caller';

export default async function MyHistoryPage() {
  const caller = await serverCaller();
  const rubber = await load(() => caller.rubber.myEvenings());
  return (
    <PageFrame title="My results over time" loaded={await load(() => caller.history.player({}))}>
      {(h) => (
        <>
          <HistoryView history={h} />
          {rubber.ok ? (
            <section aria-label="My rubber evenings">
              <h2>Rubber evenings</h2>
              <RubberEvenings evenings={rubber.value} />
            </section>
          ) : null}
        </>
      )}
    </PageFrame>
  );
}
